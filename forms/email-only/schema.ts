import { type InferType } from 'yup';
import { email, leadForm } from '../fields/rules';

/** The `emailOnly` form (spec 01 §3). */
export const emailOnlySchema = leadForm({ email });

export type EmailOnlyValues = InferType<typeof emailOnlySchema>;
