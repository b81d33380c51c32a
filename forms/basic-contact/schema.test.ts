import { errorsOf, PERSON } from '../test-helpers';
import { basicContactSchema } from './schema';

describe('basicContactSchema', () => {
  it('accepts a valid set of values', () => {
    expect(errorsOf(basicContactSchema, PERSON)).toEqual({});
  });

  it.each([
    ['first_name', '', 'First Name is required.'],
    ['first_name', 'A', 'First Name is required.'],
    ['first_name', '-Ann', 'First Name is required.'],
    ['first_name', 'Ann_', 'First Name is required.'],
    ['first_name', 'José', undefined],
    ['last_name', '', 'Last Name is required.'],
    ['last_name', 'L', 'Last Name is required.'],
    ['last_name', 'Lee2', 'Last Name is required.'],
    ['last_name', 'van der Berg', undefined],
    ['email', '', 'Email is required.'],
    ['email', 'not an email', 'Email is required.'],
    ['phone', '', 'Phone is required.'],
    ['phone', '555-1234', 'Phone is required.'],
    ['phone', '5551234567', undefined],
    ['phone', '55512345678', 'Phone must have at least 10 and no more than 10 characters.'],
  ])('%s %j: %s', (field, value, message) => {
    expect(errorsOf(basicContactSchema, { ...PERSON, [field]: value })[field]).toBe(message);
  });
});
