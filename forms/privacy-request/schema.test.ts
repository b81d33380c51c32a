import { errorsOf } from '../test-helpers';
import { examples } from './test-examples';
import { dateOfBirth, privacyRequestSchema } from './schema';

const valid = examples.valid;

describe('privacyRequestSchema', () => {
  it.each([
    ['California_Resident', 'No'],
    ['Categories_of_personal_info', false],
    ['Pieces_of_personal_information', true],
    ['Corrected_Information', ['Address', 'Name', 'Phone Number', 'Date of Birth', 'Email']],
    ['Corrected_Information', ['Date of Birth']],
    ['Delete_personal_info', 'Yes'],
    ['Opt_out_of_sale_of_info', 'No'],
    ['Current_client', 'No'],
    ['Currently_Employed_by_Axos_Financial', 'Yes'],
    ['Previously_Employed_by_Axos_Financial', 'Yes'],
    ['Ever_Applied_for_Employment_with_Axos_Financial', 'Yes'],
    ['Axos_Financial_interaction_outlet', []],
    ['Axos_Financial_interaction_outlet', ['Axos Bank', 'Nationwide banking services provided by Axos Bank', 'UFB Direct', 'Other']],
    ['First_Name', 'José María'],
    ['Last_Name', "O'Neil-Smith"],
    ['DOB', '1940-02-29'],
    ['email', 'ann@bank.example'],
    ['Telephone', '5551234567'],
    ['Street_Address', 'Apt. 4, 100 Broadway #2'],
    ['Street_Address', 'x'.repeat(255)],
    ['City', 'St. Louis'],
    ['State_', 'WY'],
    ['Zip_Code', '92101-1234'],
    ['Zip_Code', 'x'.repeat(20)],
    ['Contact_Method', 'Postal Mail'],
  ])('accepts %s = %j', (field, value) => {
    expect(errorsOf(privacyRequestSchema, { ...valid, [field]: value })).toEqual({});
  });

  it.each([
    ['California_Resident', '', 'California Resident is required.'],
    ['California_Resident', 'Maybe', 'California Resident is required.'],
    ['Request_Correction_of_Information', '', 'Request Correction of Information is required.'],
    ['Delete_personal_info', '', 'Delete Personal Information is required.'],
    ['Opt_out_of_sale_of_info', '', 'Opt Out of Sale of Information is required.'],
    ['Current_client', '', 'Current Client is required.'],
    ['Currently_Employed_by_Axos_Financial', '', 'Currently Employed by Axos Financial is required.'],
    ['Previously_Employed_by_Axos_Financial', '', 'Previously Employed by Axos Financial is required.'],
    ['Ever_Applied_for_Employment_with_Axos_Financial', 'yes', 'Ever Applied for Employment with Axos Financial is required.'],
    ['Corrected_Information', [], 'Corrected Information is required.'],
    ['Corrected_Information', ['SSN'], 'Corrected Information is required.'],
    ['Axos_Financial_interaction_outlet', ['Axos Invest'], 'Choose how you interacted with Axos Financial from the list.'],
    ['First_Name', '', 'First Name is required.'],
    ['First_Name', '1Ann', 'First Name is required.'],
    ['Last_Name', ' ', 'Last Name is required.'],
    ['DOB', '', 'Date of Birth is required.'],
    ['DOB', '1985-02-30', 'Date of Birth is required.'],
    ['DOB', '2999-01-01', 'Date of Birth must be in the past.'],
    ['email', 'ann@', 'Email is required.'],
    ['Telephone', '', 'Phone is required.'],
    ['Telephone', '555-123-456-', 'Phone must have at least 10 and no more than 10 characters.'],
    ['Street_Address', '  ', 'Street address is required.'],
    ['Street_Address', 'x'.repeat(256), 'Street address can have at most 255 characters.'],
    ['City', '', 'City is required.'],
    ['City', 'x'.repeat(41), 'City can have at most 40 characters.'],
    ['State_', 'DC', 'State is required.'],
    ['Zip_Code', '', 'Zip code is required.'],
    ['Zip_Code', '1'.repeat(21), 'Zip code can have at most 20 characters.'],
    ['Contact_Method', '', 'Contact Method is required.'],
    ['Contact_Method', 'Phone', 'Contact Method is required.'],
  ])('refuses %s = %j with %j', (field, value, message) => {
    expect(errorsOf(privacyRequestSchema, { ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['No', [], {}],
    ['No', ['SSN'], {}],
    ['', [], { Request_Correction_of_Information: 'Request Correction of Information is required.' }],
    ['Yes', [], { Corrected_Information: 'Corrected Information is required.' }],
    ['Yes', ['Name'], {}],
  ])('correction %j with corrected information %j: %j (required only when correction is Yes)', (answer, corrected, errors) => {
    expect(errorsOf(privacyRequestSchema, { ...valid, Request_Correction_of_Information: answer, Corrected_Information: corrected })).toEqual(errors);
  });

  it.each([
    ['2026-11-22', {}],
    ['2026-11-23', { DOB: 'Date of Birth must be in the past.' }],
    ['2026-11-24', { DOB: 'Date of Birth must be in the past.' }],
  ])('a date of birth of %s when today is 2026-11-23: %j', (dob, errors) => {
    const schema = privacyRequestSchema.shape({ DOB: dateOfBirth(() => '2026-11-23') });
    expect(errorsOf(schema, { ...valid, DOB: dob })).toEqual(errors);
  });
});
