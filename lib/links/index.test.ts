import siteUrls from '@/tests/fixtures/content/shared/site-urls.json';
import {
  applyTokenOverrides,
  companyHosts,
  internalRoute,
  isExternalHref,
  localiseHref,
  normaliseRoute,
  ownSiteHref,
  resolveTokens,
  tokenEnvName,
  tokensIn,
} from './index';

const tokens = { bankUrl: 'https://www.axosbank.com', onlineBankingUrl: 'https://online.axosbank.com/', clearingUrl: 'https://www.axosclearing.com' };

describe('resolveTokens', () => {
  it.each([
    ['{bankUrl}', 'https://www.axosbank.com'],
    ['{bankUrl}/personal', 'https://www.axosbank.com/personal'],
    ['{onlineBankingUrl}/login', 'https://online.axosbank.com/login'],
    ['{onlineBankingUrl}', 'https://online.axosbank.com/'],
    ['{clearingUrl}/a?x={bankUrl}', 'https://www.axosclearing.com/a?x=https://www.axosbank.com'],
    ['/personal/', '/personal/'],
    ['mailto:help@axosbank.com', 'mailto:help@axosbank.com'],
  ])('%s -> %s', (href, expected) => {
    expect(resolveTokens(href, tokens)).toBe(expected);
  });

  it('names an unknown token', () => {
    expect(() => resolveTokens('{nopeUrl}/x', tokens)).toThrow('Unknown site URL token {nopeUrl}');
  });

  it('lists the tokens an href uses', () => {
    expect(tokensIn('{a}/b/{cD}')).toEqual(['a', 'cD']);
  });
});

describe('token overrides from the environment', () => {
  it.each([
    ['bankUrl', 'SITE_URL_BANK_URL'],
    ['onlineBankingUrl', 'SITE_URL_ONLINE_BANKING_URL'],
    ['advisorServicesLoginUrl', 'SITE_URL_ADVISOR_SERVICES_LOGIN_URL'],
  ])('%s is overridden by %s', (token, env) => {
    expect(tokenEnvName(token)).toBe(env);
  });

  it.each([
    ['no override', {}, '{bankUrl}/personal', 'https://www.axosbank.com/personal'],
    ['an override', { SITE_URL_BANK_URL: 'https://staging.axosbank.com' }, '{bankUrl}/personal', 'https://staging.axosbank.com/personal'],
    [
      'an override with a trailing slash',
      { SITE_URL_BANK_URL: 'https://staging.axosbank.com/' },
      '{bankUrl}/personal',
      'https://staging.axosbank.com/personal',
    ],
    ['a blank override', { SITE_URL_BANK_URL: '' }, '{bankUrl}', 'https://www.axosbank.com'],
    ['an override of another token', { SITE_URL_CLEARING_URL: 'https://qa.axosclearing.com' }, '{bankUrl}', 'https://www.axosbank.com'],
    [
      'two overrides in one href',
      { SITE_URL_CLEARING_URL: 'https://qa.axosclearing.com', SITE_URL_BANK_URL: 'https://qa.axosbank.com' },
      '{clearingUrl}/a?back={bankUrl}',
      'https://qa.axosclearing.com/a?back=https://qa.axosbank.com',
    ],
    [
      'a multi-word token',
      { SITE_URL_ONLINE_BANKING_URL: 'https://qa-online.axosbank.com' },
      '{onlineBankingUrl}/login',
      'https://qa-online.axosbank.com/login',
    ],
  ])('with %s, %s resolves to %s', (_what, env, href, expected) => {
    expect(resolveTokens(href, applyTokenOverrides(tokens, env))).toBe(expected);
  });

  it('replaces only the overridden tokens and ignores blank values', () => {
    const table = applyTokenOverrides(tokens, {
      SITE_URL_BANK_URL: 'https://staging.axosbank.com',
      SITE_URL_CLEARING_URL: '  ',
    });
    expect(table).toEqual({ ...tokens, bankUrl: 'https://staging.axosbank.com' });
  });
});

describe('isExternalHref (spec 01 §7)', () => {
  const hosts = companyHosts(tokens);
  it.each([
    ['https://www.example.com/page', true],
    ['http://example.org', true],
    ['//cdn.example.net/file.pdf', true],
    ['ftp://files.example.com', true],
    ['https://www.axosbank.com/personal', false],
    ['https://ONLINE.axosbank.com/login', false],
    // Issue 39: plain http on a company host is not the company's page as the bank serves it.
    ['http://www.axosbank.com/personal', true],
    ['HTTP://online.axosbank.com/login', true],
    ['//www.axosclearing.com/x', false],
    ['mailto:help@axosbank.com', false],
    ['tel:18885022967', false],
    ['/personal/', false],
    ['#main-content', false],
    ['relative/path', false],
  ])('%s -> %s', (href, external) => {
    expect(isExternalHref(href, hosts)).toBe(external);
  });
});

describe('every company host of site-urls.json (its fixture copy) is internal', () => {
  const hosts = companyHosts(siteUrls.tokens);
  it.each(Object.entries(siteUrls.tokens))('{%s} (%s) and paths under it are not external', (_token, url) => {
    expect(isExternalHref(url, hosts)).toBe(false);
    expect(isExternalHref(`${url.replace(/\/$/, '')}/some/page?x=1#y`, hosts)).toBe(false);
    expect(isExternalHref(url.replace(/^https?:/, ''), hosts)).toBe(false);
  });

  it.each([
    ['https://www.fdic.gov/resources/deposit-insurance', true],
    ['https://axosbank.com.example.com/', true],
    ['https://evil-axosbank.com/', true],
    ['HTTPS://WWW.AXOSBANK.COM/personal', false],
    ['MAILTO:help@example.com', false],
    ['TEL:+18885022967', false],
    ['javascript:alert(1)', true],
    ['data:text/html,hi', true],
    [' https://www.example.com/ ', true],
    ['?page=2', false],
    ['', false],
  ])('%s -> external %s', (href, external) => {
    expect(isExternalHref(href, hosts)).toBe(external);
  });
});

describe("links to the brand's own site are its routes", () => {
  const bank = 'https://www.axosbank.com';
  it.each([
    ['https://www.axosbank.com/personal/bank/checking-accounts', bank, '/personal/bank/checking-accounts/'],
    ['https://www.axosbank.com', bank, '/'],
    ['https://www.axosbank.com/', bank, '/'],
    ['https://www.axosbank.com/personal?x=1&y=2#rates', bank, '/personal/?x=1&y=2#rates'],
    ['https://www.axosbank.com/personal/#rates', bank, '/personal/#rates'],
    ['http://www.axosbank.com/personal', bank, '/personal/'],
    ['//www.axosbank.com/personal', bank, '/personal/'],
    ['https://WWW.AXOSBANK.COM/Personal', bank, '/Personal/'],
    ['https://online.axosbank.com/login', bank, null],
    ['https://www.axosinvest.com/invest', bank, null],
    ['https://www.axosbank.com:8443/personal', bank, null],
    ['/personal', bank, null],
    ['mailto:help@axosbank.com', bank, null],
    ['https://www.axosbank.com/personal', undefined, null],
    ['https://www.axosinvest.com/invest/client-relationship-summary', 'https://www.axosinvest.com', '/invest/client-relationship-summary/'],
  ])('%s on %s -> %s', (href, origin, expected) => {
    expect(ownSiteHref(href, origin)).toBe(expected);
  });
});

describe('localiseHref: what a content href renders as', () => {
  const all = { ...tokens, investUrl: 'https://www.axosinvest.com', mortgageUrl: 'https://mortgage.axosbank.com' };
  it.each([
    ['own site by token', '{bankUrl}/personal/bank/cd-accounts', 'https://www.axosbank.com', '/personal/bank/cd-accounts/'],
    ['own site home', '{bankUrl}', 'https://www.axosbank.com', '/'],
    ['own site with query and fragment', '{bankUrl}/about?lang=en#team', 'https://www.axosbank.com', '/about/?lang=en#team'],
    ['own site of the invest brand', '{investUrl}/invest', 'https://www.axosinvest.com', '/invest/'],
    ['another brand of the company', '{investUrl}/invest', 'https://www.axosbank.com', 'https://www.axosinvest.com/invest'],
    ['a company host', '{mortgageUrl}/rates', 'https://www.axosbank.com', 'https://mortgage.axosbank.com/rates'],
    ['a route', '/personal', 'https://www.axosbank.com', '/personal/'],
    ['a route with query and fragment', '/about?x=1#team', 'https://www.axosbank.com', '/about/?x=1#team'],
    ['no own origin known', '{bankUrl}/personal', undefined, 'https://www.axosbank.com/personal'],
    ['an external URL', 'https://www.fdic.gov/', 'https://www.axosbank.com', 'https://www.fdic.gov/'],
    ['a tel link', 'tel:18885022967', 'https://www.axosbank.com', 'tel:18885022967'],
    ['a fragment', '#main-content', 'https://www.axosbank.com', '#main-content'],
    ['a file under public/', '/documents/fee-schedule.pdf', 'https://www.axosbank.com', '/documents/fee-schedule.pdf'],
    ['a file on the own site by token', '{bankUrl}/documents/fees.pdf?v=2', 'https://www.axosbank.com', '/documents/fees.pdf?v=2'],
  ])('%s: %s -> %s', (_what, href, origin, expected) => {
    expect(localiseHref(href, all, origin)).toBe(expected);
  });

  it('follows a token override: the staging bank site is still the bank brand itself', () => {
    const staging = applyTokenOverrides(all, { SITE_URL_BANK_URL: 'https://staging.axosbank.com' });
    expect(localiseHref('{bankUrl}/personal', staging, 'https://staging.axosbank.com')).toBe('/personal/');
  });
});

describe('internalRoute', () => {
  it.each([
    ['/', '/'],
    ['/personal', '/personal/'],
    ['/personal/', '/personal/'],
    ['/about-us/faqs?x=1#team', '/about-us/faqs/'],
    ['/a//b/', '/a/b/'],
    ['//cdn.example.com/x', null],
    ['https://www.axosbank.com/', null],
    ['{bankUrl}/x', null],
    ['tel:123', null],
    ['#top', null],
  ])('%s -> %s', (href, route) => {
    expect(internalRoute(href)).toBe(route);
  });

  it('normalises routes to one trailing slash', () => {
    expect(normaliseRoute('')).toBe('/');
    expect(normaliseRoute('products/select-cds')).toBe('/products/select-cds/');
  });
});
