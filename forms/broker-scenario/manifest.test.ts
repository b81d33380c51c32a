import { BROKER_LIST_NAMES, brokerOptions, DEFAULT_BROKER_OPTIONS, manifest } from './manifest';

describe('broker option lists', () => {
  it.each(BROKER_LIST_NAMES)('the default %s list has the values the rules name, each once', (name) => {
    const values = DEFAULT_BROKER_OPTIONS[name].map((option) => option.value);
    expect(values).toEqual(expect.arrayContaining([...manifest.options[name]]));
    expect(new Set(values).size).toBe(values.length);
  });

  it("takes the page's lists over the defaults, and ignores empty and unknown ones", () => {
    const units = [{ value: 'OneUnit', label: 'One' }];
    const options = brokerOptions({ units, citizenship: [], colours: [{ value: 'Red', label: 'Red' }] });
    expect(options.units).toEqual(units);
    expect(options.citizenship).toBe(DEFAULT_BROKER_OPTIONS.citizenship);
    expect(Object.keys(options)).toEqual([...BROKER_LIST_NAMES]);
    expect(brokerOptions(undefined)).toEqual(DEFAULT_BROKER_OPTIONS);
  });

  it('offers credit bands from 780+ down to below 620, lates from 0x30 to 3x30+, prepayment from none to 5 years (spec 03 Enumerations, §9)', () => {
    const labels = (name: (typeof BROKER_LIST_NAMES)[number]) => DEFAULT_BROKER_OPTIONS[name].map((option) => option.label);
    expect([labels('creditScore')[0], labels('creditScore').at(-1)]).toEqual(['780+', 'Below 620']);
    expect(labels('mortgageLates')).toEqual(['0x30', '1x30', '2x30', '3x30+']);
    expect(labels('prepaymentPenalty')).toEqual(['None', '1 Year', '2 Years', '3 Years', '4 Years', '5 Years']);
  });
});
