import { US_STATE_CODES, US_STATES } from './us-states';

describe('US_STATES', () => {
  it('are exactly 50 unique two-letter codes, without DC or the territories', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATE_CODES).size).toBe(50);
    for (const code of US_STATE_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const other of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP']) expect(US_STATE_CODES).not.toContain(other);
  });

  it('pair each code with its name, names with spaces included', () => {
    expect(US_STATES.slice(0, 2)).toEqual([
      { code: 'AL', name: 'Alabama' },
      { code: 'AK', name: 'Alaska' },
    ]);
    expect(US_STATES).toContainEqual({ code: 'NH', name: 'New Hampshire' });
    expect(US_STATES.at(-1)).toEqual({ code: 'WY', name: 'Wyoming' });
  });

  it('are in alphabetical order by name, names unique', () => {
    const names = US_STATES.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
    expect(new Set(names).size).toBe(50);
  });
});
