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

// Each state its code then its name, '|' between states: one string gzips to 0.1 kB less than fifty
// objects, in each of the three forms that ask for a state (npm run bench, docs/benchmarks.md).
const STATES =
  'ALAlabama|AKAlaska|AZArizona|ARArkansas|CACalifornia|COColorado|CTConnecticut|DEDelaware|' +
  'FLFlorida|GAGeorgia|HIHawaii|IDIdaho|ILIllinois|INIndiana|IAIowa|KSKansas|KYKentucky|' +
  'LALouisiana|MEMaine|MDMaryland|MAMassachusetts|MIMichigan|MNMinnesota|MSMississippi|MOMissouri|' +
  'MTMontana|NENebraska|NVNevada|NHNew Hampshire|NJNew Jersey|NMNew Mexico|NYNew York|' +
  'NCNorth Carolina|NDNorth Dakota|OHOhio|OKOklahoma|OROregon|PAPennsylvania|RIRhode Island|' +
  'SCSouth Carolina|SDSouth Dakota|TNTennessee|TXTexas|UTUtah|VTVermont|VAVirginia|WAWashington|' +
  'WVWest Virginia|WIWisconsin|WYWyoming';

export const US_STATES: readonly UsState[] = STATES.split('|').map((state) => ({ code: state.slice(0, 2), name: state.slice(2) }));

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
