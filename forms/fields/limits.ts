/**
 * Spec 03 §9, "Business constants and limits": the limits several forms share, each said once here. A form's
 * fields (its maxLength) and its schema import them from this file, which has no yup: a form's fields load with
 * the page, its schema later.
 */

/** A company's name (spec 01's 'Company can have atmost 255 characters.' too). */
export const COMPANY_MAX = 255;

export const TITLE_MAX = 128;

/** A zip code typed as free text (the broker form's is five digits: broker-scenario/fields.ts). */
export const ZIP_MAX = 20;

/** A description or comments (the advisor's comments, the dealer's description), and ours for the other long free texts. */
export const LONG_TEXT_MAX = 32000;

/** Ours: the CRM's Lead City field holds 40 characters. */
export const CITY_MAX = 40;

/** The multi-line text area's defaults: a textarea field without its own maxLength or rows (forms/ui/TextareaField.tsx). */
export const TEXTAREA_MAX = 512;
export const TEXTAREA_ROWS = 4;

/** The NMLS id: spec 01's lead form, the commercial and dealer forms (the broker form's 4-15 is its own: broker-scenario/fields.ts). */
export const NMLS_MIN = 6;
export const NMLS_MAX = 7;
