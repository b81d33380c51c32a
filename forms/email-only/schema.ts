import { object, type InferType } from 'yup';
import { email } from '../fields/rules';

/** Email-only form (spec 01 §3). */
export const emailOnlySchema = object({ email });

export type EmailOnlyValues = InferType<typeof emailOnlySchema>;
