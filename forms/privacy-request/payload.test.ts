import { BARE_ATTRIBUTION, BARE_CONTEXT, CONTEXT, CONTEXT_ATTRIBUTION } from '../test-helpers';
import { privacyRequestPayload } from './payload';
import type { PrivacyRequestValues } from './schema';

const values: PrivacyRequestValues = {
  California_Resident: 'Yes',
  Categories_of_personal_info: true,
  Pieces_of_personal_information: false,
  Request_Correction_of_Information: 'No',
  Corrected_Information: [],
  Delete_personal_info: 'No',
  Opt_out_of_sale_of_info: 'Yes',
  Current_client: 'Yes',
  Currently_Employed_by_Axos_Financial: 'No',
  Previously_Employed_by_Axos_Financial: 'No',
  Ever_Applied_for_Employment_with_Axos_Financial: 'No',
  Axos_Financial_interaction_outlet: [],
  First_Name: ' Ann ',
  Last_Name: 'Lee',
  DOB: '1985-04-09',
  email: 'ann@example.com ',
  Telephone: '555-123-4567',
  Street_Address: ' 1 Main St ',
  City: 'San Diego',
  State_: 'CA',
  Zip_Code: '92101 ',
  Contact_Method: 'Postal Mail',
};

/** The fields every request sends, from `values`. */
const sent = {
  California_Resident: 'Yes',
  Categories_of_personal_info: true,
  Pieces_of_personal_information: false,
  Request_Correction_of_Information: 'No',
  Delete_personal_info: 'No',
  Opt_out_of_sale_of_info: 'Yes',
  Current_client: 'Yes',
  Currently_Employed_by_Axos_Financial: 'No',
  Previously_Employed_by_Axos_Financial: 'No',
  Ever_Applied_for_Employment_with_Axos_Financial: 'No',
  First_Name: 'Ann',
  Last_Name: 'Lee',
  DOB: '04/09/1985',
  email: 'ann@example.com',
  Telephone: '5551234567',
  Street_Address: '1 Main St',
  City: 'San Diego',
  State_: 'CA',
  Zip_Code: '92101',
  Contact_Method: 'Postal Mail',
};

describe('privacyRequestPayload', () => {
  it.each([
    ['no correction, no outlet: neither is sent', values, CONTEXT, { ...CONTEXT_ATTRIBUTION, ...sent }],
    [
      'correction Yes: the items in the list order, ";"-joined, whatever order they were ticked in',
      { ...values, Request_Correction_of_Information: 'Yes', Corrected_Information: ['Email', 'Address', 'Date of Birth'] },
      BARE_CONTEXT,
      { ...BARE_ATTRIBUTION, ...sent, Request_Correction_of_Information: 'Yes', Corrected_Information: 'Address;Date of Birth;Email' },
    ],
    [
      'correction No with items left ticked before: hidden, so not sent',
      { ...values, Corrected_Information: ['Name'] },
      BARE_CONTEXT,
      { ...BARE_ATTRIBUTION, ...sent },
    ],
    [
      'every outlet, in the list order',
      {
        ...values,
        Axos_Financial_interaction_outlet: ['Other', 'UFB Direct', 'Nationwide banking services provided by Axos Bank', 'Axos Bank'],
      },
      BARE_CONTEXT,
      {
        ...BARE_ATTRIBUTION,
        ...sent,
        Axos_Financial_interaction_outlet: 'Axos Bank;Nationwide banking services provided by Axos Bank;UFB Direct;Other',
      },
    ],
    [
      'both parts of the right to know, one outlet, email as the reply',
      {
        ...values,
        Pieces_of_personal_information: true,
        Axos_Financial_interaction_outlet: ['UFB Direct'],
        Contact_Method: 'Email',
      },
      BARE_CONTEXT,
      {
        ...BARE_ATTRIBUTION,
        ...sent,
        Pieces_of_personal_information: true,
        Axos_Financial_interaction_outlet: 'UFB Direct',
        Contact_Method: 'Email',
      },
    ],
  ])('%s', (_case, input, context, payload) => {
    expect(privacyRequestPayload(input, context)).toStrictEqual(payload);
  });
});
