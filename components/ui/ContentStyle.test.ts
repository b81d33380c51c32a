import { cssString, idSelector } from './ContentStyle';

describe('CSS from content values', () => {
  it.each([
    ['/images/icons/home.svg', '"/images/icons/home.svg"'],
    ['a"b', '"a\\"b"'],
    ['back\\slash', '"back\\\\slash"'],
    ['line\nbreak', '"line\\a break"'],
    ['"}body{display:none', '"\\"}body{display:none"'],
  ])('quotes %j as the CSS string %s, which it cannot end early', (value, expected) => {
    expect(cssString(value)).toBe(expected);
  });

  it('selects an id of any characters by attribute', () => {
    expect(idSelector('Mobile-app-tour')).toBe('[id="Mobile-app-tour"]');
    expect(idSelector('9 "odd"')).toBe('[id="9 \\"odd\\""]');
  });
});
