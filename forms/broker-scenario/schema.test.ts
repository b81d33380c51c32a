import { errorsOf } from '../test-helpers';
import { examples } from './test-examples';
import { DEFAULT_BROKER_OPTIONS, brokerOptions } from './manifest';
import { brokerScenarioSchema } from './schema';

const schema = brokerScenarioSchema(DEFAULT_BROKER_OPTIONS);
const valid = examples.valid;

describe('brokerScenario validation (spec 03 §5 "Broker form")', () => {
  it('starts with the defaults of §3: 0x30 lates, no events, NotApplicable seasoning, OneUnit, no prepayment penalty, 0 cash out and DSCR', () => {
    expect(schema.getDefault()).toMatchObject({
      Mortgage_Lates_12: '0x30',
      Mortgage_Lates_24: '0x30',
      HousingEventType__c: 'None',
      housingEventSeasoning__c: 'NotApplicable',
      bankruptcyType__c: 'None',
      bankruptcySeasoning__c: 'NotApplicable',
      Units__c: 'OneUnit',
      Prepayment_Penalty__c: 'None',
      Cash_Out_Amount__c: '0',
      Debt_To_Income_Ratio__c: '0',
    });
  });

  it.each([
    // field, value, message ('' = valid)
    ['Base_Loan_Amount__c', '$149,998.99', 'Please enter a value greater than or equal to 149999'],
    ['Base_Loan_Amount__c', '149999', ''],
    ['Appraised_Value__c', '$100,000.00x', 'Please enter an amount in dollars'],
    ['Base_Loan_Amount__c', 'abc', 'Please enter an amount in dollars'],
    ['Months_Reserves__c', '0', ''],
    ['Months_Reserves__c', '100', ''],
    ['Months_Reserves__c', '101', 'Months of Reserves should be between 0 and 100'],
    ['Months_Reserves__c', '-1', 'Months of Reserves should be between 0 and 100'],
    ['Months_Reserves__c', '2.5', 'Months of Reserves should be between 0 and 100'],
    ['Debt_To_Income_Ratio__c', '0.00', ''],
    ['Debt_To_Income_Ratio__c', '10.00', ''],
    ['Debt_To_Income_Ratio__c', '10.01', 'DSCR Ratio should be between 0.00 and 10.00'],
    ['Debt_To_Income_Ratio__c', '1.255', 'DSCR Ratio should be between 0.00 and 10.00'],
    ['Debt_To_Income_Ratio__c', 'x', 'DSCR Ratio should be between 0.00 and 10.00'],
    ['Number_of_Properties_Financed__c', '0', ''],
    ['Number_of_Properties_Financed__c', '100', ''],
    ['Number_of_Properties_Financed__c', '101', '# of Properties should be between 0 and 100'],
    ['Number_of_Properties_Financed__c', '1.5', '# of Properties should be between 0 and 100'],
    ['Zip__c', '00000', 'Please enter valid zip code.'],
    ['Zip__c', '1234', 'Please enter valid zip code.'],
    ['Zip__c', '123456', 'Please enter valid zip code.'],
    ['Zip__c', '9210a', 'Please enter valid zip code.'],
    ['Zip__c', '00501', ''],
    ['NMLS__c', '123', 'Valid NMLS should have at least 4 characters'],
    ['NMLS__c', '1234', ''],
    ['NMLS__c', '123456789012345', ''],
    ['NMLS__c', '1234567890123456', 'Valid NMLS should have at most 15 characters'],
    ['Cash_Out_Amount__c', '0', ''],
    // Below 0 (spec 03 §9 "Cash out is at least 0"): never typed (the input drops the minus), refused all the same.
    ['Cash_Out_Amount__c', '-5', 'Please enter an amount in dollars'],
    ['Loan_Purpose__c', 'Construction', 'Loan Purpose is required'],
    ['Representative_FICO__c', '850', 'Representative FICO is required'],
    ['Mortgage_Lates_12', '', 'Mortgage Lates in the Last 12 Months is required'],
    ['Mortgage_Lates_24', '4x30', 'Mortgage Lates in the Last 24 Months is required'],
    ['HousingEventType__c', 'Eviction', 'Housing Event is required'],
    ['bankruptcyType__c', '', 'Bankruptcy is required'],
    ['housingEventSeasoning__c', 'NotApplicable', 'Time Since Housing Event is required'],
    ['Units__c', 'TenUnits', 'Number of Units is required'],
    ['Prepayment_Penalty__c', 'TenYears', 'Prepayment Penalty is required'],
    ['Broker_Compensation__c', 'Both', 'Broker Compensation is required'],
    ['Email_Address__c', 'broker@', 'Email is required.'],
    ['Cell_Phone__c', '555-123-456', 'Phone must have at least 10 and no more than 10 characters.'],
  ])('%s = %j: %j', (field, value, message) => {
    expect(errorsOf(schema, { ...valid, [field]: value })).toEqual(message === '' ? {} : { [field]: message });
  });

  it('the loan must be lower than the property value', () => {
    expect(errorsOf(schema, { ...valid, Appraised_Value__c: '100000' })).toEqual({
      Appraised_Value__c: 'Please enter a value greater than or equal to 149999',
      Base_Loan_Amount__c: 'Loan amount should be lower than property value',
    });
    expect(errorsOf(schema, { ...valid, Base_Loan_Amount__c: '$600,000.00' })).toEqual({
      Base_Loan_Amount__c: 'Loan amount should be lower than property value',
    });
    expect(errorsOf(schema, { ...valid, Base_Loan_Amount__c: '$700,000.00' })).toEqual({
      Base_Loan_Amount__c: 'Loan amount should be lower than property value',
    });
    expect(errorsOf(schema, { ...valid, Base_Loan_Amount__c: '$599,999.99' })).toEqual({});
  });

  it('a hidden field passes whatever it holds (the payload sends its reset value)', () => {
    const hidden = {
      ...valid,
      Loan_Purpose__c: 'Purchase',
      Cash_Out_Amount__c: '',
      Underwriting_Document_Type__c: 'FullDoc',
      Debt_To_Income_Ratio__c: '99',
      HousingEventType__c: 'None',
      housingEventSeasoning__c: '',
      bankruptcyType__c: 'None',
      bankruptcySeasoning__c: 'x',
      Property_Type__c: 'Condo',
      Units__c: '',
      Occupance__c: 'SecondHome',
      Prepayment_Penalty__c: '',
    };
    expect(errorsOf(schema, hidden)).toEqual({});
  });

  it("checks the selects against the page's lists", () => {
    const options = brokerOptions({ creditScore: [{ value: '800+', label: '800 and above' }] });
    expect(errorsOf(brokerScenarioSchema(options), { ...valid, Representative_FICO__c: '800+' })).toEqual({});
    expect(errorsOf(brokerScenarioSchema(options), valid)).toEqual({ Representative_FICO__c: 'Representative FICO is required' });
  });
});
