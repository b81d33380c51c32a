/** The form's lists, limits and texts that its fields and payload share with its schema (no yup here: the page loads these with the form, the schema later). */

/** Ours: spec 03 §9's limit of a description (32000), for a free message. */
export const MESSAGE_MAX = 32000;
