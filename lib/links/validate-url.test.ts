import fc from 'fast-check';
import { applyTokenOverrides, localiseHref, resolveTokens, UnknownTokenError } from './index';
import { hostRefusal } from './allowed-hosts';
import {
  checkUrl,
  HREF_SCHEMES,
  invisibleCharacter,
  LINK_SCHEMES,
  lookupToken,
  telDisplayProblem,
  type UrlKind,
  type UrlOptions,
  UnsafeUrlError,
} from './validate-url';

const tokens = {
  bankUrl: 'https://www.axosbank.com',
  commercialBankingUrl: 'https://www.axosbank.com/commercial',
  loanPaymentUrl: 'https://payments.axosbank.com',
  leadReceiverUrl: 'https://leads.axosbank.com/v1/web-leads',
  localUrl: 'http://127.0.0.1:4090',
};
const hosts = new Set(['www.axosbank.com', 'payments.axosbank.com', 'leads.axosbank.com']);

function verdict(raw: string, kind: UrlKind, options: UrlOptions = {}): string {
  const result = checkUrl(raw, kind, tokens, hosts, options);
  return result.ok ? `ok ${result.url}` : result.message;
}

describe('checkUrl accepts what each kind of URL may be', () => {
  it.each<[string, UrlKind, string]>([
    ['/personal', 'link', 'ok /personal'],
    ['/about-us/faqs#team', 'link', 'ok /about-us/faqs#team'],
    ['#rates', 'link', 'ok #rates'],
    ['{bankUrl}', 'link', 'ok https://www.axosbank.com'],
    ['{bankUrl}/personal?x=1#y', 'link', 'ok https://www.axosbank.com/personal?x=1#y'],
    ['{commercialBankingUrl}/lending', 'link', 'ok https://www.axosbank.com/commercial/lending'],
    ['https://www.fdic.gov/resources', 'link', 'ok https://www.fdic.gov/resources'],
    ['https://example.com', 'link', 'ok https://example.com'],
    ['mailto:help@axosbank.com', 'link', 'ok mailto:help@axosbank.com'],
    ['tel:18885022967', 'link', 'ok tel:18885022967'],
    ['tel:+1-888-502-2967', 'link', 'ok tel:+1-888-502-2967'],
    ['irc://irc.example.com/chan', 'markdownLink', 'ok irc://irc.example.com/chan'],
    ['xmpp:help@example.com', 'markdownLink', 'ok xmpp:help@example.com'],
    ['{leadReceiverUrl}', 'endpoint', 'ok https://leads.axosbank.com/v1/web-leads'],
    ['https://calculators.axosbank.com/mortgage', 'frame', 'ok https://calculators.axosbank.com/mortgage'],
    ['/images/hero.svg', 'image', 'ok /images/hero.svg'],
    ['https://img.youtube.com/vi/x/hqdefault.jpg', 'image', 'ok https://img.youtube.com/vi/x/hqdefault.jpg'],
    ['{bankUrl}', 'siteUrl', 'ok https://www.axosbank.com'],
    ['https://www.axosbank.com', 'siteUrl', 'ok https://www.axosbank.com'],
    ['https://staging.example.com/', 'tokenValue', 'ok https://staging.example.com/'],
  ])('%s as %s', (raw, kind, expected) => {
    expect(verdict(raw, kind)).toBe(expected);
  });

  it.each<[string, UrlKind, string]>([
    ['{localUrl}/leads', 'endpoint', 'ok http://127.0.0.1:4090/leads'],
    ['http://localhost:4090/x', 'frame', 'ok http://localhost:4090/x'],
    ['http://[::1]:4090/leads', 'tokenValue', 'ok http://[::1]:4090/leads'],
  ])('%s as %s in a local build (npm run build -- --local-leads)', (raw, kind, expected) => {
    expect(verdict(raw, kind, { local: true })).toBe(expected);
  });
});

describe('checkUrl refuses, naming the problem', () => {
  it.each<[string, string, UrlKind, string]>([
    // Item 1: schemes outside the list, however they are spelt.
    ['data: URL', 'data:text/html,<script>alert(1)</script>', 'link', 'The scheme "data:" is not allowed'],
    ['vbscript:', 'vbscript:msgbox(1)', 'link', 'The scheme "vbscript:" is not allowed'],
    ['file:', 'file:///etc/passwd', 'link', 'The scheme "file:" is not allowed'],
    ['javascript:', 'javascript:alert(1)', 'link', 'The scheme "javascript:" is not allowed'],
    ['mixed-case javascript:', 'JaVaScRiPt:alert(1)', 'link', 'The scheme "javascript:" is not allowed'],
    ['javascript: split by a tab', 'java\tscript:alert(1)', 'link', 'Contains an invisible U+0009 TAB'],
    ['javascript: after a space', ' javascript:alert(1)', 'link', 'Starts or ends with a space'],
    ['javascript: in Markdown', 'javascript:alert(1)', 'markdownLink', 'The scheme "javascript:" is not allowed'],
    ['tel: in Markdown, which react-markdown drops', 'tel:123', 'markdownLink', 'The scheme "tel:" is not allowed'],
    ['irc: outside Markdown', 'irc://irc.example.com', 'link', 'The scheme "irc:" is not allowed'],
    // Item 2: userinfo and hosts the token does not promise.
    ['userinfo after a token', '{bankUrl}@evil.example/hook', 'endpoint', '{bankUrl} must be followed by /, ? or #'],
    ['userinfo after a token, in a frame', '{bankUrl}@evil.example/frame', 'frame', '{bankUrl} must be followed by /, ? or #'],
    ['another host after a token', '{bankUrl}.evil.example', 'link', '{bankUrl} must be followed by /, ? or #'],
    ['a port after a token', '{bankUrl}:8443/x', 'link', '{bankUrl} must be followed by /, ? or #'],
    ['userinfo written out', 'https://www.axosbank.com@evil.example/hook', 'endpoint', 'Has a user name before "@" (evil.example would be the real host)'],
    ['userinfo in a link', 'https://user:pass@example.com/', 'link', 'Has a user name before "@"'],
    ['a token in the middle', 'https://evil.example/?next={bankUrl}', 'link', 'A {token} may only start a URL'],
    // Endpoints and frames: https only, http for this machine.
    ['http endpoint on an approved host', 'http://leads.axosbank.com/v1', 'endpoint', 'Plain http:// is not allowed: use https://leads.axosbank.com/v1'],
    ['relative endpoint', '/api/leads', 'endpoint', 'is not an absolute URL'],
    ['mailto: frame', 'mailto:a@b.example', 'frame', 'The scheme "mailto:" is not allowed'],
    // Item 3: siteUrl.
    ['siteUrl on another host', 'http://evil.example', 'siteUrl', '"http://evil.example" is not a company site'],
    ['siteUrl that is a path', '/no-such-page', 'siteUrl', '"/no-such-page" is not an absolute URL'],
    ['siteUrl over http', 'http://www.axosbank.com', 'siteUrl', 'is not a company site'],
    ['token value with a query', 'https://x.example/?a=1', 'tokenValue', 'A site URL has no query or fragment'],
    ['token value that is javascript:', 'javascript:alert(1)', 'tokenValue', 'The scheme "javascript:" is not allowed'],
    // Item 4: own properties only.
    ['{constructor}', '{constructor}', 'link', 'Unknown site URL token {constructor}'],
    ['{valueOf}', '{valueOf}', 'link', 'Unknown site URL token {valueOf}'],
    ['{toString}/x', '{toString}/x', 'link', 'Unknown site URL token {toString}'],
    ['{__proto__}', '{__proto__}', 'link', 'Has a { or } that is not part of a {token}'],
    ['{hasOwnProperty}', '{hasOwnProperty}', 'endpoint', 'Unknown site URL token {hasOwnProperty}'],
    // Item 8: token typos, relative links.
    ['spaces in a token', '{ loanPaymentUrl }', 'link', '"{ loanPaymentUrl }" is not a site URL token: write {loanPaymentUrl}'],
    ['double braces', '{{loanPaymentUrl}}', 'link', '"{{loanPaymentUrl}}" is not a site URL token: write {loanPaymentUrl}'],
    ['template syntax', '${loanPaymentUrl}', 'link', '"${loanPaymentUrl}" is not a site URL token: write {loanPaymentUrl}'],
    ['a percent-encoded token', '%7BevilUrl%7D/x', 'markdownLink', '"%7BevilUrl%7D" is not a site URL token: write {evilUrl}'],
    ['no leading slash', 'contact-us', 'link', '"contact-us" does not start with /: a route of this site is written /contact-us'],
    ['a dot path', './contact-us', 'link', 'a route of this site is written /contact-us'],
    ['protocol-relative', '//evil.example/x', 'link', 'has no scheme: write https://evil.example/x'],
    ['a backslash', '/\\evil.example', 'link', 'Contains a backslash'],
    ['bidi override', '/about\u202Egpj', 'link', 'Contains an invisible U+202E RIGHT-TO-LEFT OVERRIDE'],
    ['empty', '  ', 'link', 'Must not be empty'],
    ['mailto: without an address', 'mailto:', 'link', 'A mailto: link needs an address'],
    ['tel: with letters', 'tel:call-us', 'link', 'A tel: link is digits only'],
    // Issue 22.
    ['one slash after the scheme', 'https:/www.axosbank.com/personal', 'link', 'needs two slashes after the scheme: write https://www.axosbank.com/personal'],
    ['a space in a query', '/apply-now/?utm_source=home page', 'link', 'Contains a space ("/apply-now/?utm_source=home …"): write %20 instead'],
    ['a zero-width space', '/contact\u200B-us/', 'link', 'Contains an invisible U+200B ZERO WIDTH SPACE'],
    ['a no-break space', '/contact\u00A0us/', 'link', 'Contains an invisible U+00A0 NO-BREAK SPACE'],
    ['a host without its scheme', 'www.fdic.gov/resources', 'link', '"www.fdic.gov/resources" has no scheme: write https://www.fdic.gov/resources'],
    ['siteUrl with a path', 'https://www.axosbank.com/personal', 'siteUrl', 'A siteUrl is the domain root (https://www.axosbank.com), without a path'],
    ['an http portal', 'http://portal.example.com/register', 'secureLink', 'Plain http:// is not allowed: use https://portal.example.com/register'],
    ['an http player script', 'http://fast.wistia.com/e.js', 'script', 'The scheme "http:" is not allowed: a player script is an https:// URL'],
    ['a relative player script', '/e.js', 'script', 'is not an absolute URL'],
  ])('%s', (_name, raw, kind, expected) => {
    expect(verdict(raw, kind)).toContain(expected);
  });
});

describe('token lookup uses own properties only', () => {
  it('finds a token the table has and nothing from Object.prototype', () => {
    expect(lookupToken(tokens, 'bankUrl')).toBe('https://www.axosbank.com');
    for (const name of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']) {
      expect(lookupToken(tokens, name)).toBeUndefined();
    }
  });

  it('resolveTokens refuses {constructor} and a token followed by a host', () => {
    expect(() => resolveTokens('{constructor}', tokens)).toThrow(UnknownTokenError);
    expect(() => resolveTokens('{toString}/x', tokens)).toThrow('Unknown site URL token {toString}');
    expect(() => resolveTokens('{bankUrl}@evil.example/hook', tokens)).toThrow(UnsafeUrlError);
    expect(resolveTokens('{bankUrl}/x', tokens)).toBe('https://www.axosbank.com/x');
  });

  it('an environment override named after Object.prototype is no token', () => {
    const table = applyTokenOverrides(tokens, { SITE_URL_CONSTRUCTOR: 'https://evil.example' });
    expect(lookupToken(table, 'constructor')).toBeUndefined();
  });
});

describe('invisibleCharacter', () => {
  it.each([
    ['Rates\u202E', 'U+202E RIGHT-TO-LEFT OVERRIDE'],
    ['a\u2066b', 'U+2066 LEFT-TO-RIGHT ISOLATE'],
    ['a\u0007b', 'U+0007 CONTROL CHARACTER'],
    ['\uFEFFTitle', 'U+FEFF BYTE ORDER MARK'],
  ])('%j', (text, expected) => {
    expect(invisibleCharacter(text)).toBe(expected);
  });

  it('allows what the caller allows', () => {
    expect(invisibleCharacter('line\nbreak', ['\n'])).toBeUndefined();
    expect(invisibleCharacter('Plain title')).toBeUndefined();
  });
});

/** The scheme a browser gives an href on a page of the site, or "relative" for a path of the site. */
function browserScheme(href: string): string {
  const page = 'https://www.axosbank.com/personal/';
  const url = new URL(href, page);
  const sameSite = url.origin === new URL(page).origin && !/^[a-z][a-z0-9+.-]*:/i.test(href.trim()) && !href.trim().startsWith('//');
  return sameSite ? 'relative' : url.protocol;
}

/** Strings built to look like the dangerous cases, plus anything at all. */
const hrefLike = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.webUrl(),
  fc
    .tuple(
      fc.constantFrom('javascript', 'JaVaScRiPt', 'data', 'vbscript', 'file', 'http', 'https', 'mailto', 'tel', 'irc', 'xmpp', 'blob', 'about'),
      fc.constantFrom(':', '://', ':\t', '\t:', ' :', ':/\\'),
      fc.string(),
    )
    .map(([scheme, separator, rest]) => `${scheme}${separator}${rest}`),
  fc
    .tuple(
      fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u202E', '/', '//', '/\\', '\\\\', '#'),
      fc.constantFrom('java', 'jav\tascript', 'javascript', ''),
      fc.string(),
    )
    .map(([prefix, word, rest]) => `${prefix}${word}:${rest}`),
  fc
    .tuple(
      fc.constantFrom('{bankUrl}', '{constructor}', '{toString}', '{ bankUrl }', '{{bankUrl}}', '${bankUrl}', '%7BbankUrl%7D', '{localUrl}'),
      fc.constantFrom('', '/', '@', '.', ':', '?', '#', '@evil.example/'),
      fc.string(),
    )
    .map(([token, joint, rest]) => `${token}${joint}${rest}`),
);

describe('property: no string reaches an href with a scheme outside the list', () => {
  it('checkUrl(link) gives only http, https, mailto, tel or a path of this site', () => {
    fc.assert(
      fc.property(hrefLike, (raw) => {
        const result = checkUrl(raw, 'link', tokens, hosts);
        if (!result.ok) return;
        expect(['relative', ...LINK_SCHEMES]).toContain(browserScheme(result.url));
      }),
      { numRuns: 3000 },
    );
  });

  it('localiseHref, what every rendered link goes through, throws or gives an allowed scheme', () => {
    fc.assert(
      fc.property(hrefLike, (raw) => {
        // A property that returns false fails with the counterexample.
        try {
          return ['relative', ...HREF_SCHEMES].includes(browserScheme(localiseHref(raw, tokens, 'https://www.axosbank.com')));
        } catch (error) {
          return error instanceof UnsafeUrlError || error instanceof UnknownTokenError;
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('endpoints and frames are only ever https, or http on this machine', () => {
    fc.assert(
      fc.property(hrefLike, fc.constantFrom<UrlKind>('endpoint', 'frame'), (raw, kind) => {
        const result = checkUrl(raw, kind, tokens, hosts);
        if (!result.ok) return;
        const url = new URL(result.url);
        expect(url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))).toBe(true);
        expect(url.username + url.password).toBe('');
      }),
      { numRuns: 2000 },
    );
  });

  it('a URL that starts with a token stays on the host the token names', () => {
    fc.assert(
      fc.property(fc.constantFrom('bankUrl', 'loanPaymentUrl', 'commercialBankingUrl'), fc.string(), (name, rest) => {
        const result = checkUrl(`{${name}}${rest}`, 'link', tokens, hosts);
        if (!result.ok) return;
        expect(new URL(result.url).host).toBe(new URL(tokens[name as keyof typeof tokens]).host);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('issue 39: outside hosts only from the approved list, for what reaches a policy or a visitor’s data', () => {
  it.each<[string, UrlKind, string]>([
    [
      'https://leads.axosbank.com.evil.example/hook',
      'endpoint',
      'The host leads.axosbank.com.evil.example (it only looks like leads.axosbank.com) is not on the lead endpoints list',
    ],
    [
      'https://webto.salesforce.com.evil.example/servlet',
      'endpoint',
      'The host webto.salesforce.com.evil.example (it only looks like webto.salesforce.com) is not on the lead endpoints list',
    ],
    ['https://hooks.zapier.example/catch', 'endpoint', 'The host hooks.zapier.example is not on the lead endpoints list'],
    ['https://calculators.evil.example/mortgage', 'frame', 'The host calculators.evil.example is not on the frames list'],
    ['https://tracker.example/pixel.gif', 'image', 'The host tracker.example is not on the images list'],
    ['https://player.cheapvideo.example/embed.js', 'script', 'The host player.cheapvideo.example is not on the video players list'],
    [
      'https://online.axosbank.com.evil.example/login',
      'login',
      'The host online.axosbank.com.evil.example (it only looks like online.axosbank.com) is not on the login sites list',
    ],
  ])('%s as %s', (raw, kind, expected) => {
    expect(verdict(raw, kind)).toContain(expected);
    expect(verdict(raw, kind)).toContain('(lib/links/allowed-hosts.ts, reviewed by engineering)');
  });

  it.each<[string, UrlKind]>([
    ['https://leads.axosbank.com/v1/web-leads', 'endpoint'],
    ['https://webto.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8', 'endpoint'],
    ['https://atm.axosbank.com/locator', 'frame'],
    ['https://online.axosbank.com', 'login'],
    ['{loanPaymentUrl}', 'login'],
    // A link may lead anywhere: it opens the interstitial, and no host of it enters the policy.
    ['https://www.fdic.gov/resources', 'link'],
  ])('%s as %s is accepted', (raw, kind) => {
    expect(verdict(raw, kind)).toMatch(/^ok /);
  });
});

describe('issue 39: https only, on a named host', () => {
  it.each<[string, UrlKind, string]>([
    ['http://www.axosbank.com/personal', 'link', 'Plain http:// is not allowed: use https://www.axosbank.com/personal'],
    ['http://www.fdic.gov', 'markdownLink', 'Plain http:// is not allowed: use https://www.fdic.gov/'],
    ['http://online.axosbank.com', 'login', 'The scheme "http:" is not allowed: a login site is an https:// URL or a {token} site URL'],
    ['http://staging.example.com', 'tokenValue', 'Plain http:// is not allowed: use https://staging.example.com/'],
    ['http://127.0.0.1:8080/admin', 'link', "127.0.0.1 is the visitor's own machine (a loopback address)"],
    ['https://localhost/admin', 'link', "localhost is the visitor's own machine"],
    ['https://admin.localhost/', 'link', "admin.localhost is the visitor's own machine"],
    ['http://0x7f.1/', 'link', "127.0.0.1 is the visitor's own machine"],
    ['http://2130706433/', 'link', "127.0.0.1 is the visitor's own machine"],
    ['https://[::1]/', 'link', "[::1] is the visitor's own machine"],
    ['http://localhost:9999/leads', 'endpoint', 'localhost is this machine: only the local lead receiver of `npm run build -- --local-leads`'],
    ['http://127.0.0.1:6101/leads', 'tokenValue', '127.0.0.1 is this machine: only the local lead receiver'],
    ['https://10.0.0.8/intranet', 'link', '10.0.0.8 is a private network address'],
    ['https://172.16.4.1/', 'link', '172.16.4.1 is a private network address'],
    ['https://172.31.255.255/', 'link', '172.31.255.255 is a private network address'],
    ['https://192.168.1.1/router', 'link', '192.168.1.1 is a private network address'],
    ['https://169.254.169.254/latest/meta-data', 'endpoint', '169.254.169.254 is a private network address'],
    ['https://[fd12:3456::1]/', 'link', '[fd12:3456::1] is a private network address'],
    ['https://[fe80::1]/', 'link', '[fe80::1] is a private network address'],
    ['https://8.8.8.8/', 'link', '8.8.8.8 is a bare IP address: use the https:// host name of the site'],
    ['https://172.32.0.1/', 'link', '172.32.0.1 is a bare IP address'],
    ['https://[2001:db8::1]/', 'link', '[2001:db8::1] is a bare IP address'],
  ])('%s as %s', (raw, kind, expected) => {
    expect(verdict(raw, kind)).toContain(expected);
  });

  it('a local build reaches the local receiver over http, and nothing else: no other host, no other kind', () => {
    const local = { local: true };
    expect(verdict('http://127.0.0.1:6101/leads', 'endpoint', local)).toBe('ok http://127.0.0.1:6101/leads');
    expect(verdict('http://leads.axosbank.com/v1', 'endpoint', local)).toBe(
      'http:// is allowed only for the local lead receiver (localhost or 127.0.0.1): use https://leads.axosbank.com/v1',
    );
    expect(verdict('http://127.0.0.1:8080/admin', 'link', local)).toContain("127.0.0.1 is the visitor's own machine");
    expect(verdict('http://192.168.1.1/leads', 'endpoint', local)).toContain('192.168.1.1 is a private network address');
  });

  it('in a production build, endpoints and frames are only ever https on an approved host', () => {
    fc.assert(
      fc.property(hrefLike, fc.constantFrom<UrlKind>('endpoint', 'frame'), (raw, kind) => {
        const result = checkUrl(raw, kind, tokens, hosts);
        if (!result.ok) return;
        const url = new URL(result.url);
        expect(url.protocol).toBe('https:');
        expect(hostRefusal(url.hostname, kind === 'endpoint' ? 'leadEndpoints' : 'frames')).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });
});

describe('issue 39: mailto: leaves the message to the visitor and to one address', () => {
  it.each([
    [
      'mailto:help@axosbank.com?bcc=collector@evil.example',
      "A mailto: link must not add recipients: bcc=collector@evil.example would copy every visitor's message to collector@evil.example; remove it",
    ],
    ['mailto:help@axosbank.com?CC=collector@evil.example', 'A mailto: link must not add recipients: CC=collector@evil.example'],
    ['mailto:help@axosbank.com?subject=Hi&to=collector@evil.example', 'A mailto: link must not add recipients: to=collector@evil.example'],
    ['mailto:help@axosbank.com?body=My%20account%20number%20is', 'A mailto: link must not write the message (body=)'],
    ['mailto:help@axosbank.com,collector@evil.example', 'A mailto: link names one address, not several'],
    ['mailto:help@axosbank.com%2Ccollector@evil.example', 'A mailto: link names one address, not several'],
    ['mailto:help@axosbank.com?x-mailer=1', 'A mailto: link may carry only subject=, not x-mailer='],
    ['mailto:?subject=Hi', 'A mailto: link needs an address'],
  ])('%s', (raw, expected) => {
    expect(verdict(raw, 'link')).toContain(expected);
  });

  it('keeps a subject', () => {
    expect(verdict('mailto:help@axosbank.com?subject=Account%20question', 'link')).toBe('ok mailto:help@axosbank.com?subject=Account%20question');
  });
});

describe('issue 39: a dial number calls the number shown beside it', () => {
  it.each([
    ['18885022967', '1-888-502-2967'],
    ['tel:18449992967', 'Call 1-844-999-2967'],
    ['tel:+18885022967', '(888) 502-2967'],
    ['18885022967', 'Call us'],
  ])('tel %s beside %j agrees', (tel, display) => {
    expect(telDisplayProblem(tel, display)).toBeUndefined();
  });

  it.each([
    [
      '18885022968',
      '1-888-502-2967',
      'Dials 18885022968 but shows 1-888-502-2967: a visitor who reads the number and one who taps it would call different numbers',
    ],
    [
      'tel:18005551234',
      'Call 1-844-999-2967',
      'Dials 18005551234 but shows 1-844-999-2967: a visitor who reads the number and one who taps it would call different numbers',
    ],
    [
      '28885022967',
      '888-502-2967',
      'Dials 28885022967 but shows 888-502-2967: a visitor who reads the number and one who taps it would call different numbers',
    ],
  ])('tel %s beside %j is refused', (tel, display, expected) => {
    expect(telDisplayProblem(tel, display)).toBe(expected);
  });
});
