import { commercialPage, pageHas } from './pages';

describe('commercialPage', () => {
  it.each([
    ['/commercial/lending/equipment-finance/', 'equipment'],
    ['/commercial/lending/equipment-finance', 'equipment'],
    ['/commercial/lending/residential-warehouse-lending/', 'warehouse'],
    ['/commercial/lending/bridge-and-construction-lending/', 'bridge'],
    ['/preview/commercial/lending/bridge-and-construction-lending/', 'bridge'],
    ['/commercial/lending/', undefined],
    ['/commercial/lending/equipment-finance/faq/', undefined],
    ['/commercial/lending/equipment-finance-extra/', undefined],
    ['', undefined],
    [42, undefined],
  ])('%j is %j', (path, page) => expect(commercialPage(path)).toBe(page));

  it.each([
    ['equipmentType', [true, false, false]],
    ['assetClass', [false, true, true]],
    ['mixedUse', [false, false, true]],
    ['loan', [false, false, true]],
    ['requestedAmount', [false, true, true]],
  ] as const)('%s on the equipment, warehouse and bridge pages: %j', (field, expected) => {
    const paths = [
      '/commercial/lending/equipment-finance/',
      '/commercial/lending/residential-warehouse-lending/',
      '/commercial/lending/bridge-and-construction-lending/',
    ];
    expect(paths.map((path) => pageHas(path, field))).toEqual(expected);
    expect(pageHas('/commercial/lending/', field)).toBe(false);
  });
});
