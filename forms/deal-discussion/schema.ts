import { type InferType } from 'yup';
import { leadForm, optionalOneOfRule, optionalText, phone } from '../fields/rules';
import { LONG_TEXT_MAX } from '../fields/limits';
import { YES_NO } from '../fields/yes-no';

/** The deal form's own messages; the phone's are spec 01's (rules.ts `phone`). */
const DEAL_MESSAGES = {
  /** ours: never seen through the radios, which only offer Yes and No */
  hasDeal: 'Choose Yes or No.',
  /** ours */
  detailsMax: 'Deal details can have at most 32000 characters.',
} as const;

const m = DEAL_MESSAGES;

/**
 * The `dealDiscussion` form for account executives (spec 03 §3, §5: "Only the phone is checked"). Has_Deal
 * and the details are optional; an answer other than Yes or No, or overlong details (which the text
 * area's own limit prevents), are still refused so they are never sent.
 */
export const dealDiscussionSchema = leadForm({
  Has_Deal: optionalOneOfRule(YES_NO, m.hasDeal),
  Description_of_Deal_Details: optionalText(LONG_TEXT_MAX, m.detailsMax),
  Telephone: phone,
});

export type DealDiscussionValues = InferType<typeof dealDiscussionSchema>;
