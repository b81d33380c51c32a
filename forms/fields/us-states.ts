/**
 * The 50 US states (spec 03 §3, State_: two-letter codes, 50 states), alphabetical by name. DC and
 * the territories are not states and the spec asks for the 50 only.
 */
export interface UsState {
  /** The two-letter USPS code: the value the form holds and sends. */
  code: string;
  /** The name: what the visitor reads in the list. */
  name: string;
}

export const US_STATES: readonly UsState[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

/** The codes, for a schema's `oneOf`. */
export const US_STATE_CODES: readonly string[] = US_STATES.map((state) => state.code);

/** The states as options: the visitor reads the name, the form holds and sends the two-letter code. */
export const US_STATE_OPTIONS: readonly { value: string; label: string }[] = US_STATES.map((state) => ({ value: state.code, label: state.name }));

export const STATE_PLACEHOLDER = 'Select a state';

/**
 * A form's US state field (spec 03 §3, State_): a select of the 50 states, 'Select a state' until one
 * is chosen. The states come with the field, in the definition of a form that has one, rather than
 * with the engine's field components: the engine is in every form's code, and the list (0.55 kB
 * gzipped) then was too, in the 18 forms of 21 that ask for no state (npm run bench,
 * docs/benchmarks.md). The summary of a form in steps shows the state's name as it does any option's.
 */
export function stateField<const Name extends string>(name: Name, label = 'State') {
  return { kind: 'select', name, label, options: US_STATE_OPTIONS, placeholder: STATE_PLACEHOLDER } as const;
}
