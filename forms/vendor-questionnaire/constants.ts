/** The form's lists, limits and texts that its fields and payload share with its schema (no yup here: the page loads these with the form, the schema later). */
import { CITY_MAX, COMPANY_MAX, LONG_TEXT_MAX, TITLE_MAX, ZIP_MAX } from '../fields/limits';
import { numberedNames } from '../fields/rows';

/** Spec 03 §9's limits and the CRM's city (fields/limits.ts); ours: the company's 255 for the other texts. */
export const LIMITS = { text: COMPANY_MAX, title: TITLE_MAX, city: CITY_MAX, zip: ZIP_MAX, long: LONG_TEXT_MAX, year: 4 } as const;

/** Spec 03 §9: up to 4 owners and 3 officers; at least one of each. */
export const OWNERS = { min: 1, max: 4 } as const;
export const OFFICERS = { min: 1, max: 3 } as const;

/** owner_name_1 ... owner_name_4 and the like: the numbered fields of a group's rows (spelling: forms/README.md). */
export const OWNER_FIELDS = {
  name: numberedNames('owner_name', OWNERS.max),
  phone: numberedNames('owner_phone', OWNERS.max),
  email: numberedNames('owner_email', OWNERS.max),
} as const;

export const OFFICER_FIELDS = {
  name: numberedNames('officer_name', OFFICERS.max),
  title: numberedNames('officer_title', OFFICERS.max),
} as const;
