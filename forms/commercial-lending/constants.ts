/** The form's lists, limits and texts that its fields and payload share with its schema (no yup here: the page loads these with the form, the schema later). */

/** Asset classes in the spec's order; Mixed-Use is offered on the bridge page only. */
export const ASSET_CLASSES = ['Multifamily', 'Mixed-Use', 'Office', 'Retail', 'Hospitality', 'Industrial/Warehouse', 'Other'] as const;

export const BUSINESS_NAME_MAX = 255;

/** Commercial revenue bands (spec 03 §3, Enumerations). */
export const COMMERCIAL_REVENUE = ['<$5MM', '$5-10MM', '$10MM-$20MM', '$20MM+'] as const;

export const EQUIPMENT_TYPES = [
  'Agriculture',
  'Transportation and Material Handling',
  'Construction',
  'Healthcare',
  'Manufacturing',
  'Energy',
  'Technology and Service',
  'Insurance',
  'Pharmaceutical and Laboratory',
] as const;

export const LEAD_TYPES = ['Broker', 'Borrower'] as const;

export const LOAN_PURPOSES = ['Bridge', 'Construction'] as const;

export const MIXED_USE = 'Mixed-Use';

export const REQUESTED_MAX = 255;

export const TIME_IN_BUSINESS = ['< 2 Years in Business', '2-5 Years in Business', '5+ Years in Business'] as const;
