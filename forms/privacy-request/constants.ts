/** The form's lists, limits and texts that its fields and payload share with its schema (no yup here: the page loads these with the form, the schema later). */

/** The Yes/No field whose Yes asks for a correction. */
export const CORRECTION_FIELD = 'Request_Correction_of_Information';

/** Whether these values ask for a correction: Corrected_Information is shown, required and sent only then. */
export function asksCorrection(values: unknown): boolean {
  return typeof values === 'object' && values !== null && (values as Record<string, unknown>)[CORRECTION_FIELD] === 'Yes';
}

/** Contact_Method (spec 03 §3). */
export const CONTACT_METHODS = ['Email', 'Postal Mail'] as const;

/** Corrected_Information (spec 03 §3): what the visitor asks us to correct, sent ';'-joined in this order. */
export const CORRECTED_INFORMATION = ['Address', 'Name', 'Phone Number', 'Date of Birth', 'Email'] as const;

/** Axos_Financial_interaction_outlet (spec 03 §3), sent ';'-joined in this order. */
export const INTERACTION_OUTLETS = ['Axos Bank', 'Nationwide banking services provided by Axos Bank', 'UFB Direct', 'Other'] as const;

/** Ours: a street address line of the CRM. */
export const STREET_MAX = 255;
