import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { analyzeAccessibility, WCAG_TAGS } from './tests/e2e/axe';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext();
const page = await context.newPage();
for (const url of ['http://127.0.0.1:6200/personal/', 'http://127.0.0.1:6206/', 'http://127.0.0.1:6200/this-is-404/']) {
  await page.goto(url, { waitUntil: 'networkidle' });
  const strip = (r: any) => JSON.stringify(['violations','passes','incomplete','inapplicable'].map((k) => r[k].map((x: any) => [x.id, x.nodes.length])));
  let t = Date.now();
  const a = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).withTags([...WCAG_TAGS]).analyze();
  const ta = Date.now() - t; t = Date.now();
  const b = await analyzeAccessibility(page, { rules: { 'label-content-name-mismatch': { enabled: true } } });
  const tb = Date.now() - t; t = Date.now();
  const c = await analyzeAccessibility(page, { rules: { 'label-content-name-mismatch': { enabled: true } } });
  const tc = Date.now() - t;
  console.log(url, 'same:', strip(a) === strip(b) && strip(b) === strip(c), 'builder', ta, 'ms; ours first', tb, 'ms, again', tc, 'ms; frames', page.frames().length, 'violations', a.violations.length, 'passes', a.passes.length);
  const d = await new AxeBuilder({ page }).include('footer').withTags(['wcag2a']).analyze();
  const e = await analyzeAccessibility(page, { include: 'footer', tags: ['wcag2a'] });
  console.log(' include footer same:', strip(d) === strip(e), d.passes.length);
}
console.log('pages in test context', context.pages().length);
await browser.close();
