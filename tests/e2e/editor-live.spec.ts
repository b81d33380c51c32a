/**
 * The browser editor shows a change at once (issue 38, items 3-5), as a marketer uses it on AXC:
 * a photo uploaded into a page shows in its thumbnail, the preview and the dev site without a
 * restart; a file named .png that is an HTML page is refused with a sentence and nothing is written;
 * a headline typed shows in the preview before it is saved (the file untouched until then); search
 * finds a page by a sentence of its body; the pages list gives each page's route beside its title.
 * One `npm run edit` for the file, on its own ports (DEV_LOOP_PORT+10..+12); every file it touches is
 * restored after each test. It reports the editor's start, typing-to-preview and save-to-preview
 * times as annotations (and on the console).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, type Locator, type Page, test } from './fixtures';
import { stopProcessGroup } from './process-group';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
// Above editor.spec.ts's ports (DEV_LOOP_PORT+1..+3), so the two files can run side by side.
const BASE = Number(process.env.DEV_LOOP_PORT ?? 5180) + 10;
const EDITOR = `http://127.0.0.1:${BASE}`;
const SITE = `http://127.0.0.1:${BASE + 2}`;
const HOME = 'content/AXC/pages/index.json';
const PHOTO = 'content/images/editor-live-photo.png';
const FAKE = 'content/images/editor-live-fake.png';
const NEW_PAGE = 'content/AXC/pages/editor-live-new-page.json';
const HEADLINE = 'A clearing partner built for independent firms';
const HERO_ALT = 'Bar chart with a rising trend line, representing growth for a broker-dealer';

let server: ChildProcess | undefined;
let log = '';
const original = fs.readFileSync(path.join(ROOT, HOME), 'utf8');

test.describe.configure({ mode: 'serial' });
// next dev compiles each page on demand; on a two-core machine the first one can take a minute.
test.setTimeout(240_000);

function read(file: string): string {
  return fs.readFileSync(path.join(ROOT, file), 'utf8');
}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
}

/** The page back as it was; the uploaded photos and their renditions gone. */
function restore(): void {
  if (read(HOME) !== original) fs.writeFileSync(path.join(ROOT, HOME), original);
  for (const file of [PHOTO, FAKE, NEW_PAGE]) fs.rmSync(path.join(ROOT, file), { force: true });
  for (const dir of ['public/_img', '.cache/renditions']) {
    for (const file of fs.existsSync(path.join(ROOT, dir)) ? fs.readdirSync(path.join(ROOT, dir)) : []) {
      if (file.startsWith('editor-live-')) fs.rmSync(path.join(ROOT, dir, file), { force: true });
    }
  }
}

function measured(what: string, milliseconds: number): void {
  const value = `${(milliseconds / 1000).toFixed(1)} s`;
  test.info().annotations.push({ type: what, description: value });
  console.log(`${what}: ${value}`);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  for (const file of [PHOTO, FAKE, NEW_PAGE]) expect(fs.existsSync(path.join(ROOT, file)), `${file} is left from an earlier run`).toBe(false);
  server = spawn('npm', ['run', '--silent', 'edit'], {
    cwd: ROOT,
    env: { ...process.env, BRAND: 'AXC', EDIT_PORT: String(BASE), EDIT_BACKEND_PORT: String(BASE + 1), EDIT_SITE_PORT: String(BASE + 2), NEXT_TELEMETRY_DISABLED: '1' },
    // Its own process group, so the whole tree (decap-server, next dev and its workers) is stopped at the end.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  // npm run edit prints its own start time once the editor and the dev site answer.
  await expect
    .poll(
      () => {
        if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error(`npm run edit exited:\n${log}`);
        return /ready in ([\d.]+) s/.exec(log)?.[1];
      },
      { timeout: 200_000, message: 'npm run edit printed its addresses' },
    )
    .toBeDefined();
  measured('editor start (npm run edit to ready)', Number(/ready in ([\d.]+) s/.exec(log)?.[1]) * 1000);
});

test.afterEach(restore);

test.afterAll(async () => {
  restore();
  await stopProcessGroup(server);
});

async function login(page: Page, hash: string): Promise<void> {
  await page.goto(`${EDITOR}/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`${EDITOR}/#/collections/pages/${hash}`);
}

/** The home page's hero, opened (Decap's expand button has no name of its own). */
async function openHero(page: Page): Promise<void> {
  await login(page, 'entries/index');
  await page.locator('label', { hasText: /^Hero\s*$/ }).first().locator('xpath=following-sibling::div[1]//button').first().click();
}

/** The hero's image field (an object of src, alt and decorative), opened. */
async function heroImage(page: Page): Promise<Locator> {
  const image = page
    .getByLabel('object field')
    .filter({ has: page.locator('label', { hasText: /^Image \(/ }) })
    .filter({ visible: true })
    .last();
  await image.getByRole('button', { name: 'Expand' }).first().click();
  return image;
}

/** Chooses a file from this computer as the image, through Decap's media library. */
async function upload(page: Page, image: Locator, file: string): Promise<void> {
  await image.getByRole('button', { name: 'Choose different image' }).click();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Choose selected' }).click();
}

/** Save, then "Save to this computer's copy" (the menu is opened again if Decap draws its toolbar again between the clicks). */
async function publish(page: Page): Promise<void> {
  await expect(async () => {
    const item = page.getByRole('menuitem', { name: "Save to this computer's copy", exact: true });
    if (!(await item.isVisible())) await page.getByRole('button', { name: 'Save', exact: true }).click({ timeout: 10_000 });
    await item.click({ timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
}

/** Decap's preview pane, and in it the page as the dev site renders it. */
function preview(page: Page) {
  const pane = page.frameLocator('iframe').first();
  return { pane, site: pane.frameLocator('iframe').first() };
}

/** The width an <img> was decoded at: 0 while it is broken. */
function decodedWidth(image: Locator): Promise<number> {
  return image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));
}

test('a photo uploaded into a page shows in its thumbnail, the preview and the dev site at once, without a restart', async ({ page, context }, testInfo) => {
  const file = testInfo.outputPath('editor-live-photo.png');
  await sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toFile(file);
  await openHero(page);
  const image = await heroImage(page);
  await upload(page, image, file);

  await expect.poll(() => decodedWidth(image.locator('img[src="/images/editor-live-photo.png"]'))).toBe(900);
  const shown = preview(page).site.getByRole('img', { name: HERO_ALT });
  await expect(shown).toHaveAttribute('src', '/_img/editor-live-photo-604x480.webp', { timeout: 60_000 });
  await expect.poll(() => decodedWidth(shown), { timeout: 30_000 }).toBe(604);
  // Not saved yet: nothing written.
  expect(read(HOME)).toBe(original);
  expect(fs.existsSync(path.join(ROOT, PHOTO))).toBe(false);

  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  expect(git('status', '--porcelain', '--', 'content')).toBe(` M ${HOME}\n?? ${PHOTO}\n`);
  expect(git('diff', '--numstat', '--', HOME)).toBe(`1\t1\t${HOME}\n`);
  expect(read(HOME)).toBe(original.replace('"src": "/images/hero-business.svg"', '"src": "/images/editor-live-photo.png"'));

  const site = await context.newPage();
  await site.goto(`${SITE}/`);
  const onSite = site.getByRole('img', { name: HERO_ALT });
  await expect(onSite).toHaveAttribute('src', '/_img/editor-live-photo-604x480.webp');
  await expect.poll(() => decodedWidth(onSite)).toBe(604);
});

test('a file named .png that is an HTML page is refused with a sentence, and nothing is written', async ({ page }, testInfo) => {
  const file = testInfo.outputPath('editor-live-fake.png');
  fs.writeFileSync(file, '<!doctype html><html><body><script>alert(1)</script></body></html>');
  await openHero(page);
  await upload(page, await heroImage(page), file);

  const refusal = /editor-live-fake\.png: Is an HTML page, not an image/;
  await expect(preview(page).pane.getByRole('alert')).toHaveText(refusal);
  await publish(page);
  // Decap's notice of the refused save, in the check's words.
  await expect(page.getByText(refusal)).toBeVisible();
  expect(fs.existsSync(path.join(ROOT, FAKE))).toBe(false);
  expect(read(HOME)).toBe(original);
});

test('a headline typed shows in the preview before it is saved; the file changes only on Publish', async ({ page }) => {
  await openHero(page);
  const { site } = preview(page);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(HEADLINE, { timeout: 60_000 });
  const headline = page.getByLabel('Headline', { exact: true }).filter({ visible: true }).first();

  const typed = Date.now();
  await headline.fill('Clearing for firms that think independently');
  await expect(site.getByRole('heading', { level: 1 })).toHaveText('Clearing for firms that think independently', { timeout: 30_000 });
  measured('typing to preview', Date.now() - typed);
  expect(read(HOME)).toBe(original);

  await headline.fill('Clearing for independent firms');
  const saved = Date.now();
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  await expect(site.getByRole('heading', { level: 1 })).toHaveText('Clearing for independent firms', { timeout: 30_000 });
  measured('save to preview', Date.now() - saved);
  expect(read(HOME)).toBe(original.replace(`"headline": "${HEADLINE}"`, '"headline": "Clearing for independent firms"'));
});

test('a new page previews before it is published and after', async ({ page }) => {
  await login(page, 'new');
  await page.getByLabel('Title', { exact: true }).filter({ visible: true }).first().fill('Editor live new page');
  await page.getByLabel('Description', { exact: true }).filter({ visible: true }).first().fill('A page previewed as it is made.');
  await page.getByRole('button', { name: 'Add blocks' }).click();
  await page.getByRole('menuitem', { name: 'Headline with body copy' }).click();
  await page.getByLabel('Headline', { exact: true }).filter({ visible: true }).last().fill('Previewed before it exists');

  const { pane, site } = preview(page);
  await expect(pane.getByRole('link', { name: `${SITE}/editor-live-new-page/` })).toBeVisible({ timeout: 60_000 });
  await expect(site.getByRole('heading', { name: 'Previewed before it exists' })).toBeVisible({ timeout: 60_000 });
  expect(fs.existsSync(path.join(ROOT, NEW_PAGE))).toBe(false);

  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  expect(JSON.parse(read(NEW_PAGE))).toMatchObject({ title: 'Editor live new page', blocks: [{ type: 'headline', headline: 'Previewed before it exists' }] });
  // The frame loads again after the save and finds the page (it used to say "We can't find that page" for minutes).
  await expect(site.getByRole('heading', { name: 'Previewed before it exists' })).toBeVisible({ timeout: 60_000 });
  await expect(site.getByText("We can't find that page")).toHaveCount(0);
});

test('search finds a page by a sentence of its body; the list gives each page its route', async ({ page }) => {
  await login(page, '');
  await expect(page.getByRole('link', { name: 'Terms of Service · /terms-of-service/' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Who We Serve · /who-we-serve/' })).toBeVisible();

  const search = page.getByPlaceholder('Search all');
  await search.fill('One platform for brokerage and advisory business, with consolidated reporting and billing');
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: /Search Results for/ })).toBeVisible();
  // The best match first (Decap's search is fuzzy: pages with the words scattered follow it).
  await expect(page.getByRole('link', { name: / · \// }).first()).toHaveText('Who We Serve · /who-we-serve/');

  // Nested folders give the whole route.
  await page.goto(`${EDITOR}/#/collections/pages/filter/axos-advantage`);
  await expect(page.getByRole('link', { name: 'Why Choose Axos · /axos-advantage/why-choose-axos/' })).toBeVisible();
});
