/** The form's lists, limits and texts that its fields and payload share with its schema (no yup here: the page loads these with the form, the schema later). */

/** Advisor AUM bands (spec 03 §3), values as sent. */
export const ADVISOR_AUM = ['$0 - $25M', '$26M - $150M', '$151M - $500M', '$501M - $1B', '$1B+'] as const;

/** Advisor roles (spec 03 §3), values as sent. */
export const ADVISOR_ROLES = ['RIA Principal', 'Advisor (IAR)', 'Broker-Dealer Affiliated Advisor', 'I am not a Financial Advisor', 'Other'] as const;
