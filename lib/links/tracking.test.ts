import { carriesTracking, mergeTrackingParams, watchTrackingParams } from './tracking';

describe('mergeTrackingParams (spec 01 §7)', () => {
  it.each([
    ['adds the page parameters to a bare route', '/personal/', '?utm_source=x&utm_medium=email', '/personal/?utm_source=x&utm_medium=email'],
    ['accepts the search without its question mark', '/personal/', 'utm_source=x', '/personal/?utm_source=x'],
    ['leaves the link alone when the page has no query', '/personal/', '', '/personal/'],
    ['leaves the link alone when the page query is only "?"', '/personal/', '?', '/personal/'],
    ['keeps the fragment after the query', '/about/#team', '?utm_source=x', '/about/?utm_source=x#team'],
    ['appends to the link query', '/about/?lang=en', '?utm_source=x', '/about/?lang=en&utm_source=x'],
    ['appends after a query ending in "&"', '/about/?lang=en&', '?utm_source=x', '/about/?lang=en&utm_source=x'],
    ['appends after an empty query', '/about/?', '?utm_source=x', '/about/?utm_source=x'],
    ["keeps the link's own value of a key both have", '/about/?utm_source=own', '?utm_source=page&gclid=1', '/about/?utm_source=own&gclid=1'],
    ['adds a key repeated in the page query once', '/', '?utm_source=a&utm_source=b', '/?utm_source=a'],
    ['merges [] keys, appending new values', '/x/?ids[]=1', '?ids[]=2&ids[]=3', '/x/?ids[]=1&ids%5B%5D=2&ids%5B%5D=3'],
    ['skips [] values the link already has', '/x/?ids[]=1&ids[]=2', '?ids[]=2&ids[]=1', '/x/?ids[]=1&ids[]=2'],
    ['recognises an encoded [] key on the link', '/x/?ids%5B%5D=1', '?ids[]=1&ids[]=4', '/x/?ids%5B%5D=1&ids%5B%5D=4'],
    ['skips a value repeated in the page query', '/x/', '?ids[]=1&ids[]=1', '/x/?ids%5B%5D=1'],
    ['encodes values', '/x/', '?q=a b&amp=1%262&e=%C3%A9', '/x/?q=a+b&amp=1%262&e=%C3%A9'],
    ['keeps a link query written unencoded as it is', '/x/?note=a b', '?utm_source=x', '/x/?note=a b&utm_source=x'],
    ['keeps an empty page value', '/x/', '?flag=', '/x/?flag='],
    ['works on an absolute same-origin URL', 'https://www.axosbank.com/x/', '?a=1', 'https://www.axosbank.com/x/?a=1'],
    ['works on a query-only href', '?page=2', '?page=5&utm_source=x', '?page=2&utm_source=x'],
    ['is idempotent', '/x/?utm_source=x&ids%5B%5D=1', '?utm_source=x&ids[]=1', '/x/?utm_source=x&ids%5B%5D=1'],
  ])('%s: %s + %s -> %s', (_what, href, search, expected) => {
    expect(mergeTrackingParams(href, search)).toBe(expected);
  });
});

describe('which links carry tracking parameters', () => {
  const location = { href: 'https://www.axosbank.com/personal/?utm_source=x', origin: 'https://www.axosbank.com' };
  function link(href: string, className = ''): HTMLAnchorElement {
    const a = document.createElement('a');
    a.setAttribute('href', href);
    if (className) a.className = className;
    return a;
  }

  it.each([
    ['a root-relative route', '/business/', '', true],
    ['a relative route', 'checking/', '', true],
    ['an absolute same-origin URL', 'https://www.axosbank.com/business/', '', true],
    ['a query-only href', '?page=2', '', true],
    ['an ext-link', 'https://www.fdic.gov/', 'ext-link', false],
    ['a same-origin link marked ext-link', '/business/', 'cta ext-link', false],
    ['a company host (another origin)', 'https://online.axosbank.com/', '', false],
    ['a mailto: link', 'mailto:help@axosbank.com', '', false],
    ['a tel: link', 'tel:18885022967', '', false],
    ['a fragment', '#main-content', '', false],
    ['an empty href', '', '', false],
  ])('%s (%s, class "%s") -> %s', (_what, href, className, expected) => {
    expect(carriesTracking(link(href, className), location)).toBe(expected);
  });
});

describe('watchTrackingParams in the document', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '';
  });

  it('rewrites internal links now and links added or changed later, never ext-links', async () => {
    window.history.replaceState(null, '', '/personal/?utm_source=x&ids[]=1');
    document.body.innerHTML = `
      <a href="/business/">Business</a>
      <a href="/about/?ids[]=2#team">About</a>
      <a class="ext-link" href="https://www.fdic.gov/">FDIC</a>
      <a href="#main-content">Skip</a>
      <a href="mailto:help@axosbank.com">Email</a>`;
    const stop = watchTrackingParams(document);
    const href = (name: string) => [...document.querySelectorAll('a')].find((a) => a.textContent === name)?.getAttribute('href');
    expect(href('Business')).toBe('/business/?utm_source=x&ids%5B%5D=1');
    expect(href('About')).toBe('/about/?ids[]=2&utm_source=x&ids%5B%5D=1#team');
    expect(href('FDIC')).toBe('https://www.fdic.gov/');
    expect(href('Skip')).toBe('#main-content');
    expect(href('Email')).toBe('mailto:help@axosbank.com');

    const menu = document.createElement('nav');
    menu.innerHTML = '<a href="/partners/">Partners</a>';
    document.body.append(menu);
    const business = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Business');
    business?.setAttribute('href', '/commercial/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(href('Partners')).toBe('/partners/?utm_source=x&ids%5B%5D=1');
    expect(href('Business')).toBe('/commercial/?utm_source=x&ids%5B%5D=1');

    stop();
    menu.innerHTML = '<a href="/later/">Later</a>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(href('Later')).toBe('/later/');
  });

  it('does nothing on a page without a query', () => {
    document.body.innerHTML = '<a href="/business/">Business</a>';
    watchTrackingParams(document)();
    expect(document.querySelector('a')).toHaveAttribute('href', '/business/');
  });
});
