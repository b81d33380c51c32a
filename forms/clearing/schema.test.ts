import { errorsOf } from '../test-helpers';
import { examples } from './test-examples';
import { BUSINESS_TYPES, CLEARING_AUM, clearingSchema } from './schema';

const valid = examples.valid;

/** [field, value, the message it reports ('' = valid)]: every field, valid and invalid values. */
const CASES: [string, unknown, string][] = [
  ['first_name', 'Ada', ''],
  ['first_name', ' Ada ', ''],
  ['first_name', 'Zoë', ''],
  ['first_name', '', 'First name is required.'],
  ['first_name', '   ', 'First name is required.'],
  ['first_name', 'A', 'First name is required.'],
  ['first_name', '1Ada', 'First name is required.'],
  ['first_name', 'Ada!', 'First name is required.'],
  ['last_name', "O'Neil-Smith", ''],
  ['last_name', '', 'Last Name is required.'],
  ['last_name', 'L', 'Last Name is required.'],
  ['last_name', 'Lee2', 'Last Name is required.'],
  ['company', 'Lovelace Securities', ''],
  ['company', '', 'Broker-Dealer Name is required.'],
  ['company', 'X', 'Broker-Dealer Name is required.'],
  ['company', 'Acme, LLC', 'Broker-Dealer Name is required.'],
  ['company', '1st Securities', 'Broker-Dealer Name is required.'],
  ['company', `A${'b'.repeat(254)}`, ''],
  ['company', `A${'b'.repeat(255)}`, 'Broker-Dealer Name can have at most 255 characters.'],
  ['email', 'ada@example.com', ''],
  ['email', '', 'Email is required.'],
  ['email', 'ada@', 'Email is required.'],
  ['phone', '555-123-4567', ''],
  ['phone', '5551234567', ''],
  ['phone', '', 'Phone is required.'],
  ['phone', '555-123-45', 'Phone must have at least 10 and no more than 10 characters.'],
  ['phone', '555-123-456a', 'Phone is required.'],
  ['phone', '5551234567890', 'Phone is required.'],
  ['Business_Type__c', ['Active Trading'], ''],
  ['Business_Type__c', [...BUSINESS_TYPES], ''],
  ['Business_Type__c', [], 'Type of Business is required.'],
  ['Business_Type__c', '', 'Type of Business is required.'],
  ['Business_Type__c', ['Crypto'], 'Type of Business is required.'],
  ['Business_Type__c', ['RIA', 'Crypto'], 'Type of Business is required.'],
  ['Business_Type__c', ['RIA', 7], 'Type of Business is required.'],
  ['Business_Type__c', 'RIA', 'Type of Business is required.'],
  ...CLEARING_AUM.map((band): [string, unknown, string] => ['Current_Assets_Under_Management__c', band, '']),
  ['Current_Assets_Under_Management__c', '', 'Assets Under Management is required.'],
  ['Current_Assets_Under_Management__c', '$1B - $2B', 'Assets Under Management is required.'],
  ['Current_Assets_Under_Management__c', '$3B+', 'Assets Under Management is required.'],
  ['Memo__c', '', ''],
  ['Memo__c', 'Converting from self-clearing.', ''],
  ['Memo__c', 'x'.repeat(512), ''],
  ['Memo__c', 'x'.repeat(513), 'Comments can have at most 512 characters.'],
];

describe('clearing schema', () => {
  it.each(CASES)('%s = %j: %j', (field, value, message) => {
    expect(errorsOf(clearingSchema, { ...valid, [field]: value })).toEqual(message === '' ? {} : { [field]: message });
  });

  it('holds the 13 business types and the 7 AUM bands of spec 03, verbatim', () => {
    expect(BUSINESS_TYPES).toHaveLength(13);
    expect(CLEARING_AUM).toEqual(['$0 - $100MM', '$101MM - $200MM', '$201MM - $500MM', '$501MM - $750MM', '$751MM - $1B', '$1B -$2B', '$2B+']);
  });
});
