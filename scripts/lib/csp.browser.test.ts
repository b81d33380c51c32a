// @vitest-environment node
/**
 * The policy the build writes, in a real browser: a page runs its own inline script and style, and
 * the same page with its inline script changed after the build (an injection, a tampered CDN copy)
 * is refused by its own policy. Chromium via Playwright, the e2e tests' browser (chromium.ts).
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { testBrowserPath } from './chromium';
import { FILE_POLICY, NO_FACTS, PAGE_HEADER_POLICY, pagePolicy, serializePolicy, withPolicyMeta } from './csp';

const ORIGIN = 'http://csp.test';

const SOURCE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Policy</title>',
  '<style data-precedence="content" data-href="content-a">#styled{color:rgb(1, 2, 3)}</style>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</head><body><p id="styled">Styled</p>',
  '<script>document.body.dataset.ran = "built";</script>',
  '</body></html>',
].join('');

const BUILT = withPolicyMeta(SOURCE, serializePolicy(pagePolicy(SOURCE, NO_FACTS)));

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: testBrowserPath(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

type Served = { body: string; contentType: string; headers?: Record<string, string> };

/** Its header policy, as _headers gives every page. */
const PAGE_HEADERS = { 'Content-Security-Policy': PAGE_HEADER_POLICY };
/** As _headers gives every file that is not a page. */
const FILE_HEADERS = { 'Content-Security-Policy': FILE_POLICY };

/**
 * Opens `html` as the page at ORIGIN/ (with `headers`), the other `files` served at their paths;
 * returns the page and the directives it reported violated.
 */
async function open(
  html: string,
  headers: Record<string, string> = {},
  files: Record<string, Served> = {},
): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = (Reflect.get(window, '__violations') as string[] | undefined) ?? [];
      list.push(event.effectiveDirective);
      Reflect.set(window, '__violations', list);
    });
  });
  await page.route(`${ORIGIN}/**`, (route) => {
    const file = files[new URL(route.request().url()).pathname] ?? { body: html, contentType: 'text/html; charset=utf-8', headers };
    return route.fulfill({ status: 200, contentType: file.contentType, body: file.body, headers: file.headers });
  });
  await page.goto(`${ORIGIN}/`);
  return { page, violations: () => page.evaluate(() => (Reflect.get(window, '__violations') as string[] | undefined) ?? []) };
}

describe('a built page in the browser', () => {
  it('runs its own inline script and style under its policy', async () => {
    const { page, violations } = await open(BUILT);
    expect(await page.evaluate(() => document.body.dataset.ran)).toBe('built');
    expect(await page.locator('#styled').evaluate((element) => getComputedStyle(element).color)).toBe('rgb(1, 2, 3)');
    expect(await violations()).toEqual([]);
    await page.close();
  }, 30_000);

  it('refuses its inline script once it is changed after the build', async () => {
    const tampered = BUILT.replace('dataset.ran = "built"', 'dataset.ran = "injected"');
    expect(tampered).not.toBe(BUILT);
    const { page, violations } = await open(tampered);
    expect(await page.evaluate(() => document.body.dataset.ran)).toBeUndefined();
    expect(await violations()).toEqual(['script-src-elem']);
    await page.close();
  }, 30_000);

  it('refuses a changed inline style, and a style attribute', async () => {
    const tampered = BUILT.replace('rgb(1, 2, 3)', 'rgb(9, 9, 9)').replace('<p id="styled">', '<p id="styled" style="font-size:40px">');
    const { page, violations } = await open(tampered);
    const style = await page.locator('#styled').evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).fontSize]);
    expect(style).not.toContain('rgb(9, 9, 9)');
    expect(style).not.toContain('40px');
    expect((await violations()).sort()).toEqual(['style-src-attr', 'style-src-elem']);
    await page.close();
  }, 30_000);

  it('runs under its header policy beside its meta one, which forbids framing it', async () => {
    const { page, violations } = await open(BUILT, PAGE_HEADERS);
    expect(await page.evaluate(() => document.body.dataset.ran)).toBe('built');
    expect(await violations()).toEqual([]);
    await page.close();

    /** What the built page, framed by another page, ran: undefined when the browser refused to frame it. */
    const framedRun = async (headers: Record<string, string>) => {
      const framing = await open(
        '<!DOCTYPE html><title>Framing</title><iframe src="/framed/"></iframe>',
        {},
        {
          '/framed/': { body: BUILT, contentType: 'text/html; charset=utf-8', headers },
        },
      );
      await framing.page.waitForLoadState('load');
      const ran = await framing.page.frames()[1]?.evaluate(() => document.body?.dataset.ran);
      await framing.page.close();
      return ran;
    };
    expect(await framedRun(PAGE_HEADERS)).toBeUndefined();
    expect(await framedRun({})).toBe('built');
  }, 30_000);

  it('loads its script, stylesheet and image though their responses carry the file sandbox policy', async () => {
    const html = withPolicyMeta(
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Files</title><link rel="stylesheet" href="/_next/static/site.css"/></head>' +
        '<body><p id="styled">Styled</p><img alt="Logo" src="/images/logo.svg"/><script src="/_next/static/app.js"></script></body></html>',
      serializePolicy(pagePolicy('', NO_FACTS)),
    );
    const { page, violations } = await open(html, PAGE_HEADERS, {
      '/_next/static/site.css': { body: '#styled{color:rgb(4, 5, 6)}', contentType: 'text/css', headers: FILE_HEADERS },
      '/_next/static/app.js': { body: 'document.body.dataset.ran = "file";', contentType: 'text/javascript', headers: FILE_HEADERS },
      '/images/logo.svg': {
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><style>rect{fill:red}</style><rect width="40" height="20"/></svg>',
        contentType: 'image/svg+xml',
        headers: FILE_HEADERS,
      },
    });
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => document.body.dataset.ran)).toBe('file');
    expect(await page.locator('#styled').evaluate((element) => getComputedStyle(element).color)).toBe('rgb(4, 5, 6)');
    expect(await page.getByRole('img', { name: 'Logo' }).evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(40);
    expect(await violations()).toEqual([]);
    await page.close();
  }, 30_000);
});

describe('a file opened on its own in the browser', () => {
  it('runs no script of an SVG served with the file sandbox policy, and the SVG still shows', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><style>rect{fill:rgb(7, 8, 9)}</style><rect width="40" height="20"/>' +
      '<script>document.documentElement.setAttribute("data-ran", "svg")</script></svg>';
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: svg, headers: FILE_HEADERS }));
    await page.goto(`${ORIGIN}/images/evil.svg`);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-ran'))).toBeNull();
    expect(await page.locator('rect').evaluate((rect) => getComputedStyle(rect).fill)).toBe('rgb(7, 8, 9)');
    await page.close();

    // The same SVG without the policy runs its script: the test can fail.
    const bare = await browser.newPage();
    await bare.route(`${ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: svg }));
    await bare.goto(`${ORIGIN}/images/evil.svg`);
    expect(await bare.evaluate(() => document.documentElement.getAttribute('data-ran'))).toBe('svg');
    await bare.close();
  }, 30_000);
});
