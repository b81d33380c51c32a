import { errorsOf } from '../test-helpers';
import { examples } from './test-examples';
import { SMALL_BUSINESS_REVENUE, smallBusinessSchema } from './schema';

const valid = examples.valid;

/** [field, value, the message it reports ('' = valid)]: every field, valid and invalid values. */
const CASES: [string, unknown, string][] = [
  ['first_name', 'Ada', ''],
  ['first_name', '', 'First Name is required.'],
  ['first_name', 'A', 'First Name is required.'],
  ['first_name', '-Ada', 'First Name is required.'],
  ['first_name', 'Ada#', 'First Name is required.'],
  ['last_name', 'Lovelace', ''],
  ['last_name', '', 'Last Name is required.'],
  ['last_name', 'Lee3', 'Last Name is required.'],
  ['company', 'Lovelace Bakery', ''],
  ['company', '', 'Business Name is required.'],
  ['company', 'B', 'Business Name is required.'],
  ['company', 'Bakery & Co', 'Business Name is required.'],
  ['company', `B${'a'.repeat(255)}`, 'Business Name can have at most 255 characters.'],
  ['email', 'ada@example.com', ''],
  ['email', '', 'Email is required.'],
  ['email', 'ada.example.com', 'Email is required.'],
  ['phone', '555-123-4567', ''],
  ['phone', '', 'Business Phone is required.'],
  ['phone', '555-1234', 'Business Phone is required.'],
  ['phone', '555-123-456', 'Phone must have at least 10 and no more than 10 characters.'],
  ...SMALL_BUSINESS_REVENUE.map((band): [string, unknown, string] => ['Estimated_Gross_Annual_Revenue__c', band, '']),
  ['Estimated_Gross_Annual_Revenue__c', '', 'Estimated gross annual revenue is required'],
  ['Estimated_Gross_Annual_Revenue__c', 'Over $100MM', 'Estimated gross annual revenue is required'],
  ['Banking__c', true, ''],
  ['Banking__c', false, ''],
  ['Banking__c', undefined, ''],
  ['Banking__c', 'yes', ''],
  ['Treasury_Management__c', true, ''],
  ['Lending__c', true, ''],
  ['Others__c', false, ''],
  ['Others_Detail__c', '', ''],
  ['Others_Detail__c', 'Merchant services', ''],
  ['Others_Detail__c', 'x'.repeat(256), 'Other can have at most 255 characters.'],
  ['Product_and_servicing_needs__c', '', ''],
  ['Product_and_servicing_needs__c', 'Payroll and a line of credit.', ''],
  ['Product_and_servicing_needs__c', 'x'.repeat(513), 'Product and servicing needs can have at most 512 characters.'],
];

describe('smallBusiness schema', () => {
  it.each(CASES)('%s = %j: %j', (field, value, message) => {
    expect(errorsOf(smallBusinessSchema, { ...valid, [field]: value })).toEqual(message === '' ? {} : { [field]: message });
  });

  it.each([
    [true, true],
    ['true', true],
    ['on', true],
    [false, false],
    [undefined, false],
    ['yes', false],
    [1, false],
  ])('a product checkbox given %j is the boolean %j', (value, flag) => {
    expect(smallBusinessSchema.validateSync({ ...valid, Banking__c: value }).Banking__c).toBe(flag);
  });
});
