/**
 * Issue 12: a content tree planted with every bad input the issue lists, checked the way
 * `npm run check:content` and the build check it. Each case must come back as
 * `file: json.path: problem` with its own message, all of them in one pass, and none as a crash.
 */
import fs from 'node:fs';
import { formatProblem, validateBrands } from '@/lib/content';
import { siteJson, writeContentTree } from '@/tests/fixtures/site';
import { cta, hero, leadForm, page, PAGE, problemsOf, runCheckContent, SITE } from './plant';

/** A second page, so links have a route to point at. */
const ABOUT = { 'content/AXB/pages/about.json': page([hero('about-hero'), { type: 'richText', id: 'team', markdown: 'Our team.' }]) };

describe('1. link fields accept only http, https, mailto, tel and routes', () => {
  it.each([
    ['data:text/html,<script>alert(1)</script>', 'The scheme "data:" is not allowed'],
    ['vbscript:msgbox(1)', 'The scheme "vbscript:" is not allowed'],
    ['file:///etc/passwd', 'The scheme "file:" is not allowed'],
    ['javascript:alert(1)', 'The scheme "javascript:" is not allowed'],
  ])('%s in a CTA, the header, the footer and executiveWebsite', (bad, message) => {
    const problems = problemsOf({
      [SITE]: siteJson({
        header: { items: [{ name: 'Home', url: bad }] },
        footer: { type: 'logo', variant: 'marine', links: [{ url: bad, text: 'Bad' }], social: 'parentBank', copyrightHolder: 'Axos Bank' },
      }),
      [PAGE]: page([
        hero('home-hero', { callToActionRow: [cta('go', bad)] }),
        { type: 'executiveBio', id: 'ceo', executiveName: 'Pat Lee', executiveTitle: 'CEO', executiveWebsite: bad, executiveLinkedIn: bad },
      ]),
    });
    for (const place of [
      `${SITE}: header.items[0].url`,
      `${SITE}: footer.links[0].url`,
      `${PAGE}: blocks[0].callToActionRow[0].targetUrl`,
      `${PAGE}: blocks[1].executiveWebsite`,
      `${PAGE}: blocks[1].executiveLinkedIn`,
    ]) {
      expect(problems.some((line) => line.startsWith(`${place}: ${message}`))).toBe(true);
    }
  });
});

describe('2. a token followed by userinfo or another host', () => {
  it('is refused in a webhook endpoint, an email check and a calculator frame', () => {
    const problems = problemsOf({
      [PAGE]: page([
        leadForm({ handler: 'webhook', url: '{bankUrl}@evil.example/hook' }, { emailCheck: { validator: 'service', url: '{bankUrl}.evil.example/check' } }),
      ]),
      'content/shared/calculator-frames.json': {
        $schema: '../schema/calculator-frames.schema.json',
        atmLocator: { title: 'ATM locator', url: '{bankUrl}@evil.example/frame' },
        frames: {},
      },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'content/shared/calculator-frames.json: atmLocator.url: {bankUrl} must be followed by /, ? or # (not "@evil.example/frame"), so the URL stays on www.axosbank.com',
        `${PAGE}: blocks[0].submit.url: {bankUrl} must be followed by /, ? or # (not "@evil.example/hook"), so the URL stays on www.axosbank.com`,
        `${PAGE}: blocks[0].emailCheck.url: {bankUrl} must be followed by /, ? or # (not ".evil.example/check"), so the URL stays on www.axosbank.com`,
      ]),
    );
  });
});

describe('3. siteUrl and SITE_URL_* overrides', () => {
  it('a siteUrl on another host, and one that is a path', () => {
    expect(problemsOf({ [SITE]: siteJson({ siteUrl: 'http://evil.example' }), [PAGE]: page([hero('h')]) })).toContain(
      `${SITE}: siteUrl: "http://evil.example" is not a company site: a siteUrl is a {token} site URL or an https:// URL on a company host`,
    );
    expect(problemsOf({ [SITE]: siteJson({ siteUrl: '/no-such-page' }), [PAGE]: page([hero('h')]) })).toContain(
      `${SITE}: siteUrl: "/no-such-page" is not an absolute URL: a siteUrl is a {token} site URL or an https:// URL on a company host`,
    );
  });

  it('an environment override that is not a site URL, named with the variable', () => {
    expect(problemsOf({ [PAGE]: page([hero('h')]) }, { SITE_URL_BANK_URL: 'javascript:alert(1)' })).toContain(
      'content/shared/site-urls.json: tokens.bankUrl: SITE_URL_BANK_URL="javascript:alert(1)" (environment): The scheme "javascript:" is not allowed: a site URL is https://',
    );
  });
});

describe('4. tokens are own properties of the table', () => {
  it.each(['{constructor}', '{valueOf}', '{toString}/x'])('%s is an unknown token, not a crash', (href) => {
    const name = href.slice(1, href.indexOf('}'));
    expect(problemsOf({ [PAGE]: page([hero('h', { callToActionRow: [cta('go', href)] })]) })).toEqual([
      `${PAGE}: blocks[0].callToActionRow[0].targetUrl: Unknown site URL token {${name}}; known tokens are listed in content/shared/site-urls.json`,
    ]);
  });
});

describe('5. links the old check did not read', () => {
  it('reference-style Markdown links, percent-encoded tokens and Markdown images', () => {
    const problems = problemsOf({
      [PAGE]: page([
        hero('h', {
          bodyCopy: 'See [our rates][r] and [more](%7BevilUrl%7D/x) and ![x](javascript:alert(1)).\n\n[r]: {evilUrl}',
        }),
      ]),
    });
    expect(problems).toEqual([
      `${PAGE}: blocks[0].bodyCopy: "%7BevilUrl%7D" is not a site URL token: write {evilUrl} (braces, no spaces)`,
      `${PAGE}: blocks[0].bodyCopy: The scheme "javascript:" is not allowed: an image is a file under public/ starting with / (e.g. /images/hero.svg) or an https:// URL`,
      `${PAGE}: blocks[0].bodyCopy: Unknown site URL token {evilUrl}; known tokens are listed in content/shared/site-urls.json`,
    ]);
  });
});

describe('6. what the build rejects, the check rejects', () => {
  it('a photo without its original, and an endpoint token that resolves to plain http', () => {
    const problems = problemsOf(
      {
        [PAGE]: page([
          hero('h', { image: { src: '/images/missing-photo.jpg', alt: 'A family' } }),
          leadForm({ handler: 'webhook', url: '{leadReceiverUrl}' }),
        ]),
        'content/shared/site-urls.json': {
          $schema: '../schema/site-urls.schema.json',
          tokens: { bankUrl: 'https://www.axosbank.com', onlineBankingUrl: 'https://online.axosbank.com', leadReceiverUrl: 'https://leads.axosbank.com/v1' },
        },
      },
      { SITE_URL_LEAD_RECEIVER_URL: 'http://leads.example.com' },
    );
    expect(problems).toEqual([
      'content/shared/site-urls.json: tokens.leadReceiverUrl: SITE_URL_LEAD_RECEIVER_URL="http://leads.example.com" (environment): Plain http:// is not allowed: use https://leads.example.com/',
      `${PAGE}: blocks[0].image.src: The original of "/images/missing-photo.jpg" is missing: add content/images/missing-photo.jpg`,
    ]);
  });
});

describe('7. every problem of every file in one pass', () => {
  it('link and token problems beside the field errors of the same file, and of other files', () => {
    const problems = problemsOf({
      [PAGE]: page([hero('h', { headline: 42, callToActionRow: [cta('go', '/nowhere'), cta('x', '{nope}')] }), { type: 'carousel3d', id: 'c' }]),
      'content/AXB/pages/rates.json': page([hero('r', { bogus: true, callToActionRow: [cta('go', 'javascript:alert(1)')] })]),
    });
    expect(problems).toEqual([
      `${PAGE}: blocks[0].headline: Expected string, got number 42`,
      expect.stringMatching(/^content\/AXB\/pages\/index\.json: blocks\[1\]\.type: Unknown block type "carousel3d"; expected one of: /),
      `${PAGE}: blocks[0].callToActionRow[0].targetUrl: Links to /nowhere/ but AXB has no page there`,
      `${PAGE}: blocks[0].callToActionRow[1].targetUrl: Unknown site URL token {nope}; known tokens are listed in content/shared/site-urls.json`,
      'content/AXB/pages/rates.json: blocks[0]: Unrecognized key: "bogus"',
      'content/AXB/pages/rates.json: blocks[0].callToActionRow[0].targetUrl: The scheme "javascript:" is not allowed: a link may be http(s)://, mailto:, tel: or a route of this site starting with /',
    ]);
  });
});

describe('8. the quiet cases, each with its own message', () => {
  it('duplicate block ids', () => {
    expect(problemsOf({ [PAGE]: page([hero('same'), hero('same')]) })).toEqual([
      `${PAGE}: blocks[1].id: "same" is already the id of blocks[0]; each block of a page needs its own id`,
    ]);
  });

  it('a whitespace-only headline', () => {
    expect(problemsOf({ [PAGE]: page([hero('h', { headline: '   ' })]) })).toEqual([`${PAGE}: blocks[0].headline: Must contain text, not only spaces`]);
  });

  it('"blocks": []', () => {
    expect(problemsOf({ [PAGE]: page([]) })).toEqual([`${PAGE}: blocks: A page needs at least one block`]);
  });

  it('a page file named extra.JSON, and a file that is not JSON', () => {
    expect(problemsOf({ [PAGE]: page([hero('h')]), 'content/AXB/pages/extra.JSON': page([hero('x')]), 'content/AXB/pages/notes.txt': 'notes' })).toEqual([
      'content/AXB/pages/extra.JSON: (root): Is never built: page files end in .json, in lowercase',
      'content/AXB/pages/notes.txt: (root): Is never built: only .json files under pages/ become pages',
    ]);
  });

  it('pages/404.json', () => {
    expect(problemsOf({ [PAGE]: page([hero('h')]), 'content/AXB/pages/404.json': page([hero('x')]) })).toEqual([
      "content/AXB/pages/404.json: (root): Route /404/ is reserved: the site's own 404 page replaces it (and it would still be listed in the sitemap); choose another file name",
    ]);
  });

  it.each(['{ loanPaymentUrl }', '{{loanPaymentUrl}}', '${loanPaymentUrl}'])('the token typo %s, in a link and in Markdown text', (typo) => {
    expect(problemsOf({ [PAGE]: page([hero('h', { bodyCopy: `[Pay](${typo}) online.`, callToActionRow: [cta('go', typo)] })]) })).toEqual([
      `${PAGE}: blocks[0].bodyCopy: "${typo}" is not a site URL token: write {loanPaymentUrl} (braces, no spaces)`,
      `${PAGE}: blocks[0].callToActionRow[0].targetUrl: "${typo}" is not a site URL token: write {loanPaymentUrl} (braces, no spaces)`,
    ]);
  });

  it('a relative link without its leading slash, and fragments that point nowhere', () => {
    expect(
      problemsOf({
        ...ABOUT,
        [PAGE]: page([
          hero('h', {
            bodyCopy: 'See [us](/about#team), [the team](/about#nobody) and [top](#h).',
            callToActionRow: [cta('a', 'contact-us'), cta('b', '#missing'), cta('c', '/about#team'), cta('d', '#h-heading')],
          }),
        ]),
      }),
    ).toEqual([
      `${PAGE}: blocks[0].bodyCopy: Links to /about/#nobody but that page has no element with id "nobody"`,
      `${PAGE}: blocks[0].callToActionRow[0].targetUrl: "contact-us" does not start with /: a route of this site is written /contact-us`,
      `${PAGE}: blocks[0].callToActionRow[1].targetUrl: Links to #missing but this page has no element with that id`,
    ]);
  });

  it('a duplicated JSON key', () => {
    const text = `{"$schema": "../../schema/page.schema.json", "title": "Home", "title": "Home again", "description": "Home page.",
      "blocks": [{"type": "hero", "id": "h", "headline": "One", "headline": "Two"}]}`;
    expect(problemsOf({ [PAGE]: text })).toEqual([
      `${PAGE}: title: "title" appears twice in this object; only the last value would be used`,
      `${PAGE}: blocks[0].headline: "headline" appears twice in this object; only the last value would be used`,
    ]);
  });

  it('control characters and bidi overrides in titles', () => {
    expect(problemsOf({ [PAGE]: page([hero('h', { headline: 'Save\u0007 now' })], { title: 'Rates \u202Etxet' }) })).toEqual([
      `${PAGE}: title: Contains an invisible U+202E RIGHT-TO-LEFT OVERRIDE; delete it`,
      `${PAGE}: blocks[0].headline: Contains an invisible U+0007 CONTROL CHARACTER; delete it`,
    ]);
  });

  it('a byte-order mark, reported as such and the rest of the file still checked', () => {
    expect(problemsOf({ [PAGE]: `\uFEFF${JSON.stringify(page([hero('h', { callToActionRow: [cta('go', '/nowhere')] })]))}` })).toEqual([
      `${PAGE}: (root): Starts with an invisible byte-order mark (BOM): save the file as UTF-8 without BOM`,
      `${PAGE}: blocks[0].callToActionRow[0].targetUrl: Links to /nowhere/ but AXB has no page there`,
    ]);
  });
});

describe('npm run check:content on a planted tree', () => {
  it('lists the problems of every file and brand in one run, with no stack trace', () => {
    const root = writeContentTree({
      [PAGE]: page([hero('h', { callToActionRow: [cta('a', '{toString}/x'), cta('b', 'vbscript:x')] })]),
      'content/AXB/pages/about.json': page([hero('same'), hero('same')]),
    });
    try {
      const result = runCheckContent(root);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`${PAGE}: blocks[0].callToActionRow[0].targetUrl: Unknown site URL token {toString}`);
      expect(result.stderr).toContain(`${PAGE}: blocks[0].callToActionRow[1].targetUrl: The scheme "vbscript:" is not allowed`);
      expect(result.stderr).toContain('content/AXB/pages/about.json: blocks[1].id: "same" is already the id of blocks[0]');
      expect(result.stderr + result.stdout).not.toMatch(/\n\s+at /);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 30_000);

  it('validateBrands reports a shared file once for all brands', () => {
    const root = writeContentTree({
      [PAGE]: page([hero('h')]),
      'content/shared/link-groups.json': { $schema: '../schema/link-groups.schema.json', groups: { g: { title: 'G', links: [{ name: 'x', url: 'data:x' }] } } },
    });
    try {
      expect(validateBrands(['AXB', 'AXB'], { root, env: {} }).map(formatProblem)).toEqual([
        'content/shared/link-groups.json: groups.g.links[0].url: The scheme "data:" is not allowed: a link may be http(s)://, mailto:, tel: or a route of this site starting with /',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('issue 15: titles that repeat the brand, and labels without the visible text', () => {
  it('a page title that names the brand, but not on the home page, whose title is used whole', () => {
    expect(
      problemsOf({
        [PAGE]: page([hero('h')], { title: 'Axos Bank | Online Banking' }),
        'content/AXB/pages/checking.json': page([hero('c')], { title: 'Checking Accounts | Axos Bank' }),
        'content/AXB/pages/contact.json': page([hero('c')], { title: 'Contact axos  bank' }),
        'content/AXB/pages/alts.json': page([hero('c')], { title: 'Insured Cash Sweep | Axos ALTS' }),
      }),
    ).toEqual([
      'content/AXB/pages/checking.json: title: Names the brand "Axos Bank", which the title template already adds (the page would be titled "Checking Accounts | Axos Bank | Axos Bank"): write "Checking Accounts"',
      'content/AXB/pages/contact.json: title: Names the brand "Axos Bank", which the title template already adds (the page would be titled "Contact axos  bank | Axos Bank"): write "Contact"',
    ]);
  });

  it("a brand whose logo leads to /invest keeps that page's title whole, and the check runs even when site.json has another problem", () => {
    const site = siteJson({ name: 'Axos Invest', logo: { src: '/logos/axb.svg', alt: 'Axos Invest', height: 32, homeUrl: '/invest' }, crm: { bogus: 1 } });
    expect(
      problemsOf({
        [SITE]: site,
        [PAGE]: page([hero('h')], { title: 'Welcome to Axos Invest' }),
        'content/AXB/pages/invest.json': page([hero('i')], { title: 'Axos Invest | Managed Portfolios' }),
        'content/AXB/pages/invest/support.json': page([hero('s')], { title: 'Axos Invest Customer Support' }, '../../../schema/page.schema.json'),
      }),
    ).toEqual([
      `${SITE}: crm: Unrecognized key: "bogus"`,
      'content/AXB/pages/invest/support.json: title: Names the brand "Axos Invest", which the title template already adds (the page would be titled "Axos Invest Customer Support | Axos Invest"): write "Customer Support"',
    ]);
  });

  it('a footer link whose accessibility label does not contain its visible text (WCAG 2.5.3)', () => {
    const footer = {
      type: 'logo',
      variant: 'marine',
      links: [
        { url: '/', text: 'Contact Us', ariaLabel: 'Contact Axos Clearing' },
        { url: '/', text: 'Make a Payment', ariaLabel: 'make a  PAYMENT on your loan' },
        { url: '/', text: 'Make a Payment', ariaLabel: 'Make a loan payment' },
      ],
      social: 'parentBank',
      copyrightHolder: 'Axos Bank',
    };
    expect(problemsOf({ [SITE]: siteJson({ footer }), [PAGE]: page([hero('h')]) })).toEqual([
      `${SITE}: footer.links[0].ariaLabel: "Contact Axos Clearing" does not contain the link's visible text "Contact Us": an accessibility label must include what the link shows (WCAG 2.5.3 Label in Name), best at its start, e.g. "Contact Us …"`,
      `${SITE}: footer.links[2].ariaLabel: "Make a loan payment" does not contain the link's visible text "Make a Payment": an accessibility label must include what the link shows (WCAG 2.5.3 Label in Name), best at its start, e.g. "Make a Payment …"`,
    ]);
  });

  it('a monogram that is not one to three capital letters', () => {
    expect(problemsOf({ [SITE]: siteJson({ icon: { monogram: 'Axos' } }), [PAGE]: page([hero('h')]) })).toEqual([
      `${SITE}: icon.monogram: One to three capital letters A-Z, e.g. "AB"`,
    ]);
  });
});
