import { leadForm } from '../fields/rules';
import { errorsOf } from '../test-helpers';
import { VALID_VENDOR } from './test-examples';
import { foundedYearRule, vendorQuestionnaireSchema } from './schema';

const REQUIRED = 'Please complete this required field.';

describe('vendorQuestionnaireSchema', () => {
  it('accepts the valid vendor', () => {
    expect(errorsOf(vendorQuestionnaireSchema, VALID_VENDOR)).toEqual({});
  });

  it.each([
    ['firstname', '', REQUIRED],
    ['firstname', 'Dana3', 'Invalid first name'],
    ['firstname', 'Dana.', 'Invalid first name'],
    ['firstname', 'Mary-Ann', undefined],
    ['lastname', '', REQUIRED],
    ['lastname', 'Lee_', 'Invalid last name'],
    ['lastname', "D'Angelo", undefined],
    ['email', 'dana@', REQUIRED],
    ['owner_email_1', 'not an email', REQUIRED],
    ['insurer_email', 'x@', REQUIRED],
    ['phone', '555 123 4567', REQUIRED],
    ['phone', '555-123-456-', 'Phone must have at least 10 and no more than 10 characters.'],
    ['owner_phone_2', '', REQUIRED],
    ['owner_name_2', ' ', REQUIRED],
    ['state', 'XX', REQUIRED],
    ['founded_year', '', REQUIRED],
    ['founded_year', '98', 'Enter the year the company was founded as four digits, for example 1998.'],
    ['founded_year', '1799', 'Enter the year the company was founded as four digits, for example 1998.'],
    ['founded_year', '1800', undefined],
    ['name', 'n'.repeat(256), 'Company Name can have at most 255 characters.'],
    ['jobtitle', 't'.repeat(129), 'Job Title can have at most 128 characters.'],
    ['zip', '1'.repeat(21), 'Zip Code can have at most 20 characters.'],
    ['dba', '', undefined],
    ['website', '', undefined],
    ['forecasted_business_comments', '', undefined],
  ])('%s %j: %s', (field, value, message) => {
    expect(errorsOf(vendorQuestionnaireSchema, { ...VALID_VENDOR, [field]: value })[field]).toBe(message);
  });

  it.each([
    ['owner row 2 shown: required', { owner_count: 2, owner_name_2: '' }, 'owner_name_2', REQUIRED],
    ['owner row 2 not shown: optional', { owner_count: 1, owner_name_2: '', owner_phone_2: '', owner_email_2: '' }, 'owner_name_2', undefined],
    ['owner row 4 shown: required', { owner_count: 4 }, 'owner_email_4', REQUIRED],
    [
      'owner row 4 not shown: a malformed leftover is no error',
      { owner_count: 3, owner_name_3: 'C', owner_phone_3: '619-555-0105', owner_email_3: 'c@example.com', owner_email_4: 'x@' },
      'owner_email_4',
      undefined,
    ],
    ['officer row 3 shown: required', { officer_count: 3 }, 'officer_title_3', REQUIRED],
    ['officer row 2 not shown: optional', { officer_count: 1 }, 'officer_name_2', undefined],
  ])('%s', (_case, patch, field, message) => {
    expect(errorsOf(vendorQuestionnaireSchema, { ...VALID_VENDOR, ...patch })[field]).toBe(message);
  });

  it.each([
    [0, 1],
    [7, 4],
    ['3', 3],
    [undefined, 1],
  ])('an owner count of %j is read as %i', (count, expected) => {
    expect(vendorQuestionnaireSchema.cast({ ...VALID_VENDOR, owner_count: count }).owner_count).toBe(expected);
  });

  it.each([
    ['2026', 2026, undefined],
    ['2027', 2026, 'Enter the year the company was founded as four digits, for example 1998.'],
  ])('founded %s in %i: %s', (year, now, message) => {
    const schema = leadForm({ founded_year: foundedYearRule(() => now) });
    expect(errorsOf(schema, { founded_year: year }).founded_year).toBe(message);
  });
});
