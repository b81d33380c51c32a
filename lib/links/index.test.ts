import {
  applyTokenOverrides,
  companyHosts,
  internalRoute,
  isExternalHref,
  normaliseRoute,
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
