import { errorsOf } from '../test-helpers';
import { examples } from './test-examples';
import { dealerSchema } from './schema';

const valid = examples.valid;

describe('dealerSchema', () => {
  it('defaults to Franchise and Dealer Services', () => {
    expect(dealerSchema.getDefault()).toMatchObject({ Dealer_Type__c: 'Franchise', program: 'Dealer Services' });
  });

  it.each([
    ['first_name', 'Ann'],
    ['first_name', 'José María'],
    ['last_name', "O'Neil-Smith"],
    ['email', 'ann@dealer.example'],
    ['phone', '5551234567'],
    ['phone', '555-123-4567'],
    ['title', 'Owner'],
    ['title', 'x'.repeat(128)],
    ['company', '1st Choice Motors'],
    ['company', 'x'.repeat(255)],
    ['Dealer_Type__c', 'Franchise'],
    ['Dealer_Type__c', 'Independent'],
    ['program', 'Dealer Services'],
    ['program', 'Collector Car Program'],
    ['city', 'St. Louis'],
    ['city', 'x'.repeat(40)],
    ['state', 'AK'],
    ['state', 'WY'],
    ['zip', '01234'],
    ['zip', '78701-1234'],
    ['zip', 'x'.repeat(20)],
    ['description', ''],
    ['description', 'x'.repeat(32000)],
  ])('accepts %s = %j', (field, value) => {
    expect(errorsOf(dealerSchema, { ...valid, [field]: value })).toEqual({});
  });

  it.each([
    ['first_name', '', 'First Name is required.'],
    ['first_name', '1Ann', 'First Name is required.'],
    ['last_name', ' ', 'Last Name is required.'],
    ['last_name', 'Lee!', 'Last Name is required.'],
    ['email', '', 'Email is required.'],
    ['email', 'ann@', 'Email is required.'],
    ['phone', '', 'Phone is required.'],
    ['phone', '555-123', 'Phone is required.'],
    ['phone', '555-123-456-', 'Phone must have at least 10 and no more than 10 characters.'],
    ['title', '', 'Title is required.'],
    ['title', 'x'.repeat(129), 'Title can have at most 128 characters.'],
    ['company', '  ', 'Company Name is required.'],
    ['company', 'x'.repeat(256), 'Company can have at most 255 characters.'],
    ['Dealer_Type__c', '', 'Franchise or Independent is required.'],
    ['Dealer_Type__c', 'Captive', 'Franchise or Independent is required.'],
    ['program', '', 'Dealer Services or Collector Car Program is required.'],
    ['program', 'Marine', 'Dealer Services or Collector Car Program is required.'],
    ['city', '', 'City is required.'],
    ['city', 'x'.repeat(41), 'City can have at most 40 characters.'],
    ['state', '', 'State is required.'],
    ['state', 'DC', 'State is required.'],
    ['state', 'Texas', 'State is required.'],
    ['zip', '', 'Zip code is required.'],
    ['zip', '1'.repeat(21), 'Zip code can have at most 20 characters.'],
    ['description', 'x'.repeat(32001), 'Description can have at most 32000 characters.'],
  ])('refuses %s = %j with %j', (field, value, message) => {
    expect(errorsOf(dealerSchema, { ...valid, [field]: value })).toEqual({ [field]: message });
  });
});
