import { type InferType } from 'yup';
import { emailRule, leadForm, letterFirstName, phoneRule } from '../fields/rules';
import { MESSAGES } from '../fields/messages';

/** The basic form's messages (spec 03 §5 "Basic"; email and phone as in spec 03 §5 "Email" and "Phone"). */
const BASIC_MESSAGES = {
  firstName: MESSAGES.firstName,
  lastName: MESSAGES.lastName,
  email: MESSAGES.email,
  phone: MESSAGES.phoneRequired,
  phoneLength: MESSAGES.phoneDigits,
} as const;

/** The `basicContact` form (spec 03 §3 "Basic lead"); names of spec 03 §5's first group (letter first, at least 2). */
export const basicContactSchema = leadForm({
  first_name: letterFirstName({ required: BASIC_MESSAGES.firstName }, { min: 2 }),
  last_name: letterFirstName({ required: BASIC_MESSAGES.lastName }, { min: 2 }),
  email: emailRule(BASIC_MESSAGES.email),
  phone: phoneRule({ required: BASIC_MESSAGES.phone, length: BASIC_MESSAGES.phoneLength }),
});

export type BasicContactValues = InferType<typeof basicContactSchema>;
