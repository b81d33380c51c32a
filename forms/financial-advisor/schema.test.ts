import { errorsOf, PERSON } from '../test-helpers';
import { ADVISOR_AUM, ADVISOR_ROLES, financialAdvisorSchema } from './schema';

const valid = { ...PERSON, company: '', Current_Assets_Under_Management__c: '', Role__c: 'Other', description: '' };

describe('financialAdvisorSchema', () => {
  it('accepts the required fields alone', () => {
    expect(errorsOf(financialAdvisorSchema, valid)).toEqual({});
  });

  it.each(ADVISOR_ROLES.map((role) => [role]))('accepts the role %s', (role) => {
    expect(errorsOf(financialAdvisorSchema, { ...valid, Role__c: role })).toEqual({});
  });

  it.each(ADVISOR_AUM.map((band) => [band]))('accepts the AUM band %s', (band) => {
    expect(errorsOf(financialAdvisorSchema, { ...valid, Current_Assets_Under_Management__c: band })).toEqual({});
  });

  it.each([
    ['first_name', '', 'Invalid first name'],
    ['first_name', 'A', 'Invalid first name'],
    ['first_name', '9Ann', 'Invalid first name'],
    ['first_name', 'Ann!', 'Invalid first name'],
    ['last_name', '', 'Invalid last name'],
    ['last_name', 'L.', 'Invalid last name'],
    ['email', '', 'Email is required.'],
    ['email', 'ann at example.com', 'Email is required.'],
    ['phone', '', 'Invalid phone number'],
    ['phone', '(555) 123-4567', 'Invalid phone number'],
    ['phone', '555-123-45678', 'Invalid phone number'],
    ['phone', '555-12-34567', undefined],
    ['phone', '555-123-456-', 'Phone must have at least 10 and no more than 10 characters.'],
    ['company', '   ', undefined],
    ['company', 'L', 'Invalid company name'],
    ['company', '1st Capital', 'Invalid company name'],
    ['company', 'Lee & Co', 'Invalid company name'],
    ['company', 'Lee Wealth Partners', undefined],
    ['company', 'A'.repeat(256), 'Invalid company name'],
    ['Current_Assets_Under_Management__c', '$2B+', 'Assets Under Management must be one of the listed bands.'],
    ['Current_Assets_Under_Management__c', '$0 - $25m', 'Assets Under Management must be one of the listed bands.'],
    ['Role__c', '', 'Role is required.'],
    ['Role__c', 'RIA principal', 'Role is required.'],
    ['Role__c', 'Banker', 'Role is required.'],
    ['description', 'x'.repeat(32000), undefined],
    ['description', `  ${'x'.repeat(32000)}  `, undefined],
    ['description', 'x'.repeat(32001), 'Comments can have at most 32000 characters.'],
  ])('%s %j: %s', (field, value, message) => {
    expect(errorsOf(financialAdvisorSchema, { ...valid, [field]: value })[field]).toBe(message);
  });

  it('trims the comments', () => {
    expect(financialAdvisorSchema.cast({ ...valid, description: '  Call me  ' }).description).toBe('Call me');
  });
});
