/**
 * npm run lighthouse: Lighthouse 12 (mobile preset: simulated slow 4G, 4x CPU slowdown) on each
 * built brand's home page and every page holding a lead form, a calculator or the marine loan
 * picker (scripts/lib/lighthouse-pages.ts reads them from the content), served as a CDN serves
 * them: the static server of `npm run serve`, with the export's _headers and its .br/.gz files.
 *
 * Prints one row per page, each figure the median of --runs (default 3) runs, then one line per
 * brand. It reports and never judges: the exit status is 0 whatever the figures, and 1 only when
 * it cannot run at all (no export, no Chromium, a bad argument).
 *
 *   BRAND=AXB npm run lighthouse -- --runs 1 --pages /,/privacy-request/ --findings --save .lighthouse
 *
 * Brands are served on PORT_BASE + 20 onwards (4120 by default), away from `npm run serve` and
 * the end-to-end tests. Chromium: /usr/bin/chromium, else CHROME_PATH, else chrome-launcher's
 * own search.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { getBrandContent } from '../lib/content';
import { brandsFromEnv } from './lib/brand-args';
import { auditPages, selectPages } from './lib/lighthouse-pages';
import {
  brandLines,
  CATEGORIES,
  type Figures,
  figuresOf,
  findingsOf,
  formatTable,
  type LighthouseResult,
  medianFigures,
  type Options,
  type PageRow,
  parseOptions,
} from './lib/lighthouse-report';
import { OUT } from './lib/next-build';
import { hasExport, portBase, startStaticServers } from './lib/static-server';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** Lighthouse's ports sit above those of `npm run serve` and the e2e tests for the same PORT_BASE. */
const PORT_OFFSET = 20;

let options: Options;
let base: number;
try {
  options = parseOptions(process.argv.slice(2));
  base = portBase() + PORT_OFFSET;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const outDir = options.out ? path.resolve(options.out) : OUT;
const requested = brandsFromEnv();
const brands = requested.filter((brand) => hasExport(brand, outDir));
for (const brand of requested.filter((code) => !hasExport(code, outDir))) {
  if (process.env.BRAND) console.warn(`${brand} is not built (${path.join(outDir, brand)}/ is missing); build it with BRAND=${brand} npm run build`);
}
if (brands.length === 0) {
  console.error('Nothing to measure: no brand has been built. Run npm run build (or BRAND=<code> npm run build) first.');
  process.exit(1);
}

const chromePath = fs.existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : process.env.CHROME_PATH || undefined;
const servers = await startStaticServers(brands, { portBase: base, outDir }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
const chrome = await chromeLauncher
  .launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
  .catch(async (error: unknown) => {
    console.error(`Could not start Chromium (${chromePath ?? 'chrome-launcher search'}): ${error instanceof Error ? error.message : error}`);
    await servers.close();
    process.exit(1);
  });

/** The version the runs report (printed with the table). */
let lighthouseVersion = '12';

/** One Lighthouse run of a URL: its figures, the findings, or the error that stopped it. */
async function measure(url: string): Promise<{ figures: Figures; result: LighthouseResult } | { error: string }> {
  try {
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!runner) return { error: 'Lighthouse returned no result' };
    lighthouseVersion = runner.lhr.lighthouseVersion;
    const result = runner.lhr as unknown as LighthouseResult;
    if (result.runtimeError) return { error: `${result.runtimeError.code}: ${result.runtimeError.message}` };
    return { figures: figuresOf(result), result };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

const rows: PageRow[] = [];
const started = Date.now();
try {
  for (const server of servers.servers) {
    const content = getBrandContent(server.brand);
    const pages = selectPages(auditPages(content), options.pages, new Set(content.pages.map((entry) => entry.route)));
    console.error(`${server.brand}: ${pages.length} page(s) x ${options.runs} run(s) at ${server.url}`);
    for (const page of pages) {
      const url = new URL(page.route, server.url).href;
      const runs: Figures[] = [];
      const errors: string[] = [];
      let last: LighthouseResult | undefined;
      for (let run = 0; run < options.runs; run += 1) {
        const outcome = await measure(url);
        if ('error' in outcome) errors.push(outcome.error);
        else {
          runs.push(outcome.figures);
          last = outcome.result;
        }
      }
      const row: PageRow = {
        brand: server.brand,
        route: page.route,
        figures: medianFigures(runs),
        runs: runs.length,
        ...(runs.length === 0 ? { error: errors[0] ?? 'no run' } : {}),
      };
      rows.push(row);
      console.error(`  ${page.route} (${page.reasons.join(', ')}): ${runs.length}/${options.runs} run(s)${errors.length ? `, failed: ${errors[0]}` : ''}`);
      if (options.save && last) {
        fs.mkdirSync(options.save, { recursive: true });
        const name = `${server.brand}${page.route === '/' ? '-home' : page.route.replace(/\/$/, '').replace(/\//g, '-')}.json`;
        fs.writeFileSync(path.join(options.save, name), JSON.stringify(last, null, 1));
      }
      if (options.findings && last) {
        for (const finding of findingsOf(last)) {
          console.error(`    ${finding.category}: ${finding.title}${finding.displayValue ? ` (${finding.displayValue})` : ''}`);
        }
        const lcpElement = lcpElementOf(last);
        if (lcpElement) console.error(`    LCP element: ${lcpElement}`);
      }
    }
  }
} finally {
  chrome.kill();
  await servers.close();
}

/** The LCP element's selector and snippet, from the largest-contentful-paint-element audit's table. */
function lcpElementOf(result: LighthouseResult): string | undefined {
  const text = JSON.stringify(result.audits['largest-contentful-paint-element']?.details ?? '');
  const snippet = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(text)?.[1];
  return snippet ? JSON.parse(`"${snippet}"`) : undefined;
}

console.log(`\nLighthouse ${lighthouseVersion} mobile (simulated slow 4G, 4x CPU), median of ${options.runs} run(s) per page, ${Math.round((Date.now() - started) / 1000)} s`);
console.log(formatTable(rows));
console.log('');
for (const line of brandLines(rows)) console.log(line);
