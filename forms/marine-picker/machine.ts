/**
 * The marine loan picker's state machine (spec 03 §3 "Marine picker state", §4 "Marine picker"), with
 * no React: the state is the current step, the selections and the destination URL; the events are
 * choose(option) and back(). The destination is recomputed after every event from the selections, so
 * the link the visitor follows on step 4 can never disagree with what step 4 lists.
 */

/** Step 1: the selection values of §4 ("Term moves to step 2 with selection Term"). */
type LoanType = 'Term' | 'Credit Line' | 'Inventory Finance';
/** Step 2. */
const CHARTER_TYPES = ['Full-time Charter', 'Limited Charter (max 73 days per year)', 'Personal Use'] as const;
/** Step 3. */
const OWNERSHIPS = ['Hold in LLC', 'Own Personally'] as const;

type CharterType = (typeof CHARTER_TYPES)[number];
type Ownership = (typeof OWNERSHIPS)[number];
export type PickerOption = LoanType | CharterType | Ownership;

/** The loan types that have product codes of their own (Inventory Finance takes the default code). */
const CODED_LOAN_TYPES = ['Term', 'Credit Line'] as const satisfies readonly LoanType[];
type CodedLoanType = (typeof CODED_LOAN_TYPES)[number];

export const STEP_COUNT = 4;
export type Step = 1 | 2 | 3 | 4;

/**
 * §2: the brand variant shows Credit Line and hides Inventory Finance; the non-brand variant shows
 * Inventory Finance and hides Credit Line.
 */
export type PickerVariant = 'brand' | 'nonBrand';

/** The 12 product codes: loan type, then charter type, then ownership. */
type ProductCodes = Readonly<Record<CodedLoanType, Readonly<Record<CharterType, Readonly<Record<Ownership, string>>>>>>;

export interface PickerConfig {
  variant: PickerVariant;
  /** The loan portal's self-registration URL, already resolved (no {token}). */
  portalUrl: string;
  /** The name of the query parameter that carries the product code. */
  queryName: string;
  productCodes: ProductCodes;
  /** The code of every other combination, Inventory Finance included. */
  defaultCode: string;
}

export interface PickerState {
  step: Step;
  selections: readonly PickerOption[];
  destination: string;
}

export type PickerEvent = { type: 'choose'; option: PickerOption } | { type: 'back' };

/**
 * The transition table: on each step, the options it offers and the step each one leads to. An
 * option not in the current step's row (or hidden by the variant) is ignored.
 */
const TRANSITIONS: Readonly<Record<Step, Readonly<Partial<Record<PickerOption, Step>>>>> = {
  1: { Term: 2, 'Credit Line': 2, 'Inventory Finance': 4 },
  2: { 'Full-time Charter': 3, 'Limited Charter (max 73 days per year)': 3, 'Personal Use': 3 },
  3: { 'Hold in LLC': 4, 'Own Personally': 4 },
  4: {},
};

const HIDDEN_IN: Readonly<Record<PickerVariant, readonly PickerOption[]>> = {
  brand: ['Inventory Finance'],
  nonBrand: ['Credit Line'],
};

/** The options a step shows in a variant, in the order of the spec. */
export function optionsFor(step: Step, variant: PickerVariant): PickerOption[] {
  const row = TRANSITIONS[step];
  return (Object.keys(row) as PickerOption[]).filter((option) => !HIDDEN_IN[variant].includes(option));
}

function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (list as readonly string[]).includes(value);
}

/** The product code of the selections: one of the 12 for a full Term or Credit Line path, else the default. */
export function productCodeFor(selections: readonly PickerOption[], config: Pick<PickerConfig, 'productCodes' | 'defaultCode'>): string {
  const [loan, charter, ownership] = selections;
  if (selections.length === 3 && isOneOf(CODED_LOAN_TYPES, loan) && isOneOf(CHARTER_TYPES, charter) && isOneOf(OWNERSHIPS, ownership)) {
    return config.productCodes[loan][charter][ownership];
  }
  return config.defaultCode;
}

/**
 * The URL with one query parameter set (replacing a value the URL already had for it), keeping its
 * path, its other parameters and its fragment. Works on absolute URLs and routes alike.
 */
export function withQueryParameter(url: string, name: string, value: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  params.set(name, value);
  return `${path}?${params.toString()}${hash}`;
}

function destinationFor(selections: readonly PickerOption[], config: PickerConfig): string {
  return withQueryParameter(config.portalUrl, config.queryName, productCodeFor(selections, config));
}

function stateOf(step: Step, selections: readonly PickerOption[], config: PickerConfig): PickerState {
  return { step, selections, destination: destinationFor(selections, config) };
}

/** Step 1, no selections. */
export function initialState(config: PickerConfig): PickerState {
  return stateOf(1, [], config);
}

export function transition(state: PickerState, event: PickerEvent, config: PickerConfig): PickerState {
  if (event.type === 'choose') {
    const next = TRANSITIONS[state.step][event.option];
    if (next === undefined || !optionsFor(state.step, config.variant).includes(event.option)) return state;
    return stateOf(next, [...state.selections, event.option], config);
  }
  if (state.step === 1) return state;
  // Inventory Finance jumped from step 1 to step 4, so its Back returns there.
  if (state.selections[0] === 'Inventory Finance') return stateOf(1, [], config);
  return stateOf((state.step - 1) as Step, state.selections.slice(0, -1), config);
}

/** What step 4 lists: the selections joined by ' | ' (§2). */
export function selectionSummary(selections: readonly PickerOption[]): string {
  return selections.join(' | ');
}
