import { errorsOf } from '../test-helpers';
import { examples } from './test-examples';
import { ASSET_CLASSES, COMMERCIAL_REVENUE, commercialLendingSchema, EQUIPMENT_TYPES, LEAD_TYPES, LOAN_PURPOSES, TIME_IN_BUSINESS } from './schema';

const valid = examples.valid;
const each = (field: string, values: readonly string[]) => values.map((value): [string, unknown, string] => [field, value, '']);

/** [field, value, the message it reports ('' = valid)]: every field, valid and invalid values. */
const CASES: [string, unknown, string][] = [
  ['first_name', 'Ada', ''],
  ['first_name', '', 'First Name is required.'],
  ['first_name', '  ', 'First Name is required.'],
  ['first_name', 'A', 'Invalid first name'],
  ['first_name', '9Ada', 'Invalid first name'],
  ['first_name', 'Ada_', 'Invalid first name'],
  ['last_name', 'Lovelace', ''],
  ['last_name', '', 'Last Name is required.'],
  ['last_name', 'L', 'Invalid last name'],
  ['last_name', 'Love|ace', 'Invalid last name'],
  ['email', 'ada@example.com', ''],
  ['email', '', 'Business Email is required.'],
  ['email', 'ada@@example.com', 'Business Email is required.'],
  ['General_Business_Phone_SFDC2__c', '555-123-4567', ''],
  ['General_Business_Phone_SFDC2__c', '', 'Business Phone is required.'],
  ['General_Business_Phone_SFDC2__c', '(555) 123-4567', 'Business Phone is required.'],
  ['General_Business_Phone_SFDC2__c', '555-123-456', 'Phone must have at least 10 and no more than 10 characters.'],
  ['Business_Name__c', '', ''],
  ['Business_Name__c', 'Lovelace Logistics', ''],
  ['Business_Name__c', 'L', 'Invalid business name'],
  ['Business_Name__c', 'Logistics, Inc.', 'Invalid business name'],
  ['Business_Name__c', `L${'o'.repeat(255)}`, 'Invalid business name'],
  ['Company_NMLS_ID__c', '', ''],
  ['Company_NMLS_ID__c', '123456', ''],
  ['Company_NMLS_ID__c', '1234567', ''],
  ['Company_NMLS_ID__c', '12345', 'Company NMLS ID must have at least 6 and no more than 7 characters.'],
  ['Company_NMLS_ID__c', '12345678', 'Company NMLS ID must have at least 6 and no more than 7 characters.'],
  ...each('Annual_Gross_Revenue__c', COMMERCIAL_REVENUE),
  ['Annual_Gross_Revenue__c', '', 'Annual Gross Revenue is required.'],
  ['Annual_Gross_Revenue__c', 'Under $3MM', 'Annual Gross Revenue is required.'],
  ...each('Time_in_Business__c', TIME_IN_BUSINESS),
  ['Time_in_Business__c', '', 'Time in Business is required.'],
  ['Time_in_Business__c', '10 Years', 'Time in Business is required.'],
  ...each('Lead_Type__c', LEAD_TYPES),
  ['Lead_Type__c', '', 'Broker or Borrower is required.'],
  ['Lead_Type__c', 'Lender', 'Broker or Borrower is required.'],
  ...each('Type_of_Equipment_Finance__c', ['', ...EQUIPMENT_TYPES]),
  ['Type_of_Equipment_Finance__c', 'Aviation', 'Choose a type of equipment from the list.'],
  ...each('Asset_Class__c', ['', ...ASSET_CLASSES]),
  ['Asset_Class__c', 'Land', 'Choose an asset class from the list.'],
  ...each('Loan__c', ['', ...LOAN_PURPOSES]),
  ['Loan__c', 'Permanent', 'Choose Bridge or Construction.'],
  ['Requested_loan_amount_and_leverage__c', '', ''],
  ['Requested_loan_amount_and_leverage__c', '$10MM at 65% LTV', ''],
  ['Requested_loan_amount_and_leverage__c', 'x'.repeat(256), 'Requested loan amount and leverage can have at most 255 characters.'],
  ['Property_Zip__c', '', ''],
  ['Property_Zip__c', '92101', ''],
  ['Property_Zip__c', '021', ''],
  ['Property_Zip__c', '92101-1234', 'Invalid zip code'],
  ['Property_Zip__c', 'ABCDE', 'Invalid zip code'],
  ['Property_Zip__c', '1'.repeat(21), 'Invalid zip code'],
];

describe('commercialLending schema', () => {
  it.each(CASES)('%s = %j: %j', (field, value, message) => {
    expect(errorsOf(commercialLendingSchema, { ...valid, [field]: value })).toEqual(message === '' ? {} : { [field]: message });
  });

  it('holds the enumerations of spec 03, verbatim', () => {
    expect(COMMERCIAL_REVENUE).toEqual(['<$5MM', '$5-10MM', '$10MM-$20MM', '$20MM+']);
    expect(TIME_IN_BUSINESS).toEqual(['< 2 Years in Business', '2-5 Years in Business', '5+ Years in Business']);
    expect(EQUIPMENT_TYPES).toHaveLength(9);
    expect(ASSET_CLASSES).toEqual(['Multifamily', 'Mixed-Use', 'Office', 'Retail', 'Hospitality', 'Industrial/Warehouse', 'Other']);
  });
});
