import { type InferType } from 'yup';
import { parseUsd } from '../fields/currency';
import { consent as checkbox, emailRule, leadForm, oneOfRule, phoneRule, trimmedText } from '../fields/rules';
import { type BrokerOptions, NO_LATES, NONE, valuesOf } from './manifest';
import {
  type BrokerFieldName as BrokerField,
  DSCR_MAX,
  hiddenValue,
  isRevealed,
  labelOf,
  NMLS_MAX,
  PROPERTIES_MAX,
  RESERVES_MAX,
  type RevealedField,
  plainNumber,
} from './fields';
import { MESSAGES } from '../fields/messages';

/** 'X is required' (spec 03 §5: "Each select must be one of its allowed values, with 'X is required' messages"). */
const requiredMessage = (field: BrokerField) => `${labelOf(field)} is required`;

/** The broker messages of spec 03 §5 verbatim; those marked "ours" the spec does not give. */
const BROKER_MESSAGES = {
  minimumAmount: 'Please enter a value greater than or equal to 149999',
  loanBelowValue: 'Loan amount should be lower than property value',
  properties: '# of Properties should be between 0 and 100',
  zip: 'Please enter valid zip code.',
  nmlsMin: 'Valid NMLS should have at least 4 characters',
  nmlsMax: 'Valid NMLS should have at most 15 characters',
  /** §5 Email's message. */
  email: MESSAGES.email,
  /** spec 01's length message, as §5 Phone gives it. */
  phoneLength: MESSAGES.phoneDigits,
  /** ours, in the style of the properties message */
  reserves: 'Months of Reserves should be between 0 and 100',
  /** ours, in the style of the properties message */
  dscr: 'DSCR Ratio should be between 0.00 and 10.00',
  /**
   * ours: an amount that is not a number, or (Cash Out, spec 03 §9 "at least 0") below 0. The currency
   * input takes digits only, so the visitor never types a minus: no message of its own for a case the
   * form cannot produce; the schema still refuses one sent by other means.
   */
  amount: 'Please enter an amount in dollars',
} as const;

/** Spec 03 §9. */
const MINIMUM_AMOUNT = 149999;
const NMLS_MIN = 4;

/** Required text with its 'X is required' message: the base of the rules below. */
const required = (field: BrokerField) => trimmedText(requiredMessage(field)).required(requiredMessage(field));

/** A dollar amount of at least 149999 (loan amount and property value). */
const minimumAmount = (field: BrokerField) =>
  required(field)
    .test('amount', BROKER_MESSAGES.amount, (value) => value == null || Number.isFinite(parseUsd(value)))
    .test('minimum', BROKER_MESSAGES.minimumAmount, (value) => value == null || !(parseUsd(value) < MINIMUM_AMOUNT))
    .default('');

/** A number from 0 to `max` with at most `decimals` decimals; one message for a bad or out-of-range value. */
const range = (field: BrokerField, max: number, decimals: number, message: string) =>
  required(field)
    .test('range', message, (value) => {
      if (value == null) return true;
      const number = plainNumber(value, decimals);
      return number >= 0 && number <= max;
    })
    .default('');

/**
 * A field shown by a reveal rule (fields.ts BROKER_FIELDS): while hidden anything passes (the payload sends its
 * reset value, the rule's hidden value, which is also its default); while shown, empty gets 'X is
 * required' and `valid` decides the rest.
 */
const whenRevealed = (field: RevealedField, tests: { message: string; valid: (value: string) => boolean }[]) => {
  let rule = trimmedText(requiredMessage(field)).test('required', requiredMessage(field), function (value) {
    return !isRevealed(field, this.parent as Record<string, unknown>) || (value != null && value !== '');
  });
  for (const { message, valid } of tests) {
    rule = rule.test(message, message, function (value) {
      return !isRevealed(field, this.parent as Record<string, unknown>) || value == null || value === '' || valid(value);
    });
  }
  return rule.default(hiddenValue(field));
};

const revealedOneOf = (field: RevealedField, values: readonly string[]) =>
  whenRevealed(field, [{ message: requiredMessage(field), valid: (value) => values.includes(value) }]);

/**
 * The broker scenario (spec 03 §3 "Broker scenario", §5 "Broker form"), built from the page's
 * option lists: each select must hold one of its list's values.
 */
export function brokerScenarioSchema(options: BrokerOptions) {
  const oneOf = (field: BrokerField, list: keyof BrokerOptions) => oneOfRule(valuesOf(options[list]), requiredMessage(field));
  return leadForm({
    Loan_Purpose__c: oneOf('Loan_Purpose__c', 'loanPurpose'),
    Base_Loan_Amount__c: minimumAmount('Base_Loan_Amount__c').test('below-value', BROKER_MESSAGES.loanBelowValue, function (value) {
      const loan = parseUsd(value ?? '');
      const appraised: unknown = Reflect.get(this.parent as object, 'Appraised_Value__c');
      const worth = parseUsd(typeof appraised === 'string' ? appraised : '');
      return !(Number.isFinite(loan) && Number.isFinite(worth)) || loan < worth;
    }),
    Appraised_Value__c: minimumAmount('Appraised_Value__c'),
    Cash_Out_Amount__c: whenRevealed('Cash_Out_Amount__c', [
      { message: BROKER_MESSAGES.amount, valid: (value) => !value.includes('-') && Number.isFinite(parseUsd(value)) },
    ]),
    Interest_Only__c: checkbox,
    Self_Employed__c: checkbox,
    Pledged_Assets__c: checkbox,
    Cross_Collateralization__c: checkbox,
    Representative_FICO__c: oneOf('Representative_FICO__c', 'creditScore'),
    Months_Reserves__c: range('Months_Reserves__c', RESERVES_MAX, 0, BROKER_MESSAGES.reserves),
    Underwriting_Document_Type__c: oneOf('Underwriting_Document_Type__c', 'documentType'),
    Debt_To_Income_Ratio__c: whenRevealed('Debt_To_Income_Ratio__c', [
      { message: BROKER_MESSAGES.dscr, valid: (value) => plainNumber(value, 2) >= 0 && plainNumber(value, 2) <= DSCR_MAX },
    ]),
    Citizenship__c: oneOf('Citizenship__c', 'citizenship'),
    Mortgage_Lates_12: oneOf('Mortgage_Lates_12', 'mortgageLates').default(NO_LATES),
    Mortgage_Lates_24: oneOf('Mortgage_Lates_24', 'mortgageLates').default(NO_LATES),
    HousingEventType__c: oneOf('HousingEventType__c', 'housingEvent').default(NONE),
    housingEventSeasoning__c: revealedOneOf('housingEventSeasoning__c', valuesOf(options.seasoning)),
    bankruptcyType__c: oneOf('bankruptcyType__c', 'bankruptcy').default(NONE),
    bankruptcySeasoning__c: revealedOneOf('bankruptcySeasoning__c', valuesOf(options.seasoning)),
    Number_of_Properties_Financed__c: range('Number_of_Properties_Financed__c', PROPERTIES_MAX, 0, BROKER_MESSAGES.properties),
    Zip__c: required('Zip__c')
      .test('zip', BROKER_MESSAGES.zip, (value) => value == null || (/^\d{5}$/.test(value) && value !== '00000'))
      .default(''),
    Property_Type__c: oneOf('Property_Type__c', 'propertyType'),
    Occupance__c: oneOf('Occupance__c', 'occupancy'),
    Units__c: revealedOneOf('Units__c', valuesOf(options.units)),
    Prepayment_Penalty__c: revealedOneOf('Prepayment_Penalty__c', valuesOf(options.prepaymentPenalty)),
    Broker_Compensation__c: oneOf('Broker_Compensation__c', 'compensation'),
    NMLS__c: required('NMLS__c').min(NMLS_MIN, BROKER_MESSAGES.nmlsMin).max(NMLS_MAX, BROKER_MESSAGES.nmlsMax).default(''),
    Email_Address__c: emailRule(BROKER_MESSAGES.email),
    Cell_Phone__c: phoneRule({ required: requiredMessage('Cell_Phone__c'), length: BROKER_MESSAGES.phoneLength }),
  });
}

export type BrokerScenarioValues = InferType<ReturnType<typeof brokerScenarioSchema>>;
