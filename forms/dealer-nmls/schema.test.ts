import { errorsOf, PERSON } from '../test-helpers';
import { dealerNmlsSchema } from './schema';

const valid = { ...PERSON, NMLS_ID__c: '123456' };

describe('dealerNmlsSchema', () => {
  it('accepts a valid set of values', () => {
    expect(errorsOf(dealerNmlsSchema, valid)).toEqual({});
  });

  it.each([
    ['first_name', '', 'First Name is required.'],
    ['first_name', '1Ann', 'First Name is required.'],
    ['first_name', 'A', undefined],
    ['last_name', '', 'Last Name is required.'],
    ['last_name', 'Lee?', 'Last Name is required.'],
    ['email', '', 'Email is required.'],
    ['email', '@example.com', 'Email is required.'],
    ['phone', '', 'Phone is required.'],
    ['phone', 'phone-number', 'Phone is required.'],
    ['phone', '555-123-45678', 'Phone is required.'],
    ['NMLS_ID__c', '', 'NMLS ID is required.'],
    ['NMLS_ID__c', '   ', 'NMLS ID is required.'],
    ['NMLS_ID__c', '12345', 'NMLS ID must have at least 6 and no more than 7 characters.'],
    ['NMLS_ID__c', ' 12345 ', 'NMLS ID must have at least 6 and no more than 7 characters.'],
    ['NMLS_ID__c', '123456', undefined],
    ['NMLS_ID__c', '1234567', undefined],
    ['NMLS_ID__c', ' 1234567 ', undefined],
    ['NMLS_ID__c', '12345678', 'NMLS ID must have at least 6 and no more than 7 characters.'],
  ])('%s %j: %s', (field, value, message) => {
    expect(errorsOf(dealerNmlsSchema, { ...valid, [field]: value })[field]).toBe(message);
  });
});
