/**
 * The broker scenario's fields (spec 03 §3 "Broker scenario", §4, §5, §7), each said once, in the
 * form's and the payload's order: its label (which also names it in its 'X is required' message),
 * its section, what the form shows for it, the reveal rule that shows it with the value it holds while
 * hidden, and how the payload sends it. No React and no yup: the definition lays the form out from
 * this table, the payload sends it, and the schema (loaded when the visitor reaches the form) reads the
 * labels and reveal rules; the schema is the one other file that names a field, each with its rule.
 */
import { type BrokerListName, INVESTMENT_PROPERTY, INVESTOR_DSCR, NO_LATES, NONE, NOT_APPLICABLE, ONE_UNIT, REFI_CASHOUT, SINGLE_FAMILY } from './manifest';

export const DSCR_MAX = 10;

export const NMLS_MAX = 15;

export const PROPERTIES_MAX = 100;

export const RESERVES_MAX = 100;

/** The form's sections, in order. */
export const BROKER_SECTIONS = ['Loan Details', 'Property Information', 'Broker Information'] as const;

/**
 * How the payload sends a field (spec 03 §7, flat): `text` as typed or chosen, trimmed; `amount` in
 * dollars as a number ('$450,000.00' -> 450000); `whole` and `hundredths` as numbers of at most 0 and
 * 2 decimals; `flag` as a boolean; `phone` as its 10 digits. A number that is not one (never after
 * validation) is left out.
 */
export type Sent = 'text' | 'amount' | 'whole' | 'hundredths' | 'flag' | 'phone';

/**
 * What the form shows (the engine's field kinds, forms/engine/types.ts): a select names its option list
 * (the page's, manifest.ts); `initial` is a value it starts on (a select that cannot be emptied is not
 * announced as required: `required: false`).
 */
type Shown =
  | { kind: 'select'; list: BrokerListName; required?: false; initial?: string }
  | { kind: 'currency'; helperText?: string; reads?: readonly string[] }
  | { kind: 'checkbox' }
  | { kind: 'number'; min: number; max: number; step?: number; suffix?: string }
  | { kind: 'zip'; maxLength: number }
  | { kind: 'text'; maxLength: number; autoComplete: string }
  | { kind: 'email' }
  | { kind: 'phone'; autoComplete: string };

/**
 * A reveal rule (spec 03 §4 "Broker form"): the field shows while `shows(trigger's value)`; while hidden
 * it holds (and the payload sends) `hidden`, which is also its start value. `clearOnReveal`: the field is
 * emptied when it appears still holding its hidden value, so the visitor answers it (a cash out of 0, a
 * DSCR of 0 or a seasoning of NotApplicable are no answer once the field matters); units (OneUnit) and
 * prepayment (None) are real answers, so they stay.
 */
type Reveal = { on: string; shows: (trigger: string) => boolean; hidden: string; clearOnReveal: boolean };

type BrokerField = { label: string; section: (typeof BROKER_SECTIONS)[number]; shows: Shown; sent: Sent; reveal?: Reveal };

/** A choice that is an event: anything but None (and but nothing chosen). */
const isEvent = (value: string) => value !== NONE && value !== '';

/** The time since an event (housing, bankruptcy), asked once the event field names one. */
const seasoning = <const On extends string>(label: string, on: On) =>
  ({
    label,
    section: 'Loan Details',
    shows: { kind: 'select', list: 'seasoning' },
    sent: 'text',
    reveal: { on, shows: isEvent, hidden: NOT_APPLICABLE, clearOnReveal: true },
  }) as const;
const AT_LEAST = '$149,999 or more';

export const BROKER_FIELDS = {
  Loan_Purpose__c: { label: 'Loan Purpose', section: 'Loan Details', shows: { kind: 'select', list: 'loanPurpose' }, sent: 'text' },
  // Its rule reads the property value: below it (spec 03 §5).
  Base_Loan_Amount__c: {
    label: 'Base Loan Amount',
    section: 'Loan Details',
    shows: { kind: 'currency', helperText: AT_LEAST, reads: ['Appraised_Value__c'] },
    sent: 'amount',
  },
  // §5 calls it the property value.
  Appraised_Value__c: { label: 'Property Value', section: 'Loan Details', shows: { kind: 'currency', helperText: AT_LEAST }, sent: 'amount' },
  Cash_Out_Amount__c: {
    label: 'Cash Out Amount',
    section: 'Loan Details',
    shows: { kind: 'currency' },
    sent: 'amount',
    reveal: { on: 'Loan_Purpose__c', shows: (value) => value === REFI_CASHOUT, hidden: '0', clearOnReveal: true },
  },
  Interest_Only__c: { label: 'Interest Only', section: 'Loan Details', shows: { kind: 'checkbox' }, sent: 'flag' },
  Self_Employed__c: { label: 'Self Employed', section: 'Loan Details', shows: { kind: 'checkbox' }, sent: 'flag' },
  Pledged_Assets__c: { label: 'Pledged Assets', section: 'Loan Details', shows: { kind: 'checkbox' }, sent: 'flag' },
  Cross_Collateralization__c: { label: 'Cross Collateralization', section: 'Loan Details', shows: { kind: 'checkbox' }, sent: 'flag' },
  Representative_FICO__c: { label: 'Representative FICO', section: 'Loan Details', shows: { kind: 'select', list: 'creditScore' }, sent: 'text' },
  Months_Reserves__c: {
    label: 'Months of Reserves',
    section: 'Loan Details',
    shows: { kind: 'number', min: 0, max: RESERVES_MAX, suffix: 'months' },
    sent: 'whole',
  },
  Underwriting_Document_Type__c: { label: 'Documentation Type', section: 'Loan Details', shows: { kind: 'select', list: 'documentType' }, sent: 'text' },
  Debt_To_Income_Ratio__c: {
    label: 'DSCR Ratio',
    section: 'Loan Details',
    shows: { kind: 'number', min: 0, max: DSCR_MAX, step: 0.01 },
    sent: 'hundredths',
    reveal: { on: 'Underwriting_Document_Type__c', shows: (value) => value === INVESTOR_DSCR, hidden: '0', clearOnReveal: true },
  },
  Citizenship__c: { label: 'Citizenship', section: 'Loan Details', shows: { kind: 'select', list: 'citizenship' }, sent: 'text' },
  // Selects that start on a real answer (0x30, None) cannot be emptied, so they are not announced as required.
  Mortgage_Lates_12: {
    label: 'Mortgage Lates in the Last 12 Months',
    section: 'Loan Details',
    shows: { kind: 'select', list: 'mortgageLates', required: false, initial: NO_LATES },
    sent: 'text',
  },
  Mortgage_Lates_24: {
    label: 'Mortgage Lates in the Last 24 Months',
    section: 'Loan Details',
    shows: { kind: 'select', list: 'mortgageLates', required: false, initial: NO_LATES },
    sent: 'text',
  },
  HousingEventType__c: {
    label: 'Housing Event',
    section: 'Loan Details',
    shows: { kind: 'select', list: 'housingEvent', required: false, initial: NONE },
    sent: 'text',
  },
  housingEventSeasoning__c: seasoning('Time Since Housing Event', 'HousingEventType__c'),
  bankruptcyType__c: {
    label: 'Bankruptcy',
    section: 'Loan Details',
    shows: { kind: 'select', list: 'bankruptcy', required: false, initial: NONE },
    sent: 'text',
  },
  bankruptcySeasoning__c: seasoning('Time Since Bankruptcy', 'bankruptcyType__c'),
  Number_of_Properties_Financed__c: {
    label: '# of Properties Financed',
    section: 'Loan Details',
    shows: { kind: 'number', min: 0, max: PROPERTIES_MAX },
    sent: 'whole',
  },
  Zip__c: { label: 'Property Zip Code', section: 'Property Information', shows: { kind: 'zip', maxLength: 5 }, sent: 'text' },
  Property_Type__c: { label: 'Property Type', section: 'Property Information', shows: { kind: 'select', list: 'propertyType' }, sent: 'text' },
  Occupance__c: { label: 'Occupancy', section: 'Property Information', shows: { kind: 'select', list: 'occupancy' }, sent: 'text' },
  Units__c: {
    label: 'Number of Units',
    section: 'Property Information',
    shows: { kind: 'select', list: 'units', required: false },
    sent: 'text',
    reveal: { on: 'Property_Type__c', shows: (value) => value === SINGLE_FAMILY, hidden: ONE_UNIT, clearOnReveal: false },
  },
  Prepayment_Penalty__c: {
    label: 'Prepayment Penalty',
    section: 'Property Information',
    shows: { kind: 'select', list: 'prepaymentPenalty', required: false },
    sent: 'text',
    reveal: { on: 'Occupance__c', shows: (value) => value === INVESTMENT_PROPERTY, hidden: NONE, clearOnReveal: false },
  },
  Broker_Compensation__c: { label: 'Broker Compensation', section: 'Broker Information', shows: { kind: 'select', list: 'compensation' }, sent: 'text' },
  NMLS__c: { label: 'NMLS ID', section: 'Broker Information', shows: { kind: 'text', maxLength: NMLS_MAX, autoComplete: 'off' }, sent: 'text' },
  Email_Address__c: { label: 'Email', section: 'Broker Information', shows: { kind: 'email' }, sent: 'text' },
  Cell_Phone__c: { label: 'Cell Phone', section: 'Broker Information', shows: { kind: 'phone', autoComplete: 'tel' }, sent: 'phone' },
} as const satisfies Record<string, BrokerField>;

export type BrokerFieldName = keyof typeof BROKER_FIELDS;

/** The fields in the form's order. */
export const BROKER_FIELD_NAMES = Object.keys(BROKER_FIELDS) as BrokerFieldName[];

/** A field's label, as the form shows it and its 'X is required' message names it. */
export function labelOf(field: BrokerFieldName): string {
  return BROKER_FIELDS[field].label;
}

/** The fields a reveal rule shows. */
export type RevealedField = { [K in BrokerFieldName]: (typeof BROKER_FIELDS)[K] extends { reveal: Reveal } ? K : never }[BrokerFieldName];

/** The fields whose choice shows another (fields.test.ts checks each is a field of the table). */
type TriggerField = { [K in RevealedField]: (typeof BROKER_FIELDS)[K]['reveal']['on'] }[RevealedField] & BrokerFieldName;

export type RevealRule = Reveal & { field: RevealedField; on: TriggerField };

export const REVEAL_RULES: readonly RevealRule[] = BROKER_FIELD_NAMES.flatMap((field) => {
  const entry: BrokerField = BROKER_FIELDS[field];
  // The table's own rule, with its field's name: the types above say which names these are.
  return entry.reveal ? [{ field, ...entry.reveal } as RevealRule] : [];
});

/** Whether a field has a reveal rule. */
export function isRevealedField(field: string): field is RevealedField {
  return REVEAL_RULES.some((rule) => rule.field === field);
}

/** A plain decimal number with at most `decimals` digits after the point, or NaN. */
export function plainNumber(value: string, decimals: number): number {
  const pattern = decimals === 0 ? /^\d+$/ : new RegExp(`^(\\d+(\\.\\d{0,${decimals}})?|\\.\\d{1,${decimals}})$`);
  return pattern.test(value) ? Number(value) : Number.NaN;
}

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
