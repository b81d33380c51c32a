import type { FormContext } from '../attribution';
import { contactUsHubspotPayload } from './payload';

const values = {
  firstname: ' Ann ',
  lastname: "O'Neil",
  email: 'ann@example.com ',
  phone: '555-123-4567',
  message: ' A 40 ft trawler \n',
  inventory_financing: true,
};

const settings = { consentText: 'I agree to processing.', subscriptionTypeId: 1234, subscriptionText: 'Inventory financing news.' };

const context: FormContext = {
  crm: { brand: 'Great Bay' },
  path: '/contact-us/',
  search: '?utm_campaign=c',
  pageUri: 'https://gb.example/contact-us/?utm_campaign=c',
  pageName: 'Contact Us',
  settings,
};

const fields = [
  { name: 'firstname', value: 'Ann' },
  { name: 'lastname', value: "O'Neil" },
  { name: 'email', value: 'ann@example.com' },
  { name: 'phone', value: '5551234567' },
  { name: 'message', value: 'A 40 ft trawler' },
];

function submission(
  value: boolean,
  subscriptionTypeId: number,
  pageContext = { pageUri: 'https://gb.example/contact-us/?utm_campaign=c', pageName: 'Contact Us' },
) {
  return {
    fields,
    context: pageContext,
    legalConsentOptions: {
      consent: {
        consentToProcess: true,
        text: 'I agree to processing.',
        communications: [{ value, subscriptionTypeId, text: 'Inventory financing news.' }],
      },
    },
  };
}

describe('contactUsHubspotPayload', () => {
  it.each([
    ['ticked: the subscription is true', values, context, submission(true, 1234)],
    ['unticked: the subscription is false', { ...values, inventory_financing: false }, context, submission(false, 1234)],
    [
      'a subscription type id given as digits in content',
      values,
      { ...context, settings: { ...settings, subscriptionTypeId: ' 98765 ' } },
      submission(true, 98765),
    ],
    ['a subscription type id that is not a number: 0', values, { ...context, settings: { ...settings, subscriptionTypeId: 'abc' } }, submission(true, 0)],
    [
      'no page URL or title: empty strings',
      values,
      { ...context, pageUri: undefined, pageName: undefined },
      submission(true, 1234, { pageUri: '', pageName: '' }),
    ],
  ])('%s', (_case, input, formContext, payload) => {
    expect(contactUsHubspotPayload(input, formContext)).toStrictEqual(payload);
  });

  it('carries no attribution fields and no CRM setting (the HubSpot shape has only its three parts)', () => {
    expect(Object.keys(contactUsHubspotPayload(values, context))).toEqual(['fields', 'context', 'legalConsentOptions']);
  });
});
