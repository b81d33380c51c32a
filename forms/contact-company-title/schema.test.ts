import { errorsOf, PERSON } from '../test-helpers';
import { contactCompanyTitleSchema } from './schema';

const valid = { ...PERSON, company: 'Acme Wealth', title: 'Chief Investment Officer' };

describe('contactCompanyTitleSchema', () => {
  it('accepts a valid set of values', () => {
    expect(errorsOf(contactCompanyTitleSchema, valid)).toEqual({});
  });

  it.each([
    ['first_name', '', 'First Name is required.'],
    ['first_name', 'A', 'First Name is required.'],
    ['first_name', '1Ann', 'First Name is required.'],
    ['first_name', 'An#n', 'First Name is required.'],
    ['first_name', 'Zoë', undefined],
    ['last_name', '  ', 'Last Name is required.'],
    ['last_name', 'Le3', 'Last Name is required.'],
    ['last_name', "O'Neil-Smith", undefined],
    ['email', '', 'Email is required.'],
    ['email', 'ann@', 'Email is required.'],
    ['phone', '', 'Phone is required.'],
    ['phone', '555-123-456a', 'Phone is required.'],
    ['phone', '555-123-456-', 'Phone must have at least 10 and no more than 10 characters.'],
    ['company', '', 'Company is required.'],
    ['company', 'A', 'Company is required.'],
    ['company', '3M Company', 'Company is required.'],
    ['company', 'Acme, Inc.', 'Company is required.'],
    ['company', 'A'.repeat(255), undefined],
    ['company', 'A'.repeat(256), 'Company can have at most 255 characters.'],
    ['title', '', 'Title is required.'],
    ['title', 'V', 'Title is required.'],
    ['title', 'VP/Sales', 'Title is required.'],
    ['title', 'Managing Director', undefined],
    ['title', 'T'.repeat(128), undefined],
    ['title', 'T'.repeat(129), 'Title can have at most 128 characters.'],
  ])('%s %j: %s', (field, value, message) => {
    expect(errorsOf(contactCompanyTitleSchema, { ...valid, [field]: value })[field]).toBe(message);
  });
});
