/**
 * Crawls every brand's export as served by scripts/serve.ts: starting at "/", at every <loc> of the
 * brand's sitemap.xml and at every page the export contains, it follows every same-origin link and
 * checks each page for console errors, uncaught exceptions, failed or erroring same-origin requests,
 * a title, one h1 in <main>, and axe-core WCAG 2.2 AA violations (also with every menu and dialog
 * open, at 1280 and at 375 px wide, and every form with its fields revealed and its errors shown).
 * Each page is loaded once and checked in all those states; axe checks each part where it first
 * appears or changes (a header or footer variant once per shard, an open control in what it shows, a
 * form's states in <main>: docs/testing.md, "End-to-end tests"). Problems are collected and reported
 * together at the end (an assertion thrown inside a page.on handler would not fail the test).
 *
 * The other specs leave these checks to it (the header's menus open, the static-block pages and
 * the footers at 1280 px), and run axe only in states the crawl does not reach: pages as loaded at
 * 375 px, a footer's groups opened on a phone, a wizard's later steps, a form after a failed send.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Frame, type Page, type Request, test } from './fixtures';
import { analyzeAccessibility, type AxeScope } from './axe';
import { BRAND_CODES, type BrandCode } from '../../lib/brands';
import { brandOrigin, exportDir, hasExport } from '../../scripts/lib/static-server';
import { selectedBrands } from './brands';
import { checkFormStates } from './form-states';
import { checkOpenStates, type OpenStateCheck } from './open-states';

const NOT_FOUND_PATH = '/this-page-does-not-exist/';
/** Linked files that are not pages (PDFs, images…) are checked with a request instead of a visit. */
const PAGE_EXTENSIONS = new Set(['', '.html', '.htm']);
/** Pages per crawl test: AXB's 77 pages make four tests, the smaller brands one each. */
const CRAWL_SHARD = 20;
/** The phone width the menus and dialogs are also checked at. */
const NARROW = { width: 375, height: 740 };

const selection = selectedBrands();

/**
 * Crawls one shard of a brand's pages from `page` (and, for the first shard, "/" and the sitemap's
 * routes), noting every problem in `watch`. Returns how many pages it visited.
 */
async function crawlShard(page: Page, brand: BrandCode, index: number, shard: string[], narrow: Set<string>, watch: PageWatch): Promise<number> {
  const origin = brandOrigin(brand);
  const wide = page.viewportSize() ?? { width: 1280, height: 720 };
  // Pages of the export are each visited by their own shard; a link to any other route of this
  // origin (one that would 404) is followed by the shard that found it.
  const exported = new Set(exportedPageRoutes(brand));

  const queue: string[] = [];
  const linkedFrom = new Map<string, Set<string>>();
  const enqueue = (route: string, from: string) => {
    const sources = linkedFrom.get(route);
    if (sources) {
      sources.add(from);
      return;
    }
    linkedFrom.set(route, new Set([from]));
    queue.push(route);
  };
  if (index === 0) {
    enqueue('/', 'the start');
    for (const route of sitemapRoutes(brand, watch.problems)) if (!exported.has(route) || shard.includes(route)) enqueue(route, 'sitemap.xml');
  }
  for (const route of shard) enqueue(route, `out/${brand}/`);

  const seenControls = new Set<string>();
  const seenChrome = new Set<string>();
  const seenNarrowControls = new Set<string>();
  let visited = 0;
  try {
    while (queue.length > 0) {
      const route = queue.shift() ?? '/';
      const from = [...(linkedFrom.get(route) ?? [])].join(', ');
      watch.setCurrent(route);

      if (!PAGE_EXTENSIONS.has(path.posix.extname(route))) {
        const response = await page.request.get(origin + route, { failOnStatusCode: false });
        if (response.status() >= 400) watch.note(`returned ${response.status()} (linked from ${from})`);
        continue;
      }

      const response = await page.goto(origin + route, { waitUntil: 'load' });
      visited += 1;
      const status = response?.status() ?? 0;
      if (status >= 400 || status === 0) {
        watch.note(`returned ${status || 'no response'} (linked from ${from})`);
        continue;
      }
      // What the page shows as loaded, read in one round trip to the browser.
      const loaded = await readLoadedPage(page);
      if (!loaded.title.trim()) watch.note('has no <title> (or an empty one)');
      // A page's first block carries its only h1 (docs/blocks.md, "Which block carries the h1": the hero's, the
      // headline block's, or the content banner's after an alert).
      if (loaded.h1s !== 1) watch.note(`has ${loaded.h1s} h1 elements in <main>, not one`);
      // Every image reserves its box (CLS 0): width and height on each <img>, dialogs included.
      for (const src of loaded.unsizedImages) watch.note(`has an image without width and height: ${src}`);
      // Same-page links ("#main-content") must point at an element that exists.
      for (const id of loaded.missingFragments) watch.note(`link to #${id}, but no element has that id`);
      // The brand's header and footer are the same markup on many pages: axe checks each variant
      // (the current section marked, a sub-navigation) where it first appears, and the rest of the
      // page everywhere. Markup and styles alike give the same results (one stylesheet a brand).
      const exclude: string[] = [];
      for (const part of ['header', 'footer'] as const) {
        const markup = loaded[part];
        if (markup === null) continue;
        if (seenChrome.has(markup)) exclude.push(chromeSelector(part));
        seenChrome.add(markup);
      }
      await checkAccessibility(page, watch, '', { exclude });
      await checkOpenStates(page, seenControls, openStateCheck(page, watch));
      if (narrow.has(route)) {
        // The same page at a phone's width: the header turns into its mobile menu.
        await page.setViewportSize(NARROW);
        watch.setCurrent(`${route} (375 px)`);
        await checkOpenStates(page, seenNarrowControls, openStateCheck(page, watch));
        watch.setCurrent(route);
        await page.setViewportSize(wide);
      }
      await checkFormStates(page, openStateCheck(page, watch));
      for (const href of loaded.links) {
        const target = sameOriginRoute(href, origin);
        if (target !== null && target !== route && !exported.has(target)) enqueue(target, route);
      }
    }
  } catch (error) {
    // A wait that timed out (the network never idle) says which requests held it.
    if (error instanceof Error) error.message += `\n  at ${watch.current()}; requests in flight: ${watch.inFlight().join(', ') || 'none'}`;
    throw error;
  }
  return visited;
}

for (const brand of BRAND_CODES) {
  test.describe(brand, () => {
    const origin = brandOrigin(brand);
    const selected = selection.brands.includes(brand);
    test.skip(
      !selected,
      `${brand} skipped: not in E2E_BRANDS="${selection.restrictedBy}" ` + `(out/${brand}/ ${hasExport(brand) ? 'exists' : 'does not exist'})`,
    );

    test.beforeEach(() => {
      expect(
        hasExport(brand),
        `out/${brand}/ does not exist: build it with BRAND=${brand} npm run build, ` + 'or set E2E_BRANDS to the brands you built (e.g. E2E_BRANDS=AXB).',
      ).toBe(true);
    });

    // A brand's pages are crawled in shards of CRAWL_SHARD pages, each a test of its own, so the two
    // workers share a large brand instead of one of them crawling it alone while the other waits.
    const shards = crawlShards(brand);
    for (const [index, shard] of shards.entries()) {
      const part = shards.length === 1 ? '' : ` (pages ${index + 1} of ${shards.length})`;
      test(`${brand}: every page loads cleanly, every link resolves, axe finds no violations, with each menu and dialog open also at 375 px${part}`, async ({
        page,
      }) => {
        // The pages whose menus and dialogs are also checked at 375 px: those that add a control.
        const narrow = new Set(pagesWithNewControls(brand).filter((route) => shard.includes(route)));
        // A guard against a hang, not a speed target: generous per page, as axe on a long page of a
        // busy 2-core machine can take several seconds (a slow machine's CI run on 2026-11-27 took
        // 330 s for a 20-page shard, close to the 12 s a page allowed before).
        test.setTimeout(120_000 + 30_000 * shard.length + 40_000 * narrow.size);
        const watch = watchPage(page, origin);
        // Each wait and action of the crawl is bounded (not by the shard's whole time): a page that
        // never settles fails the shard with the step it stuck at, instead of holding it for minutes.
        page.setDefaultTimeout(45_000);
        const visited = await crawlShard(page, brand, index, shard, narrow, watch);
        watch.setCurrent('(after the crawl)');

        expect(visited, `${brand}: no page was visited`).toBeGreaterThan(0);
        expect(watch.problems.length, report(brand, `${visited} pages crawled`, watch.problems)).toBe(0);
      });
    }

    test(`${brand}: an unknown path gets the brand's 404 page`, async ({ page }) => {
      const watch = watchPage(page, origin);
      watch.setCurrent(NOT_FOUND_PATH);
      const response = await page.goto(origin + NOT_FOUND_PATH, { waitUntil: 'load' });
      expect(response?.status(), `${brand}: GET ${NOT_FOUND_PATH} status`).toBe(404);
      await expect(page.getByRole('banner'), `${brand}: the 404 page has the brand's header`).toBeVisible();
      await expect(page, `${brand}: the 404 page's title`).toHaveTitle(/Page not found/);
      await checkAccessibility(page, watch);
      expect(watch.problems.length, report(brand, 'the 404 page', watch.problems)).toBe(0);
    });
  });
}

interface PageWatch {
  problems: string[];
  setCurrent(route: string): void;
  current(): string;
  note(problem: string): void;
  /** The page's requests that have neither finished nor failed. */
  inFlight(): string[];
}

/** Collects what goes wrong while pages load, each problem prefixed with the route being checked. */
function watchPage(page: Page, origin: string): PageWatch {
  const problems: string[] = [];
  let current = '/';
  const note = (problem: string) => problems.push(`${current}: ${problem}`);
  const isSameOrigin = (url: string) => url.startsWith(`${origin}/`);
  const isMainDocument = (request: Request) => {
    const frame = frameOf(request);
    return request.isNavigationRequest() && frame !== null && frame.parentFrame() === null;
  };

  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const location = message.location();
    // Chromium logs every erroring request as "Failed to load resource"; the response and
    // requestfailed handlers below already report same-origin ones with their URL.
    if (message.text().startsWith('Failed to load resource') && isSameOrigin(location.url)) return;
    const where = location.url ? ` (at ${location.url.replace(origin, '')}:${location.lineNumber})` : '';
    note(`console error: ${message.text()}${where}`);
  });
  page.on('pageerror', (error) => note(`uncaught ${error.name}: ${error.message}`));
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    if (!isSameOrigin(request.url())) return;
    // A request cancelled because the crawl moved on to the next page is not a fault of the page;
    // a file that is really missing answers 404, which the response handler reports.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    note(`request failed: ${request.resourceType()} ${request.url().replace(origin, '')} (${request.failure()?.errorText ?? 'unknown error'})`);
  });
  page.on('response', (response) => {
    if (!isSameOrigin(response.url()) || response.status() < 400) return;
    // The page's own status is checked where it is visited, with the pages that link to it.
    if (isMainDocument(response.request())) return;
    note(`${response.status()} for ${response.request().resourceType()} ${response.url().replace(origin, '')}`);
  });

  return {
    problems,
    note,
    setCurrent: (route) => (current = route),
    current: () => current,
    inFlight: () => [...pending].map((request) => `${request.method()} ${request.url()}`),
  };
}

function frameOf(request: Request): Frame | null {
  try {
    return request.frame();
  } catch {
    // Service-worker requests have no frame.
    return null;
  }
}

function openStateCheck(page: Page, watch: PageWatch): OpenStateCheck {
  return {
    axe: (state, scope) => checkAccessibility(page, watch, `with ${state}: `, scope),
    note: (problem) => watch.note(problem),
  };
}

async function checkAccessibility(page: Page, watch: PageWatch, prefix = '', scope: AxeScope = {}): Promise<void> {
  // label-content-name-mismatch (WCAG 2.5.3 Label in Name) is experimental in axe, so off unless enabled by name.
  const results = await analyzeAccessibility(page, { ...scope, rules: { 'label-content-name-mismatch': { enabled: true } } });
  for (const violation of results.violations) {
    const targets = violation.nodes.map((node) => `      - ${node.target.join(' ')}`).join('\n');
    watch.note(`${prefix}axe ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n` + `      ${violation.helpUrl}\n${targets}`);
  }
}

interface LoadedPage {
  title: string;
  /** h1 elements in <main>. */
  h1s: number;
  /** The src of each <img> without a width or a height. */
  unsizedImages: string[];
  /** The ids that same-page links ("#main-content") point at and no element has. */
  missingFragments: string[];
  /** The page's header and footer markup (null when it has none). */
  header: string | null;
  footer: string | null;
  /** Every link's resolved href. */
  links: string[];
}

/** What the crawl reads from a page as loaded, in one evaluation instead of one per question. */
function readLoadedPage(page: Page): Promise<LoadedPage> {
  return page.evaluate(
    (selectors) => {
      const ids = [...document.querySelectorAll('a[href^="#"]')]
        .map((a) => decodeURIComponent(a.getAttribute('href')?.slice(1) ?? ''))
        .filter((id) => id !== '' && id !== 'top' && !document.getElementById(id) && document.getElementsByName(id).length === 0);
      const chrome = (part: 'header' | 'footer') => document.querySelector(selectors[part])?.outerHTML ?? null;
      return {
        title: document.title,
        h1s: document.querySelectorAll('main h1').length,
        unsizedImages: [...document.querySelectorAll('img:not([width]), img:not([height])')].map((img) => img.getAttribute('src') ?? ''),
        missingFragments: [...new Set(ids)],
        header: chrome('header'),
        footer: chrome('footer'),
        links: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
      };
    },
    { header: chromeSelector('header'), footer: chromeSelector('footer') },
  );
}

/** The brand's header or footer: a child of <body> or of its one wrapper (not a card's or a dialog's). */
function chromeSelector(part: 'header' | 'footer'): string {
  return `body > ${part}, body > * > ${part}`;
}

/** The route of a same-origin http(s) link, without query or fragment; null for anything else (mailto:, tel:, other hosts). */
function sameOriginRoute(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return url.pathname;
}

/** The <loc> entries of out/<CODE>/sitemap.xml, as routes of the local server. */
function sitemapRoutes(brand: BrandCode, problems: string[]): string[] {
  const file = path.join(exportDir(brand), 'sitemap.xml');
  if (!fs.existsSync(file)) {
    problems.push(`sitemap.xml: out/${brand}/sitemap.xml does not exist`);
    return [];
  }
  const routes: string[] = [];
  for (const [, loc = ''] of fs.readFileSync(file, 'utf8').matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)) {
    try {
      routes.push(new URL(loc.replace(/&amp;/g, '&')).pathname);
    } catch {
      problems.push(`sitemap.xml: <loc>${loc}</loc> is not an absolute URL`);
    }
  }
  if (routes.length === 0) problems.push('sitemap.xml: has no <loc> entries');
  return routes;
}

/** The brand's exported pages in consecutive runs of about CRAWL_SHARD (one empty run when nothing is exported). */
function crawlShards(brand: BrandCode): string[][] {
  const routes = hasExport(brand) ? exportedPageRoutes(brand) : [];
  const count = Math.max(1, Math.ceil(routes.length / CRAWL_SHARD));
  const size = Math.ceil(routes.length / count);
  return Array.from({ length: count }, (_, index) => routes.slice(index * size, (index + 1) * size));
}

/** Every page in the export ("personal/index.html" -> "/personal/"), but the 404 pages. */
function exportedPageRoutes(brand: BrandCode): string[] {
  const dir = exportDir(brand);
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('_next/'))
    .filter((file) => !/^(404|_not-found)(\/|\.html$)/.test(file))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, '$1')}`)
    .sort();
}

/**
 * The pages worth opening menus on: those whose exported HTML names a control (aria-controls,
 * a dialog trigger, an external link) that no earlier page had. The desktop crawl visits every
 * page anyway; this keeps the 375 px pass to the pages that add something to check.
 */
function pagesWithNewControls(brand: BrandCode): string[] {
  const seen = new Set<string>();
  const dir = exportDir(brand);
  return exportedPageRoutes(brand).filter((route) => {
    const file = path.join(dir, route, 'index.html');
    if (!fs.existsSync(file)) return true;
    const html = fs.readFileSync(file, 'utf8');
    const controls = [
      ...[...html.matchAll(/aria-controls="([^"]+)"/g)].map((match) => `controls:${match[1]}`),
      ...(html.includes('aria-haspopup="dialog"') ? ['dialog'] : []),
      ...(html.includes('ext-link') ? ['ext-link'] : []),
    ];
    const fresh = controls.filter((control) => !seen.has(control));
    for (const control of fresh) seen.add(control);
    return fresh.length > 0 || route === '/';
  });
}

function report(brand: BrandCode, what: string, problems: readonly string[]): string {
  return `${brand}: ${problems.length} problem${problems.length === 1 ? '' : 's'} (${what}):\n\n  ${problems.join('\n  ')}\n`;
}
