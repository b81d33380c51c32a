import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { parseUsd } from '../fields/currency';
import { flag, phoneDigits, record, text } from '../fields/values';
import { effectiveValue } from './reveal';
import { plainNumber } from './constants';
import type { BrokerScenarioValues } from './schema';

export type BrokerScenarioPayload = AttributionFields & {
  Loan_Purpose__c: string;
  Base_Loan_Amount__c?: number;
  Appraised_Value__c?: number;
  Cash_Out_Amount__c?: number;
  Interest_Only__c: boolean;
  Self_Employed__c: boolean;
  Pledged_Assets__c: boolean;
  Cross_Collateralization__c: boolean;
  Representative_FICO__c: string;
  Months_Reserves__c?: number;
  Underwriting_Document_Type__c: string;
  Debt_To_Income_Ratio__c?: number;
  Citizenship__c: string;
  Mortgage_Lates_12: string;
  Mortgage_Lates_24: string;
  HousingEventType__c: string;
  housingEventSeasoning__c: string;
  bankruptcyType__c: string;
  bankruptcySeasoning__c: string;
  Number_of_Properties_Financed__c?: number;
  Zip__c: string;
  Property_Type__c: string;
  Occupance__c: string;
  Units__c: string;
  Prepayment_Penalty__c: string;
  Broker_Compensation__c: string;
  NMLS__c: string;
  Email_Address__c: string;
  Cell_Phone__c: string;
};

/** A number the CRM can store; a value that is not one (never after validation) is left out. */
function finite(value: number): number | undefined {
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The broker scenario (spec 03 §3), a flat object: the fields as spelled, amounts and counts as
 * numbers ('$450,000.00' -> 450000), the four flags as booleans, the phone as 10 digits, and each
 * field a reveal rule hides sent with its reset value (spec 03 §4: cash out and DSCR 0, seasoning
 * NotApplicable, units OneUnit, prepayment None), whatever the form still holds. The spec 01
 * attribution fields come first (spec 03 §5's shared schema).
 */
export function brokerScenarioPayload(values: BrokerScenarioValues, context: FormContext): BrokerScenarioPayload {
  const v = record(values);
  const amount = (value: string) => finite(parseUsd(value));
  return {
    ...attribution(context),
    Loan_Purpose__c: text(v.Loan_Purpose__c),
    Base_Loan_Amount__c: amount(text(v.Base_Loan_Amount__c)),
    Appraised_Value__c: amount(text(v.Appraised_Value__c)),
    Cash_Out_Amount__c: amount(effectiveValue('Cash_Out_Amount__c', v)),
    Interest_Only__c: flag(v.Interest_Only__c),
    Self_Employed__c: flag(v.Self_Employed__c),
    Pledged_Assets__c: flag(v.Pledged_Assets__c),
    Cross_Collateralization__c: flag(v.Cross_Collateralization__c),
    Representative_FICO__c: text(v.Representative_FICO__c),
    Months_Reserves__c: finite(plainNumber(text(v.Months_Reserves__c), 0)),
    Underwriting_Document_Type__c: text(v.Underwriting_Document_Type__c),
    Debt_To_Income_Ratio__c: finite(plainNumber(effectiveValue('Debt_To_Income_Ratio__c', v), 2)),
    Citizenship__c: text(v.Citizenship__c),
    Mortgage_Lates_12: text(v.Mortgage_Lates_12),
    Mortgage_Lates_24: text(v.Mortgage_Lates_24),
    HousingEventType__c: text(v.HousingEventType__c),
    housingEventSeasoning__c: effectiveValue('housingEventSeasoning__c', v),
    bankruptcyType__c: text(v.bankruptcyType__c),
    bankruptcySeasoning__c: effectiveValue('bankruptcySeasoning__c', v),
    Number_of_Properties_Financed__c: finite(plainNumber(text(v.Number_of_Properties_Financed__c), 0)),
    Zip__c: text(v.Zip__c),
    Property_Type__c: text(v.Property_Type__c),
    Occupance__c: text(v.Occupance__c),
    Units__c: effectiveValue('Units__c', v),
    Prepayment_Penalty__c: effectiveValue('Prepayment_Penalty__c', v),
    Broker_Compensation__c: text(v.Broker_Compensation__c),
    NMLS__c: text(v.NMLS__c),
    Email_Address__c: text(v.Email_Address__c),
    Cell_Phone__c: phoneDigits(v.Cell_Phone__c),
  };
}
