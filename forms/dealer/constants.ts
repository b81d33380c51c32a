/** The form's lists, limits and texts that its fields and payload share with its schema (no yup here: the page loads these with the form, the schema later). */

/**
 * The program (spec 03 §3 calls the field {hash}): Dealer Services or Collector Car Program, default
 * Dealer Services, sent as Lead_Source_Detail_SFDC2__c.
 */
export const DEALER_PROGRAMS = ['Dealer Services', 'Collector Car Program'] as const;

/** Dealer_Type__c (spec 03 §3, dealer form): Franchise or Independent, default Franchise. */
export const DEALER_TYPES = ['Franchise', 'Independent'] as const;
