import { mixed, type InferType } from 'yup';
import { parseIsoDate, todayIso } from '../fields/dates';
import {
  consent,
  emailRule,
  leadForm,
  letterFirstName,
  multiSelectRule,
  oneOfRule,
  optionalMultiSelectRule,
  phoneRule,
  requiredText,
  trimmedText,
} from '../fields/rules';
import { US_STATE_CODES } from '../fields/us-states';
import { CONTACT_METHODS, CORRECTION_FIELD, CORRECTED_INFORMATION, INTERACTION_OUTLETS, STREET_MAX } from './constants';
import { CITY_MAX, ZIP_MAX } from '../fields/limits';
import { YES_NO } from '../fields/yes-no';
import { MESSAGES } from '../fields/messages';

/**
 * The privacy request's messages: spec 03 §5 verbatim where it gives them; those marked "ours" it
 * does not (forms/README.md, Spec 03 forms: choices).
 */
const PRIVACY_MESSAGES = {
  /** ours */
  californiaResident: 'California Resident is required.',
  /** ours */
  requestCorrection: 'Request Correction of Information is required.',
  correctedInformation: 'Corrected Information is required.',
  /** ours */
  deletePersonalInfo: 'Delete Personal Information is required.',
  /** ours */
  optOut: 'Opt Out of Sale of Information is required.',
  /** ours */
  currentClient: 'Current Client is required.',
  /** ours */
  currentlyEmployed: 'Currently Employed by Axos Financial is required.',
  /** ours */
  previouslyEmployed: 'Previously Employed by Axos Financial is required.',
  /** ours */
  everApplied: 'Ever Applied for Employment with Axos Financial is required.',
  /** ours, never seen through the boxes, which only offer the four outlets */
  interactionOutlet: 'Choose how you interacted with Axos Financial from the list.',
  /** spec 03 §5, "Other forms" */
  firstName: MESSAGES.firstName,
  lastName: MESSAGES.lastName,
  /** ours */
  dob: 'Date of Birth is required.',
  /** ours */
  dobPast: 'Date of Birth must be in the past.',
  /** spec 03 §5, Email */
  email: MESSAGES.email,
  /** spec 01 §5 */
  phoneRequired: MESSAGES.phoneRequired,
  phoneLength: MESSAGES.phoneDigits,
  streetAddress: 'Street address is required.',
  /** ours */
  streetAddressMax: 'Street address can have at most 255 characters.',
  /** the dealer form's message (spec 03 §5) */
  city: 'City is required.',
  /** ours, as on the dealer form */
  cityMax: 'City can have at most 40 characters.',
  /** the dealer form's message (spec 03 §5) */
  state: 'State is required.',
  /** the dealer form's message of the same zip rule (spec 03 §5) */
  zip: 'Zip code is required.',
  /** ours, as on the dealer form */
  zipMax: 'Zip code can have at most 20 characters.',
  /** ours */
  contactMethod: 'Contact Method is required.',
} as const;

const m = PRIVACY_MESSAGES;

/**
 * Corrected_Information: required, from its five values, while correction is Yes (spec 03 §4, §5);
 * otherwise hidden, never sent, and never an error, whatever it holds.
 */
const correctedInformation = multiSelectRule(CORRECTED_INFORMATION, m.correctedInformation).when(CORRECTION_FIELD, {
  is: (answer: unknown) => answer !== 'Yes',
  then: () => mixed<string[]>().default(() => []),
});

/** A date of birth as the date input gives it (yyyy-mm-dd): required, a calendar date, before today. */
export function dateOfBirth(today: () => string = todayIso) {
  return trimmedText(m.dob)
    .required(m.dob)
    .test('date', m.dob, (value) => value == null || parseIsoDate(value) !== null)
    .test('past', m.dobPast, (value) => value == null || parseIsoDate(value) === null || value < today())
    .default('');
}

/**
 * The privacy request (spec 03 §3, §4, §5). California_Resident is a Yes/No question like the others;
 * the two parts of the right to know (Categories_of_personal_info, Pieces_of_personal_information) are
 * boxes the visitor ticks (booleans). Names follow spec 01's letter-first rule with the "Other forms"
 * messages; the other identity fields are required, as the bank must match them to its records before
 * it answers a privacy request.
 */
export const privacyRequestSchema = leadForm({
  California_Resident: oneOfRule(YES_NO, m.californiaResident),
  // Boxes: never an error, true only when ticked (the rule of the consent box).
  Categories_of_personal_info: consent,
  Pieces_of_personal_information: consent,
  Request_Correction_of_Information: oneOfRule(YES_NO, m.requestCorrection),
  Corrected_Information: correctedInformation,
  Delete_personal_info: oneOfRule(YES_NO, m.deletePersonalInfo),
  Opt_out_of_sale_of_info: oneOfRule(YES_NO, m.optOut),
  Current_client: oneOfRule(YES_NO, m.currentClient),
  Currently_Employed_by_Axos_Financial: oneOfRule(YES_NO, m.currentlyEmployed),
  Previously_Employed_by_Axos_Financial: oneOfRule(YES_NO, m.previouslyEmployed),
  Ever_Applied_for_Employment_with_Axos_Financial: oneOfRule(YES_NO, m.everApplied),
  Axos_Financial_interaction_outlet: optionalMultiSelectRule(INTERACTION_OUTLETS, m.interactionOutlet),
  First_Name: letterFirstName({ required: m.firstName }),
  Last_Name: letterFirstName({ required: m.lastName }),
  DOB: dateOfBirth(),
  email: emailRule(m.email),
  Telephone: phoneRule({ required: m.phoneRequired, length: m.phoneLength }),
  Street_Address: requiredText(m.streetAddress, STREET_MAX, m.streetAddressMax),
  City: requiredText(m.city, CITY_MAX, m.cityMax),
  State_: oneOfRule(US_STATE_CODES, m.state),
  Zip_Code: requiredText(m.zip, ZIP_MAX, m.zipMax),
  Contact_Method: oneOfRule(CONTACT_METHODS, m.contactMethod),
});

export type PrivacyRequestValues = InferType<typeof privacyRequestSchema>;
