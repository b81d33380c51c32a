// @vitest-environment node
/**
 * The policy the build writes, in a real browser: a page runs its own inline script and style, and
 * the same page with its inline script changed after the build (an injection, a tampered CDN copy)
 * is refused by its own policy. Chromium via Playwright (Debian's when installed, as the e2e tests).
 */
import fs from 'node:fs';
import { type Browser, chromium, type Page } from '@playwright/test';
import { NO_FACTS, pagePolicy, serializePolicy, withPolicyMeta } from './csp';

const ORIGIN = 'http://csp.test';
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

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
    executablePath: fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
    args: ['--no-sandbox', '--disable-gpu'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** Opens `html` as a page of ORIGIN; returns the page and the directives it reported violated. */
async function open(html: string): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = (Reflect.get(window, '__violations') as string[] | undefined) ?? [];
      list.push(event.effectiveDirective);
      Reflect.set(window, '__violations', list);
    });
  });
  await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
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
});
