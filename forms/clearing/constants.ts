/** The form's lists, limits and texts that its fields and payload share with its schema (no yup here: the page loads these with the form, the schema later). */
import { MESSAGES } from '../fields/messages';

/** Business types (spec 03 §3, Enumerations), in the spec's order. */
export const BUSINESS_TYPES = [
  'Active Trading',
  'FinTech',
  'Foreign',
  'Hybrid (RIA and BD)',
  'Independent Contractor',
  'IPOs',
  'Institutional Fixed Income',
  'Institutional Equity',
  'Prime Services',
  'Retail',
  'Retail/Institutional',
  'RIA',
  'Self-Directed',
] as const;

/** Clearing AUM bands (spec 03 §3), verbatim: '$1B -$2B' has its space before the dash only. */
export const CLEARING_AUM = ['$0 - $100MM', '$101MM - $200MM', '$201MM - $500MM', '$501MM - $750MM', '$751MM - $1B', '$1B -$2B', '$2B+'] as const;

/** The clearing messages of spec 03 §5, verbatim; those marked "ours" the spec does not give. */
export const CLEARING_MESSAGES = {
  firstName: 'First name is required.',
  lastName: MESSAGES.lastName,
  company: 'Broker-Dealer Name is required.',
  /** ours, in the style of spec 03's 'Company can have at most 255 characters.' */
  companyMax: 'Broker-Dealer Name can have at most 255 characters.',
  businessType: 'Type of Business is required.',
  aum: 'Assets Under Management is required.',
  /** The manual error of spec 03 §8 (AUM clicked or left before a value is chosen): no full stop. */
  aumManual: 'Assets Under Management is required',
  email: MESSAGES.email,
  phone: MESSAGES.phoneRequired,
  phoneLength: MESSAGES.phoneDigits,
  /** ours: the text area's default limit (spec 03 §9) */
  memoMax: 'Comments can have at most 512 characters.',
} as const;
