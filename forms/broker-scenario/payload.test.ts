import { BARE_ATTRIBUTION, BARE_CONTEXT, CONTEXT, CONTEXT_ATTRIBUTION } from '../test-helpers';
import { examples } from './test-examples';
import { brokerScenarioPayload } from './payload';
import type { BrokerScenarioValues } from './schema';

const valid = examples.valid as BrokerScenarioValues;

/** The payload of examples.valid, written out by hand: every revealed field as the broker gave it. */
const VALID_PAYLOAD = {
  Loan_Purpose__c: 'RefiCashout',
  Base_Loan_Amount__c: 450000,
  Appraised_Value__c: 600000,
  Cash_Out_Amount__c: 50000,
  Interest_Only__c: true,
  Self_Employed__c: false,
  Pledged_Assets__c: false,
  Cross_Collateralization__c: false,
  Representative_FICO__c: '740-759',
  Months_Reserves__c: 12,
  Underwriting_Document_Type__c: 'InvestorDscr',
  Debt_To_Income_Ratio__c: 1.25,
  Citizenship__c: 'USCitizen',
  Mortgage_Lates_12: '0x30',
  Mortgage_Lates_24: '1x30',
  HousingEventType__c: 'ShortSale',
  housingEventSeasoning__c: '36To47Months',
  bankruptcyType__c: 'Chapter7',
  bankruptcySeasoning__c: '48MonthsOrMore',
  Number_of_Properties_Financed__c: 3,
  Zip__c: '92101',
  Property_Type__c: 'SingleFamily',
  Occupance__c: 'InvestmentProperty',
  Units__c: 'TwoUnits',
  Prepayment_Penalty__c: 'ThreeYears',
  Broker_Compensation__c: 'LenderPaid',
  NMLS__c: '123456',
  Email_Address__c: 'broker@example.com',
  Cell_Phone__c: '5551234567',
};

describe('brokerScenario payload (spec 03 §3)', () => {
  it('sends every field as spelled, amounts and counts as numbers, the phone as digits, after the attribution fields', () => {
    expect(brokerScenarioPayload(valid, CONTEXT)).toEqual({ ...CONTEXT_ATTRIBUTION, ...VALID_PAYLOAD });
    expect(Object.keys(brokerScenarioPayload(valid, BARE_CONTEXT)).slice(0, 4)).toEqual(Object.keys(BARE_ATTRIBUTION));
  });

  it.each([
    // what changes, what the hidden fields are sent as (spec 03 §4's "otherwise")
    ['a purchase: no cash out', { Loan_Purpose__c: 'Purchase' }, { Loan_Purpose__c: 'Purchase', Cash_Out_Amount__c: 0 }],
    ['full documentation: no DSCR', { Underwriting_Document_Type__c: 'FullDoc' }, { Underwriting_Document_Type__c: 'FullDoc', Debt_To_Income_Ratio__c: 0 }],
    ['no housing event', { HousingEventType__c: 'None' }, { HousingEventType__c: 'None', housingEventSeasoning__c: 'NotApplicable' }],
    ['no bankruptcy', { bankruptcyType__c: 'None' }, { bankruptcyType__c: 'None', bankruptcySeasoning__c: 'NotApplicable' }],
    ['a condo: one unit', { Property_Type__c: 'Condo' }, { Property_Type__c: 'Condo', Units__c: 'OneUnit' }],
    ['a primary residence: no prepayment penalty', { Occupance__c: 'PrimaryResidence' }, { Occupance__c: 'PrimaryResidence', Prepayment_Penalty__c: 'None' }],
  ])('%s', (_name, change, expected) => {
    expect(brokerScenarioPayload({ ...valid, ...change }, BARE_CONTEXT)).toEqual({ ...BARE_ATTRIBUTION, ...VALID_PAYLOAD, ...expected });
  });

  it.each([
    ['plain amounts', { Base_Loan_Amount__c: '150000', Appraised_Value__c: '1250000.5' }, { Base_Loan_Amount__c: 150000, Appraised_Value__c: 1250000.5 }],
    ['a DSCR with one decimal', { Debt_To_Income_Ratio__c: '0.8' }, { Debt_To_Income_Ratio__c: 0.8 }],
    [
      'zero reserves and properties',
      { Months_Reserves__c: '0', Number_of_Properties_Financed__c: '0' },
      { Months_Reserves__c: 0, Number_of_Properties_Financed__c: 0 },
    ],
    ['values with spaces', { NMLS__c: ' 1234 ', Zip__c: ' 92101 ' }, { NMLS__c: '1234', Zip__c: '92101' }],
  ])('%s', (_name, change, expected) => {
    expect(brokerScenarioPayload({ ...valid, ...change }, BARE_CONTEXT)).toMatchObject(expected);
  });

  it('leaves out a number it cannot read (never after validation) instead of sending NaN', () => {
    const payload = brokerScenarioPayload({ ...valid, Months_Reserves__c: 'twelve' }, BARE_CONTEXT);
    expect(payload).not.toHaveProperty('Months_Reserves__c', expect.anything());
    expect(payload.Months_Reserves__c).toBeUndefined();
  });
});
