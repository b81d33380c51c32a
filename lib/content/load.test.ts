import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteJson, writeContentTree } from '@/tests/fixtures/site';
import { Block } from './model/blocks';
import { formatProblem, validateBrands } from './index';
import { loadBrandContent } from './load';

/** A throwaway project root (writeContentTree) with a home page and a legal link group; a file given as undefined is left out. */
function fixture(files: Record<string, unknown>): string {
  const root = writeContentTree({
    'content/shared/link-groups.json': {
      $schema: '../schema/link-groups.schema.json',
      groups: { legal: { title: 'Legal', links: [{ name: 'Privacy', url: '{onlineBankingUrl}/privacy-policy' }] } },
    },
    'content/AXB/site.json': site(),
    'content/AXB/pages/index.json': page([hero('home-hero')]),
    ...files,
  });
  onTestFinished(() => fs.rmSync(root, { recursive: true, force: true }));
  return root;
}

function site(overrides: Record<string, unknown> = {}) {
  return siteJson({ logins: [{ id: 'personal', label: 'Personal', url: '{onlineBankingUrl}' }], ...overrides });
}

function page(blocks: unknown[], pointer = '../../schema/page.schema.json') {
  return { $schema: pointer, title: 'A page', description: 'What the page is about.', blocks };
}

function hero(id: string, extra: Record<string, unknown> = {}) {
  return { type: 'hero', id, headline: 'Banking that works', ...extra };
}

function problemsOf(root: string): string[] {
  const result = loadBrandContent('AXB', { root, env: {} });
  return result.ok ? [] : result.problems.map(formatProblem);
}

describe('drafts laid over content (npm run edit renders the entry being typed)', () => {
  it("reads a page's draft instead of its file, and a draft of a new page as a page at its route", () => {
    const root = fixture({});
    const drafts = fs.mkdtempSync(path.join(os.tmpdir(), 'drafts-'));
    onTestFinished(() => fs.rmSync(drafts, { recursive: true, force: true }));
    for (const [file, value] of Object.entries({
      'content/AXB/pages/index.json': page([hero('home-hero', { headline: 'Typed, not saved' })]),
      'content/AXB/pages/careers.json': page([hero('careers-hero')]),
    })) {
      fs.mkdirSync(path.dirname(path.join(drafts, file)), { recursive: true });
      fs.writeFileSync(path.join(drafts, file), JSON.stringify(value));
    }
    const result = loadBrandContent('AXB', { root, env: {}, drafts });
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.content.pages.map((entry) => [entry.route, entry.file])).toEqual([
      ['/careers/', 'content/AXB/pages/careers.json'],
      ['/', 'content/AXB/pages/index.json'],
    ]);
    expect(result.content.pages.find((entry) => entry.route === '/')?.page.blocks[0]).toMatchObject({ headline: 'Typed, not saved' });
    // The content file itself is as it was.
    const saved = JSON.parse(fs.readFileSync(path.join(root, 'content/AXB/pages/index.json'), 'utf8')) as { blocks: { headline: string }[] };
    expect(saved.blocks[0]?.headline).toBe('Banking that works');
  });

  it("reports a draft's problems at the content file it stands in for", () => {
    const root = fixture({});
    const drafts = fs.mkdtempSync(path.join(os.tmpdir(), 'drafts-'));
    onTestFinished(() => fs.rmSync(drafts, { recursive: true, force: true }));
    fs.mkdirSync(path.join(drafts, 'content/AXB/pages'), { recursive: true });
    fs.writeFileSync(path.join(drafts, 'content/AXB/pages/index.json'), JSON.stringify(page([{ type: 'hero', id: 'home-hero' }])));
    const result = loadBrandContent('AXB', { root, env: {}, drafts });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toContain('content/AXB/pages/index.json: blocks[0].headline: Required');
  });
});

describe('loading a brand', () => {
  it('returns typed pages with routes, defaults applied', () => {
    const root = fixture({
      'content/AXB/pages/products/select-cds.json': page([hero('cds')], '../../../schema/page.schema.json'),
    });
    const result = loadBrandContent('AXB', { root, env: {} });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.content.pages.map((entry) => [entry.route, entry.slug])).toEqual([
      ['/', []],
      ['/products/select-cds/', ['products', 'select-cds']],
    ]);
    expect(result.content.site.logo.width).toBe(120);
    const first = result.content.pages[0]?.page.blocks[0];
    expect(first?.type === 'hero' && first.imagePlacement).toBe('Right');
  });

  it('applies token overrides from the environment', () => {
    const result = loadBrandContent('AXB', { root: fixture({}), env: { SITE_URL_BANK_URL: 'https://staging.example.com' } });
    expect(result.ok && result.content.tokens.bankUrl).toBe('https://staging.example.com');
  });
});

describe('bad content is reported as file: json.path: problem', () => {
  it('malformed JSON, with the line and column', () => {
    const root = fixture({ 'content/AXB/pages/about.json': '{\n  "title": "About",\n  "blocks": [,]\n}' });
    expect(problemsOf(root)).toEqual([
      'content/AXB/pages/about.json: (root): Malformed JSON at line 3, column 14: value expected',
    ]);
  });

  it('a missing field', () => {
    const root = fixture({
      'content/AXB/pages/index.json': page([hero('a'), hero('b'), { type: 'headline', id: 'c' }]),
    });
    expect(problemsOf(root)).toEqual(['content/AXB/pages/index.json: blocks[2].headline: Required']);
  });

  it('an unknown block type, naming the known ones', () => {
    const root = fixture({ 'content/AXB/pages/index.json': page([{ type: 'carousel3d', id: 'x' }]) });
    expect(problemsOf(root)).toEqual([
      // Every registered block type, in registry order (blocks are added by several branches at once).
      `content/AXB/pages/index.json: blocks[0].type: Unknown block type "carousel3d"; expected one of: ${Block.options.map((option) => option.shape.type.value).join(', ')}`,
    ]);
  });

  it('a calculator name that is neither built in nor in the frames map', () => {
    const root = fixture({ 'content/AXB/pages/index.json': page([hero('a'), { type: 'calculator', id: 'calc', name: 'Mortgage Paymnet' }]) });
    expect(problemsOf(root)).toEqual([
      'content/AXB/pages/index.json: blocks[1].name: Unknown calculator "Mortgage Paymnet": use a built-in calculator (APY, Monthly Payment, Calculate a Loan Payment LVF, Max Loan, Annual Fee, Margin Trading, APY Balance, APY Balance AxosOne, ATM locator) or a frame named in content/shared/calculator-frames.json',
    ]);
  });

  it('a wrongly typed field and a wrong enum value', () => {
    const root = fixture({
      'content/AXB/pages/index.json': page([hero('a', { headline: 42, imagePlacement: 'Center' })]),
    });
    expect(problemsOf(root)).toEqual([
      'content/AXB/pages/index.json: blocks[0].headline: Expected string, got number 42',
      'content/AXB/pages/index.json: blocks[0].imagePlacement: Invalid option: expected one of "Right"|"Left"',
    ]);
  });

  it('a misspelt field name', () => {
    const root = fixture({ 'content/AXB/pages/index.json': page([hero('a', { headlne: 'typo' })]) });
    expect(problemsOf(root)).toEqual(['content/AXB/pages/index.json: blocks[0]: Unrecognized key: "headlne"']);
  });

  it('an image without alt text unless marked decorative', () => {
    const root = fixture({
      'content/AXB/pages/index.json': page([
        hero('a', { image: { src: '/images/hero-savings.svg', alt: '' } }),
        hero('b', { image: { src: '/images/hero-business.svg', alt: '', decorative: true } }),
      ]),
    });
    expect(problemsOf(root)).toEqual([
      'content/AXB/pages/index.json: blocks[0].image.alt: Alt text is required; mark the image "decorative": true if it adds nothing for a reader',
    ]);
  });

  it('an internal link to a route the brand does not have, wherever the link is', () => {
    const root = fixture({
      'content/AXB/site.json': site({ header: { items: [{ name: 'Loans', url: '/loans' }] } }),
      'content/AXB/pages/index.json': page([
        hero('a', {
          bodyCopy: 'See [our rates](/rates?term=12) or [home](/).',
          callToActionRow: [{ id: 'c', displayText: 'Apply', targetUrl: '/apply-now#form' }],
        }),
      ]),
    });
    expect(problemsOf(root)).toEqual([
      'content/AXB/site.json: header.items[0].url: Links to /loans/ but AXB has no page there',
      'content/AXB/pages/index.json: blocks[0].bodyCopy: Links to /rates/ but AXB has no page there',
      'content/AXB/pages/index.json: blocks[0].callToActionRow[0].targetUrl: Links to /apply-now/ but AXB has no page there',
    ]);
  });

  it("a link to the brand's own site by URL is one of its routes, checked like any route", () => {
    const cta = (id: string, targetUrl: string) => ({ id, displayText: 'Go', targetUrl });
    const root = fixture({
      'content/AXB/pages/personal.json': page([hero('p')]),
      'content/AXB/pages/index.json': page([
        hero('a', {
          bodyCopy: 'See [rates]({bankUrl}/rates#cds) and [sign in]({onlineBankingUrl}/nowhere).',
          callToActionRow: [
            cta('ok', '{bankUrl}/personal?utm_source=x'),
            cta('home', '{bankUrl}'),
            cta('https', 'https://www.axosbank.com/personal/'),
            cta('missing', '{bankUrl}/personal/bank/cd-accounts'),
            cta('absolute', 'http://www.axosbank.com/about'),
          ],
        }),
      ]),
    });
    expect(problemsOf(root)).toEqual([
      'content/AXB/pages/index.json: blocks[0].bodyCopy: Links to /rates/ but AXB has no page there ({bankUrl} is the AXB site itself)',
      'content/AXB/pages/index.json: blocks[0].callToActionRow[3].targetUrl: Links to /personal/bank/cd-accounts/ but AXB has no page there ({bankUrl} is the AXB site itself)',
      'content/AXB/pages/index.json: blocks[0].callToActionRow[4].targetUrl: Plain http:// is not allowed: use https://www.axosbank.com/about',
    ]);
  });

  it("another brand's site is a company link, not checked as a route", () => {
    const root = fixture({
      'content/AXC/site.json': site({ code: 'AXC', name: 'Axos Clearing', siteUrl: '{clearingUrl}' }),
      'content/AXC/pages/index.json': page([hero('a', { callToActionRow: [{ id: 'c', displayText: 'Bank', targetUrl: '{bankUrl}/no-such-page' }] })]),
      'content/shared/site-urls.json': {
        $schema: '../schema/site-urls.schema.json',
        tokens: { bankUrl: 'https://www.axosbank.com', onlineBankingUrl: 'https://online.axosbank.com', clearingUrl: 'https://www.axosclearing.com' },
      },
    });
    const result = loadBrandContent('AXC', { root, env: {} });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
  });

  it('follows a token override: the overridden own site is still the brand itself', () => {
    const root = fixture({
      'content/AXB/pages/index.json': page([hero('a', { callToActionRow: [{ id: 'c', displayText: 'Go', targetUrl: '{bankUrl}/missing' }] })]),
    });
    const result = loadBrandContent('AXB', { root, env: { SITE_URL_BANK_URL: 'https://staging.axosbank.com' } });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'content/AXB/pages/index.json: blocks[0].callToActionRow[0].targetUrl: Links to /missing/ but AXB has no page there ({bankUrl} is the AXB site itself)',
    ]);
  });

  it('an unknown {token}', () => {
    const root = fixture({
      'content/AXB/pages/index.json': page([hero('a', { callToActionRow: [{ id: 'c', displayText: 'Go', targetUrl: '{nopeUrl}/x' }] })]),
    });
    expect(problemsOf(root)).toEqual([
      'content/AXB/pages/index.json: blocks[0].callToActionRow[0].targetUrl: Unknown site URL token {nopeUrl}; known tokens are listed in content/shared/site-urls.json',
    ]);
  });

  it('two files that claim the same route', () => {
    const root = fixture({
      'content/AXB/pages/about.json': page([hero('a')]),
      'content/AXB/pages/about/index.json': page([hero('b')], '../../../schema/page.schema.json'),
    });
    expect(problemsOf(root)).toEqual([
      'content/AXB/pages/about/index.json: (root): Route /about/ is already claimed by content/AXB/pages/about.json',
    ]);
  });

  it('a file name that cannot be a route', () => {
    const root = fixture({ 'content/AXB/pages/About Us.json': page([hero('a')]) });
    expect(problemsOf(root)).toEqual([
      'content/AXB/pages/About Us.json: (root): "About Us" cannot be part of a route: use lowercase letters, digits and single hyphens',
    ]);
  });

  it('a wrong $schema pointer, so editors would not check the file', () => {
    const root = fixture({ 'content/AXB/pages/index.json': page([hero('a')], 'page.schema.json') });
    expect(problemsOf(root)).toEqual([
      'content/AXB/pages/index.json: $schema: Must be "../../schema/page.schema.json" so editors can check this file',
    ]);
  });

  it('a missing site file and home page, and a site.json in the wrong folder', () => {
    expect(problemsOf(fixture({ 'content/AXB/site.json': undefined, 'content/AXB/pages/index.json': undefined }))).toEqual([
      'content/AXB/site.json: (root): File not found',
      'content/AXB/pages: (root): The brand has no home page (pages/index.json)',
    ]);
    expect(problemsOf(fixture({ 'content/AXB/site.json': site({ code: 'AXC' }) }))).toEqual([
      'content/AXB/site.json: code: Must be "AXB", the folder this file is in',
    ]);
  });

  it('lists every problem of every file at once', () => {
    const root = fixture({
      'content/AXB/site.json': site({ theme: 'neon' }),
      'content/AXB/pages/index.json': page([{ type: 'hero' }, { type: 'nope', id: 'n' }]),
      'content/AXB/pages/broken.json': '{',
    });
    expect(problemsOf(root)).toHaveLength(5);
  });

  it('reports a problem in a shared file once across brands', () => {
    const root = fixture({
      'content/shared/site-urls.json': { $schema: '../schema/site-urls.schema.json', tokens: { bankUrl: 'not a url' } },
    });
    const lines = validateBrands(['AXB', 'AXC'], { root, env: {} }).map(formatProblem);
    expect(lines.filter((line) => line.startsWith('content/shared/site-urls.json'))).toEqual([
      'content/shared/site-urls.json: tokens.bankUrl: Contains a space ("not …"): write %20 instead',
    ]);
  });
});
