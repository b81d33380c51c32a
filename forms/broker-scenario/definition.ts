import { defineForm } from '../engine/define-form';
import type { CheckNotRun, FieldDef, ResetRule } from '../engine/types';
import { type BrokerOptions, fieldOptions, NO_LATES, NONE } from './manifest';
import { brokerScenarioPayload } from './payload';
import { hiddenValue as hidden, isRevealed, onHide, onReveal, REVEAL_RULES } from './reveal';
import { BROKER_LABELS as L, DSCR_MAX, NMLS_MAX, PROPERTIES_MAX, RESERVES_MAX } from './constants';
import type { BrokerScenarioValues } from './schema';

/**
 * The NMLS check the form runs after validation and before the send: a message, what to say when the
 * lookup could not run (CheckNotRun), or undefined when the ID is confirmed.
 */
export type NmlsCheck = (id: string, signal?: AbortSignal) => Promise<string | CheckNotRun | undefined>;

/**
 * Two reset rules per reveal rule: hiding a field sets its reset value (validated); revealing one
 * that still holds it empties it quietly, so the new field does not greet the visitor with an error.
 */
function revealResets(): ResetRule<BrokerScenarioValues>[] {
  return REVEAL_RULES.flatMap((rule) => [
    { on: rule.on, values: (values: BrokerScenarioValues) => onHide(rule, values) },
    { on: rule.on, values: (values: BrokerScenarioValues) => onReveal(rule, values), quiet: true },
  ]);
}

/**
 * The `brokerScenario` form (spec 03 §2, §3, §4, §5): three sections, the page's option lists, the
 * reveal rules of reveal.ts, and the NMLS lookup before the send. A long form: an error summary
 * after a failed submit, and what still needs an answer listed beside the disabled button; a lookup
 * that could not answer leaves the button pressable, to try again (forms/README.md).
 */
export function brokerScenarioForm(options: BrokerOptions, nmls: NmlsCheck) {
  type V = BrokerScenarioValues;
  const select = (name: FieldDef<V>['name'], list: keyof BrokerOptions, extra: Partial<Pick<FieldDef<V>, 'required' | 'when' | 'initial'>> = {}): FieldDef<V> => ({
    kind: 'select',
    name,
    label: L[name as keyof typeof L],
    options: fieldOptions(options[list]),
    ...extra,
  });
  const shown = (field: Parameters<typeof isRevealed>[0]) => (values: V) => isRevealed(field, values);
  return defineForm({
    schema: () => import('./schema').then((module) => module.brokerScenarioSchema(options)),
    payload: brokerScenarioPayload,
    mode: 'onChange',
    errorSummary: true,
    resets: revealResets(),
    checks: [{ field: 'NMLS__c', run: (values, signal) => nmls(values.NMLS__c, signal) }],
    fields: [
      {
        kind: 'section',
        legend: 'Loan Details',
        fields: [
          select('Loan_Purpose__c', 'loanPurpose'),
          // Its rule reads the property value: below it (spec 03 §5).
          { kind: 'currency', name: 'Base_Loan_Amount__c', label: L.Base_Loan_Amount__c, helperText: '$149,999 or more', reads: ['Appraised_Value__c'] },
          { kind: 'currency', name: 'Appraised_Value__c', label: L.Appraised_Value__c, helperText: '$149,999 or more' },
          { kind: 'currency', name: 'Cash_Out_Amount__c', label: L.Cash_Out_Amount__c, when: shown('Cash_Out_Amount__c'), initial: hidden('Cash_Out_Amount__c') },
          { kind: 'checkbox', name: 'Interest_Only__c', label: L.Interest_Only__c },
          { kind: 'checkbox', name: 'Self_Employed__c', label: L.Self_Employed__c },
          { kind: 'checkbox', name: 'Pledged_Assets__c', label: L.Pledged_Assets__c },
          { kind: 'checkbox', name: 'Cross_Collateralization__c', label: L.Cross_Collateralization__c },
          select('Representative_FICO__c', 'creditScore'),
          { kind: 'number', name: 'Months_Reserves__c', label: L.Months_Reserves__c, min: 0, max: RESERVES_MAX, suffix: 'months' },
          select('Underwriting_Document_Type__c', 'documentType'),
          { kind: 'number', name: 'Debt_To_Income_Ratio__c', label: L.Debt_To_Income_Ratio__c, min: 0, max: DSCR_MAX, step: 0.01, when: shown('Debt_To_Income_Ratio__c'), initial: hidden('Debt_To_Income_Ratio__c') },
          select('Citizenship__c', 'citizenship'),
          // Selects that start on a real answer (0x30, None) cannot be emptied, so they are not announced as required.
          select('Mortgage_Lates_12', 'mortgageLates', { required: false, initial: NO_LATES }),
          select('Mortgage_Lates_24', 'mortgageLates', { required: false, initial: NO_LATES }),
          select('HousingEventType__c', 'housingEvent', { required: false, initial: NONE }),
          select('housingEventSeasoning__c', 'seasoning', { when: shown('housingEventSeasoning__c'), initial: hidden('housingEventSeasoning__c') }),
          select('bankruptcyType__c', 'bankruptcy', { required: false, initial: NONE }),
          select('bankruptcySeasoning__c', 'seasoning', { when: shown('bankruptcySeasoning__c'), initial: hidden('bankruptcySeasoning__c') }),
          { kind: 'number', name: 'Number_of_Properties_Financed__c', label: L.Number_of_Properties_Financed__c, min: 0, max: PROPERTIES_MAX },
        ],
      },
      {
        kind: 'section',
        legend: 'Property Information',
        fields: [
          { kind: 'zip', name: 'Zip__c', label: L.Zip__c, maxLength: 5 },
          select('Property_Type__c', 'propertyType'),
          select('Occupance__c', 'occupancy'),
          select('Units__c', 'units', { required: false, when: shown('Units__c'), initial: hidden('Units__c') }),
          select('Prepayment_Penalty__c', 'prepaymentPenalty', { required: false, when: shown('Prepayment_Penalty__c'), initial: hidden('Prepayment_Penalty__c') }),
        ],
      },
      {
        kind: 'section',
        legend: 'Broker Information',
        fields: [
          select('Broker_Compensation__c', 'compensation'),
          { kind: 'text', name: 'NMLS__c', label: L.NMLS__c, maxLength: NMLS_MAX, autoComplete: 'off' },
          { kind: 'email', name: 'Email_Address__c', label: L.Email_Address__c },
          { kind: 'phone', name: 'Cell_Phone__c', label: L.Cell_Phone__c, autoComplete: 'tel' },
        ],
      },
    ],
  });
}
