/** The form's lists, limits and texts that its fields and payload share with its schema (no yup here: the page loads these with the form, the schema later). */

export const OTHER_MAX = 255;

/** Small business revenue bands (spec 03 §3, Enumerations). */
export const SMALL_BUSINESS_REVENUE = ['Under $3MM', '$3MM - $10MM', '$10MM - $100MM', 'Above $100MM'] as const;
