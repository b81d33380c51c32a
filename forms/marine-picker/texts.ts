/**
 * The picker's words. The choices and step 4's first sentence are spec 03 §2's, verbatim, and stay in
 * code: each choice is also a selection value of the machine and a key of the content's product-code
 * table, so they cannot drift apart. The texts the spec does not show (the questions of steps 1 to 3,
 * step 4's note and the link) are content with these defaults (forms/README.md, "Spec 03 forms: choices").
 */
import type { PickerOption } from './machine';

export interface ChoiceText {
  label: string;
  /** Spec 03 §2's words in brackets after the choice, shown under it. */
  description?: string;
}

export const CHOICES: Readonly<Record<PickerOption, ChoiceText>> = {
  Term: { label: 'Term Loans', description: 'buying a new or used boat, or looking for a preapproval' },
  'Credit Line': { label: 'Credit Line', description: 'improvements' },
  'Inventory Finance': { label: 'Inventory Finance', description: 'a boat dealer purchasing multiple boats' },
  'Full-time Charter': { label: 'Full-time Charter' },
  'Limited Charter (max 73 days per year)': { label: 'Limited Charter (max 73 days per year)' },
  'Personal Use': { label: 'Personal Use' },
  'Hold in LLC': { label: 'Hold in LLC', description: 'single-asset LLC' },
  'Own Personally': { label: 'Own Personally' },
};

/** Step 4's heading (spec 03 §2). */
export const CONFIRMATION = "We're about to send you to our loan portal.";

export const BACK = 'Back';

export interface PickerTexts {
  loanTypeQuestion: string;
  charterQuestion: string;
  ownershipQuestion: string;
  applicationNote: string;
  portalLinkText: string;
}

/** Ours, where the spec shows no words; each can be replaced in the block's content (`texts`). */
export const DEFAULT_TEXTS: PickerTexts = {
  loanTypeQuestion: 'What kind of financing are you looking for?',
  charterQuestion: 'How will the boat be used?',
  ownershipQuestion: 'How will you own the boat?',
  applicationNote: 'The application takes only a few minutes and does not commit you to the loan.',
  portalLinkText: 'Continue to the loan portal',
};

/** What a screen reader announces with each step's heading (§4: the step number is announced). */
export function stepCount(step: number, of: number): string {
  return `Step ${step} of ${of}`;
}
