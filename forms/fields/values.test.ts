import { joinMulti } from './values';

describe('joinMulti', () => {
  it.each([
    [[], ''],
    [['RIA'], 'RIA'],
    [['Active Trading', 'Hybrid (RIA and BD)', 'Retail/Institutional'], 'Active Trading;Hybrid (RIA and BD);Retail/Institutional'],
    [['Address', ' Name ', ''], 'Address;Name'],
  ])('joins %j as %j', (values, expected) => expect(joinMulti(values)).toBe(expected));
});
