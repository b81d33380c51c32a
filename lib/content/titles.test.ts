import { hasStandaloneTitle, homeRoute, titleBrandProblem } from './titles';

describe('titleBrandProblem', () => {
  it.each([
    ['Checking Accounts | Axos Bank', 'Axos Bank', 'Checking Accounts'],
    ['Checking Accounts - AXOS   bank', 'Axos Bank', 'Checking Accounts'],
    ['Contact Axos Clearing', 'Axos Clearing', 'Contact'],
    ['Axos Invest | Managed Portfolios', 'Axos Invest', 'Managed Portfolios'],
    ['Axos Invest Customer Support', 'Axos Invest', 'Customer Support'],
    ['Axos Bank: Rates | Axos Bank', 'Axos Bank', 'Rates'],
  ])('%j names %j: write %j', (title, brand, fix) => {
    expect(titleBrandProblem(title, brand)).toBe(
      `Names the brand "${brand}", which the title template already adds (the page would be titled "${title} | ${brand}"): write "${fix}"`,
    );
  });

  it('a title that is only the brand name', () => {
    expect(titleBrandProblem('Axos Bank', 'Axos Bank')).toMatch(/: write what the page is about$/);
  });

  it.each([
    ['Checking Accounts', 'Axos Bank'],
    ['Digital Banking for Funds | Axos ALTS', 'Axos Bank'],
    ['Banking and Custody for Financial Advisors | Axos', 'Axos Bank'],
    ['Axos Banking App', 'Axos Bank'],
    ['LVF Vehicle Financed', 'LVF Vehicle Finance'],
    ['Why Choose Axos', 'Axos Clearing'],
  ])('%j is fine for %j (the brand name is not there as whole words)', (title, brand) => {
    expect(titleBrandProblem(title, brand)).toBeNull();
  });
});

describe('home pages keep their title whole', () => {
  it.each([
    ['/', '/', true],
    ['/', '/invest/', false],
    ['/invest', '/invest/', true],
    ['/invest', '/', true],
    ['/invest', '/invest/client-relationship-summary/', false],
    ['{investUrl}', '/', true],
  ])('logo homeUrl %s, route %s: %s', (homeUrl, route, standalone) => {
    expect(hasStandaloneTitle(route, { logo: { homeUrl } })).toBe(standalone);
  });

  it('the home route is where the logo leads', () => {
    expect(homeRoute({ logo: { homeUrl: '/invest' } })).toBe('/invest/');
    expect(homeRoute({ logo: { homeUrl: '/' } })).toBe('/');
  });
});
