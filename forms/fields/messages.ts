/**
 * Field messages. The ones from spec 01 §5 are verbatim, typos included ('atmost'). The spec gives no
 * message for Business_Name__c, NMLS_ID__c, Best_Time_To_Call__c, Potential_Funding__c or a date in the
 * past: those below marked "ours" were written here, in the spec's style.
 */
export const MESSAGES = {
  firstName: 'First Name is required.',
  lastName: 'Last Name is required.',
  email: 'Email is required.',
  phoneRequired: 'Phone is required.',
  phoneDigits: 'Phone must have at least 10 and no more than 10 characters.',
  companyRequired: 'Company is required.',
  companyMax: 'Company can have atmost 255 characters.',
  date: 'The field Value must be a date.',
  /** ours */
  businessName: 'Business Name is required.',
  /** ours */
  nmlsRequired: 'Company NMLS ID is required.',
  /** ours, in the style of the phone message */
  nmlsLength: 'Company NMLS ID must have at least 6 and no more than 7 characters.',
  /** ours */
  datePast: 'The date cannot be before today.',
  /** ours */
  timeToCall: 'Best Time To Call is required.',
  /** ours */
  fundingRequired: 'Potential Funding is required.',
  /** ours */
  fundingAmount: 'Potential Funding must be an amount in US dollars.',
  /** ours: values that are not an object at all (never from the UI) */
  form: 'The form values could not be read.',
} as const;
