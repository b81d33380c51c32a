import { type InferType } from 'yup';
import { email, leadForm, requiredText } from '../fields/rules';
import { LONG_TEXT_MAX } from '../fields/limits';

/** Spec 03 §5 (Message): at least 2 characters. */
const MESSAGE_MIN = 2;

/** The message's own messages; the email's are spec 01's (rules.ts `email`). */
const EMAIL_MESSAGE_MESSAGES = {
  /** Spec 03 §5 (Message), without a full stop as the spec has it. */
  message: 'Message is required',
  /** ours */
  messageMax: 'Message can have at most 32000 characters.',
} as const;

const m = EMAIL_MESSAGE_MESSAGES;

/**
 * Email and message form (spec 03 §3). The spec does not say whether the message is required here;
 * a message form sent without one tells the bank nothing, so it follows the contact form's rule
 * (required, at least 2 characters, 'Message is required').
 */
export const emailMessageSchema = leadForm({
  email,
  message: requiredText(m.message, LONG_TEXT_MAX, m.messageMax).min(MESSAGE_MIN, m.message),
});

export type EmailMessageValues = InferType<typeof emailMessageSchema>;
