/**
 * The broker form's reveal rules (spec 03 §4 "Broker form"), pure: which choice shows which field,
 * and the value a field holds while hidden. The definition turns them into the engine's `when`
 * and `resets` rules, and the payload sends a hidden field's reset value whatever the form holds.
 */
import {
  INVESTMENT_PROPERTY,
  INVESTOR_DSCR,
  NONE,
  NOT_APPLICABLE,
  ONE_UNIT,
  REFI_CASHOUT,
  SINGLE_FAMILY,
} from './manifest';

/** The fields a rule looks at or sets. */
export type RevealValues = {
  Loan_Purpose__c: string;
  Cash_Out_Amount__c: string;
  Underwriting_Document_Type__c: string;
  Debt_To_Income_Ratio__c: string;
  HousingEventType__c: string;
  housingEventSeasoning__c: string;
  bankruptcyType__c: string;
  bankruptcySeasoning__c: string;
  Property_Type__c: string;
  Units__c: string;
  Occupance__c: string;
  Prepayment_Penalty__c: string;
};

export type RevealedField =
  | 'Cash_Out_Amount__c'
  | 'Debt_To_Income_Ratio__c'
  | 'housingEventSeasoning__c'
  | 'bankruptcySeasoning__c'
  | 'Units__c'
  | 'Prepayment_Penalty__c';

export type TriggerField =
  | 'Loan_Purpose__c'
  | 'Underwriting_Document_Type__c'
  | 'HousingEventType__c'
  | 'bankruptcyType__c'
  | 'Property_Type__c'
  | 'Occupance__c';

export type RevealRule = {
  field: RevealedField;
  on: TriggerField;
  /** Whether the trigger's value shows the field. */
  shows: (trigger: string) => boolean;
  /** The field's value while hidden (spec 03 §4's "otherwise"); also its default. */
  hidden: string;
  /**
   * Whether the field is emptied when it appears still holding its hidden value, so the visitor
   * answers it: a cash out of 0, a DSCR of 0 or a seasoning of NotApplicable are no answer once
   * the field matters. Units (OneUnit) and prepayment (None) are real answers, so they stay.
   */
  clearOnReveal: boolean;
};

/** A choice that is an event: anything but None (and but nothing chosen). */
const isEvent = (value: string) => value !== NONE && value !== '';

export const REVEAL_RULES: readonly RevealRule[] = [
  { field: 'Cash_Out_Amount__c', on: 'Loan_Purpose__c', shows: (v) => v === REFI_CASHOUT, hidden: '0', clearOnReveal: true },
  { field: 'Debt_To_Income_Ratio__c', on: 'Underwriting_Document_Type__c', shows: (v) => v === INVESTOR_DSCR, hidden: '0', clearOnReveal: true },
  { field: 'housingEventSeasoning__c', on: 'HousingEventType__c', shows: isEvent, hidden: NOT_APPLICABLE, clearOnReveal: true },
  { field: 'bankruptcySeasoning__c', on: 'bankruptcyType__c', shows: isEvent, hidden: NOT_APPLICABLE, clearOnReveal: true },
  { field: 'Units__c', on: 'Property_Type__c', shows: (v) => v === SINGLE_FAMILY, hidden: ONE_UNIT, clearOnReveal: false },
  { field: 'Prepayment_Penalty__c', on: 'Occupance__c', shows: (v) => v === INVESTMENT_PROPERTY, hidden: NONE, clearOnReveal: false },
];

function ruleFor(field: RevealedField): RevealRule {
  const rule = REVEAL_RULES.find((candidate) => candidate.field === field);
  if (!rule) throw new Error(`No reveal rule for ${field}`);
  return rule;
}

/** Reads a value defensively: the rules also run on the payload's unvalidated input. */
function read(values: Partial<Record<string, unknown>>, key: string): string {
  const value = values[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** The value `field` holds while hidden, and starts on (the schema's default, the field's initial value). */
export function hiddenValue(field: RevealedField): string {
  return ruleFor(field).hidden;
}

/** Whether `field` is shown for these values. */
export function isRevealed(field: RevealedField, values: Partial<Record<string, unknown>>): boolean {
  const rule = ruleFor(field);
  return rule.shows(read(values, rule.on));
}

/** The value `field` has in effect: what the visitor gave while it is shown, its reset value while hidden. */
export function effectiveValue(field: RevealedField, values: Partial<Record<string, unknown>>): string {
  return isRevealed(field, values) ? read(values, field) : ruleFor(field).hidden;
}

/** What a change of a rule's trigger sets: the reset value when the field hides. */
export function onHide(rule: RevealRule, values: Partial<Record<string, unknown>>): Partial<Record<RevealedField, string>> {
  return rule.shows(read(values, rule.on)) ? {} : { [rule.field]: rule.hidden };
}

/** What a change of a rule's trigger sets: '' when the field appears still holding its reset value (and the rule clears). */
export function onReveal(rule: RevealRule, values: Partial<Record<string, unknown>>): Partial<Record<RevealedField, string>> {
  const appears = rule.shows(read(values, rule.on));
  return appears && rule.clearOnReveal && read(values, rule.field) === rule.hidden ? { [rule.field]: '' } : {};
}
