import type { StepPlan } from '../engine/steps';
import { planItems } from '../engine/steps';
import { defineForm } from '../engine/define-form';
import { privacyRequestPayload } from './payload';
import { asksCorrection, CONTACT_METHODS, CORRECTED_INFORMATION, INTERACTION_OUTLETS, STREET_MAX } from './constants';
import { ZIP_MAX } from '../fields/limits';
import type { PrivacyRequestValues } from './schema';
import { emailField, nameFields, phoneField, zipField } from '../fields/groups';
import { stateField } from '../fields/us-states';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * The privacy request in Steps 1 to 5 (spec 03 §2): four steps of questions, then the summary of every
 * answer and the send. The questions' wording is ours (the spec gives the field names only).
 */
export const privacyRequestPlan: StepPlan<PrivacyRequestValues> = {
  steps: [
    {
      id: 'request',
      title: 'Your request',
      items: [
        { kind: 'yesNo', name: 'California_Resident', label: 'Are you a California resident?' },
        {
          kind: 'section',
          legend: 'Right to know: tell me',
          fields: [
            { kind: 'checkbox', name: 'Categories_of_personal_info', label: 'The categories of personal information Axos Financial has collected about me' },
            {
              kind: 'checkbox',
              name: 'Pieces_of_personal_information',
              label: 'The specific pieces of personal information Axos Financial has collected about me',
            },
          ],
        },
        { kind: 'yesNo', name: 'Request_Correction_of_Information', label: 'Do you want us to correct personal information we hold about you?' },
        {
          kind: 'checkboxGroup',
          name: 'Corrected_Information',
          label: 'Which information should we correct?',
          helperText: 'Choose each item to correct.',
          options: options(CORRECTED_INFORMATION),
          when: (values) => asksCorrection(values),
          reads: ['Request_Correction_of_Information'],
          // Required while shown (the schema's rule); a checkbox group never announces required (forms/ui).
          required: false,
        },
        { kind: 'yesNo', name: 'Delete_personal_info', label: 'Do you want us to delete your personal information?' },
        { kind: 'yesNo', name: 'Opt_out_of_sale_of_info', label: 'Do you want to opt out of the sale of your personal information?' },
      ],
    },
    {
      id: 'relationship',
      title: 'Your relationship with Axos Financial',
      items: [
        { kind: 'yesNo', name: 'Current_client', label: 'Are you a current client of Axos Financial?' },
        { kind: 'yesNo', name: 'Currently_Employed_by_Axos_Financial', label: 'Are you currently employed by Axos Financial?' },
        { kind: 'yesNo', name: 'Previously_Employed_by_Axos_Financial', label: 'Were you previously employed by Axos Financial?' },
        { kind: 'yesNo', name: 'Ever_Applied_for_Employment_with_Axos_Financial', label: 'Have you ever applied for employment with Axos Financial?' },
        {
          kind: 'checkboxGroup',
          name: 'Axos_Financial_interaction_outlet',
          label: 'How have you interacted with Axos Financial?',
          helperText: 'Choose all that apply.',
          options: options(INTERACTION_OUTLETS),
          required: false,
        },
      ],
    },
    {
      id: 'identity',
      title: 'About you',
      items: [
        ...nameFields('First_Name', 'Last_Name'),
        { kind: 'date', name: 'DOB', label: 'Date of Birth', past: true, autoComplete: 'bday' },
        emailField('email'),
        phoneField('Telephone', 'Telephone'),
      ],
    },
    {
      id: 'address',
      title: 'Your address and our reply',
      items: [
        { kind: 'text', name: 'Street_Address', label: 'Street Address', autoComplete: 'street-address', maxLength: STREET_MAX },
        { kind: 'text', name: 'City', label: 'City', autoComplete: 'address-level2' },
        stateField('State_'),
        zipField('Zip_Code', { maxLength: ZIP_MAX }),
        { kind: 'radio', name: 'Contact_Method', label: 'How should we send you our response?', options: options(CONTACT_METHODS), inline: true },
      ],
    },
  ],
  review: { title: 'Check your answers and send' },
};

/** The privacy request (spec 03 §3): its fields are those of its steps, in order. */
export const privacyRequestForm = defineForm({
  schema: () => import('./schema').then((module) => module.privacyRequestSchema),
  payload: privacyRequestPayload,
  fields: planItems(privacyRequestPlan.steps),
  submitLabel: 'Send request',
  button: 'sendingOnly',
});
