import {
  initialState,
  optionsFor,
  type PickerConfig,
  type PickerEvent,
  type PickerOption,
  type PickerState,
  productCodeFor,
  selectionSummary,
  transition,
  withQueryParameter,
} from './machine';

/** Codes written out for the test: each combination's code spells its path, so a mix-up shows. */
const CODES = {
  Term: {
    'Full-time Charter': { 'Hold in LLC': 'T-FC-LLC', 'Own Personally': 'T-FC-OWN' },
    'Limited Charter (max 73 days per year)': { 'Hold in LLC': 'T-LC-LLC', 'Own Personally': 'T-LC-OWN' },
    'Personal Use': { 'Hold in LLC': 'T-PU-LLC', 'Own Personally': 'T-PU-OWN' },
  },
  'Credit Line': {
    'Full-time Charter': { 'Hold in LLC': 'C-FC-LLC', 'Own Personally': 'C-FC-OWN' },
    'Limited Charter (max 73 days per year)': { 'Hold in LLC': 'C-LC-LLC', 'Own Personally': 'C-LC-OWN' },
    'Personal Use': { 'Hold in LLC': 'C-PU-LLC', 'Own Personally': 'C-PU-OWN' },
  },
} as const;

const PORTAL = 'https://portal.example.com/self-registration';

const brand: PickerConfig = { variant: 'brand', portalUrl: PORTAL, queryName: 'productCode', productCodes: CODES, defaultCode: 'DEFAULT' };
const nonBrand: PickerConfig = { ...brand, variant: 'nonBrand' };

const choose = (option: PickerOption): PickerEvent => ({ type: 'choose', option });
const back: PickerEvent = { type: 'back' };

function run(config: PickerConfig, events: readonly PickerEvent[]): PickerState {
  return events.reduce((state, event) => transition(state, event, config), initialState(config));
}

const at = (step: number, selections: PickerOption[], code: string) => ({ step, selections, destination: `${PORTAL}?productCode=${code}` });

describe('marine picker machine: transitions', () => {
  it('starts at step 1 with no selections and the default code', () => {
    expect(initialState(brand)).toEqual(at(1, [], 'DEFAULT'));
  });

  it.each<[string, PickerConfig, PickerEvent[], ReturnType<typeof at>]>([
    ['Term moves to step 2', brand, [choose('Term')], at(2, ['Term'], 'DEFAULT')],
    ['Credit Line moves to step 2 (brand)', brand, [choose('Credit Line')], at(2, ['Credit Line'], 'DEFAULT')],
    ['Inventory Finance jumps to step 4 (non-brand)', nonBrand, [choose('Inventory Finance')], at(4, ['Inventory Finance'], 'DEFAULT')],
    ['a charter choice appends and moves to step 3', brand, [choose('Term'), choose('Personal Use')], at(3, ['Term', 'Personal Use'], 'DEFAULT')],
    [
      'an ownership choice appends and moves to step 4',
      brand,
      [choose('Credit Line'), choose('Full-time Charter'), choose('Hold in LLC')],
      at(4, ['Credit Line', 'Full-time Charter', 'Hold in LLC'], 'C-FC-LLC'),
    ],
    ['Back from Inventory Finance returns to step 1 and clears', nonBrand, [choose('Inventory Finance'), back], at(1, [], 'DEFAULT')],
    [
      'Back from step 4 goes to step 3 and drops the ownership',
      brand,
      [choose('Term'), choose('Full-time Charter'), choose('Own Personally'), back],
      at(3, ['Term', 'Full-time Charter'], 'DEFAULT'),
    ],
    ['Back from step 3 goes to step 2 and drops the charter', brand, [choose('Term'), choose('Personal Use'), back], at(2, ['Term'], 'DEFAULT')],
    ['Back from step 2 goes to step 1 and drops the loan type', brand, [choose('Credit Line'), back], at(1, [], 'DEFAULT')],
    ['Back on step 1 does nothing', brand, [back], at(1, [], 'DEFAULT')],
    [
      'a different choice after Back takes the new path',
      brand,
      [choose('Term'), choose('Full-time Charter'), choose('Hold in LLC'), back, choose('Own Personally')],
      at(4, ['Term', 'Full-time Charter', 'Own Personally'], 'T-FC-OWN'),
    ],
    ['an option of another step is ignored', brand, [choose('Hold in LLC')], at(1, [], 'DEFAULT')],
    ['a step 1 option on step 2 is ignored', brand, [choose('Term'), choose('Term')], at(2, ['Term'], 'DEFAULT')],
    [
      'nothing is chosen on step 4',
      brand,
      [choose('Term'), choose('Personal Use'), choose('Hold in LLC'), choose('Term')],
      at(4, ['Term', 'Personal Use', 'Hold in LLC'], 'T-PU-LLC'),
    ],
    ['the brand variant ignores Inventory Finance', brand, [choose('Inventory Finance')], at(1, [], 'DEFAULT')],
    ['the non-brand variant ignores Credit Line', nonBrand, [choose('Credit Line')], at(1, [], 'DEFAULT')],
  ])('%s', (_name, config, events, expected) => {
    expect(run(config, events)).toEqual(expected);
  });

  it.each([
    [1, 'brand', ['Term', 'Credit Line']],
    [1, 'nonBrand', ['Term', 'Inventory Finance']],
    [2, 'brand', ['Full-time Charter', 'Limited Charter (max 73 days per year)', 'Personal Use']],
    [2, 'nonBrand', ['Full-time Charter', 'Limited Charter (max 73 days per year)', 'Personal Use']],
    [3, 'brand', ['Hold in LLC', 'Own Personally']],
    [3, 'nonBrand', ['Hold in LLC', 'Own Personally']],
    [4, 'brand', []],
  ] as const)('step %i of the %s variant offers %j', (step, variant, options) => {
    expect(optionsFor(step, variant)).toEqual(options);
  });
});

describe('marine picker machine: the 13 destinations', () => {
  it.each<[PickerConfig, PickerOption[], string]>([
    [brand, ['Term', 'Full-time Charter', 'Hold in LLC'], `${PORTAL}?productCode=T-FC-LLC`],
    [brand, ['Term', 'Full-time Charter', 'Own Personally'], `${PORTAL}?productCode=T-FC-OWN`],
    [brand, ['Term', 'Limited Charter (max 73 days per year)', 'Hold in LLC'], `${PORTAL}?productCode=T-LC-LLC`],
    [brand, ['Term', 'Limited Charter (max 73 days per year)', 'Own Personally'], `${PORTAL}?productCode=T-LC-OWN`],
    [brand, ['Term', 'Personal Use', 'Hold in LLC'], `${PORTAL}?productCode=T-PU-LLC`],
    [brand, ['Term', 'Personal Use', 'Own Personally'], `${PORTAL}?productCode=T-PU-OWN`],
    [brand, ['Credit Line', 'Full-time Charter', 'Hold in LLC'], `${PORTAL}?productCode=C-FC-LLC`],
    [brand, ['Credit Line', 'Full-time Charter', 'Own Personally'], `${PORTAL}?productCode=C-FC-OWN`],
    [brand, ['Credit Line', 'Limited Charter (max 73 days per year)', 'Hold in LLC'], `${PORTAL}?productCode=C-LC-LLC`],
    [brand, ['Credit Line', 'Limited Charter (max 73 days per year)', 'Own Personally'], `${PORTAL}?productCode=C-LC-OWN`],
    [brand, ['Credit Line', 'Personal Use', 'Hold in LLC'], `${PORTAL}?productCode=C-PU-LLC`],
    [brand, ['Credit Line', 'Personal Use', 'Own Personally'], `${PORTAL}?productCode=C-PU-OWN`],
    [nonBrand, ['Inventory Finance'], `${PORTAL}?productCode=DEFAULT`],
  ])('%#: %j leads to %s', (config, selections, destination) => {
    const state = run(config, selections.map(choose));
    expect(state.step).toBe(4);
    expect(state.selections).toEqual(selections);
    expect(state.destination).toBe(destination);
  });

  it.each<[PickerOption[]]>([[[]], [['Term']], [['Credit Line', 'Personal Use']], [['Inventory Finance']], [['Term', 'Hold in LLC', 'Personal Use']]])(
    'any other combination, %j, gets the default code',
    (selections) => {
      expect(productCodeFor(selections, brand)).toBe('DEFAULT');
    },
  );

  it.each([
    ['https://portal.example.com/register', 'productCode', 'A1', 'https://portal.example.com/register?productCode=A1'],
    ['https://portal.example.com/register?lang=en', 'productCode', 'A1', 'https://portal.example.com/register?lang=en&productCode=A1'],
    ['https://portal.example.com/register?productCode=OLD', 'productCode', 'A1', 'https://portal.example.com/register?productCode=A1'],
    ['https://portal.example.com/register#start', 'p', 'A 1&b', 'https://portal.example.com/register?p=A+1%26b#start'],
    ['/apply/', 'code', 'X', '/apply/?code=X'],
  ])('withQueryParameter(%s, %s, %s) is %s', (url, name, value, expected) => {
    expect(withQueryParameter(url, name, value)).toBe(expected);
  });

  it("lists the selections joined by ' | '", () => {
    expect(selectionSummary(['Term', 'Limited Charter (max 73 days per year)', 'Own Personally'])).toBe(
      'Term | Limited Charter (max 73 days per year) | Own Personally',
    );
    expect(selectionSummary(['Inventory Finance'])).toBe('Inventory Finance');
  });
});
