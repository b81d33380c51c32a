import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formModule } from '../test-form-modules';
import { companyField, emailField, nameFields, personFields, phoneField, zipField } from './groups';
import { MESSAGES } from './messages';

describe("the common fields, each defined once and taking the form's own label", () => {
  it.each([
    [phoneField('phone'), { kind: 'phone', name: 'phone', label: 'Phone', autoComplete: 'tel' }],
    [phoneField('Telephone', 'Telephone'), { kind: 'phone', name: 'Telephone', label: 'Telephone', autoComplete: 'tel' }],
    [emailField('email'), { kind: 'email', name: 'email', label: 'Email', autoComplete: 'email' }],
    [emailField('email', 'Business Email'), { kind: 'email', name: 'email', label: 'Business Email', autoComplete: 'email' }],
    [
      companyField('company', 'Broker-Dealer Name', { maxLength: 255 }),
      { kind: 'text', name: 'company', label: 'Broker-Dealer Name', autoComplete: 'organization', maxLength: 255 },
    ],
    [
      companyField('company', 'Company', { required: false }),
      { kind: 'text', name: 'company', label: 'Company', autoComplete: 'organization', required: false },
    ],
    [zipField('zip', { maxLength: 20 }), { kind: 'zip', name: 'zip', label: 'Zip Code', maxLength: 20 }],
    [
      zipField('Property_Zip__c', { label: 'Property Zip Code', required: false, maxLength: 20 }),
      { kind: 'zip', name: 'Property_Zip__c', label: 'Property Zip Code', required: false, maxLength: 20 },
    ],
  ])('%o', (field, expected) => {
    expect(field).toEqual(expected);
  });

  it("names the person with spec 01's field names unless given others", () => {
    expect(personFields().map(({ name, label }) => [name, label])).toEqual([
      ['first_name', 'First Name'],
      ['last_name', 'Last Name'],
      ['email', 'Email'],
      ['phone', 'Phone'],
    ]);
    expect(nameFields('First_Name', 'Last_Name').map(({ name }) => name)).toEqual(['First_Name', 'Last_Name']);
    expect(personFields({ first: 'firstname', last: 'lastname', email: 'email', phone: 'phone' }).map(({ name }) => name)).toEqual([
      'firstname',
      'lastname',
      'email',
      'phone',
    ]);
  });
});

describe("the common fields on a page, with each form's own label and messages (forms/fields/messages.ts)", () => {
  it.each([
    // spec 01's messages on the general form's Phone ('555-123-45': 10 characters, 8 digits)
    ['general', /^Phone/, '55512345', `Error: ${MESSAGES.phoneDigits}`],
    // the same phone field with the small business form's label
    ['smallBusiness', /^Business Phone/, '55512345', `Error: ${MESSAGES.phoneDigits}`],
    // the same email field with the commercial form's label and its own message
    ['commercialLending', /^Business Email/, 'not-an-address', 'Error: Business Email is required.'],
  ] as const)('%s: %s typed as %j reads %j', async (form, label, typed, description) => {
    const user = userEvent.setup();
    const { Form } = formModule(form);
    render(<Form crm={{}} handler={vi.fn()} />);
    const field = screen.getByLabelText(label);
    await user.type(field, typed);
    await user.tab();
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription(description));
  });
});
