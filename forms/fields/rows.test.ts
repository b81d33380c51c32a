import { numberedNames, removeRowPatch, rowCount } from './rows';

describe('rowCount', () => {
  it.each([
    [1, 1],
    [2, 2],
    [4, 4],
    [5, 4],
    [0, 1],
    [-3, 1],
    [2.5, 1],
    ['3', 3],
    [' 2 ', 2],
    ['9', 4],
    ['two', 1],
    ['', 1],
    [undefined, 1],
    [null, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [{}, 1],
  ])('%j shows %i of 1..4 rows', (value, expected) => {
    expect(rowCount(value, 1, 4)).toBe(expected);
  });
});

describe('removeRowPatch', () => {
  const rows = [
    ['name_1', 'phone_1'],
    ['name_2', 'phone_2'],
    ['name_3', 'phone_3'],
    ['name_4', 'phone_4'],
  ];
  const values = { name_1: 'Ann', phone_1: '1', name_2: 'Bo', phone_2: '2', name_3: 'Cy', phone_3: '3', name_4: 'Di', phone_4: '4' };
  const empty = { name_1: '', phone_1: '', name_2: '', phone_2: '', name_3: '', phone_3: '', name_4: '', phone_4: '' };

  it.each([
    ['the first of two: the second moves up, the second is emptied', 2, 1, { name_1: 'Bo', phone_1: '2', name_2: '', phone_2: '' }],
    ['the last of two: only it is emptied', 2, 2, { name_2: '', phone_2: '' }],
    [
      'the second of four: the third and fourth move up, the fourth is emptied',
      4,
      2,
      { name_2: 'Cy', phone_2: '3', name_3: 'Di', phone_3: '4', name_4: '', phone_4: '' },
    ],
    ['the only row: emptied', 1, 1, { name_1: '', phone_1: '' }],
    ['a row that is not shown: nothing', 2, 3, {}],
    ['row 0: nothing', 2, 0, {}],
    ['a count beyond the rows: nothing', 5, 1, {}],
  ])('%s', (_case, count, removed, patch) => {
    expect(removeRowPatch(rows, count, removed, values, empty)).toStrictEqual(patch);
  });
});

describe('numberedNames', () => {
  it.each([
    ['owner_name', 4, ['owner_name_1', 'owner_name_2', 'owner_name_3', 'owner_name_4']],
    ['officer_title', 3, ['officer_title_1', 'officer_title_2', 'officer_title_3']],
    ['x', 0, []],
  ])('%s up to %i', (base, max, names) => {
    expect(numberedNames(base, max)).toEqual(names);
  });
});
