/**
 * npm run lighthouse: Lighthouse 12 (mobile preset: simulated slow 4G, 4x CPU slowdown) on each
 * built brand's home page and every page holding a lead form, a calculator or the marine loan
 * picker (bench/lib/lighthouse-pages.ts reads them from the content), served as a CDN serves
 * them: the static server of `npm run serve`, with the export's _headers and its .br/.gz files.
 *
 * Prints one row per page, each figure the median of --runs (default 3) runs, then one line per
 * brand. It reports and never judges: the exit status is 0 whatever the figures, and 1 only when
 * it cannot run at all (no export, no Chromium, a bad argument).
 *
 *   BRAND=AXB npm run lighthouse -- --runs 1 --pages /,/privacy-request/ --findings --save .lighthouse
 *   BRAND=AXB npm run lighthouse -- --out .kept/before,out   (a kept export against the current one)
 *
 * Brands are served on PORT_BASE + 20 onwards (4120 by default; 8 more ports per further --out
 * folder), away from `npm run serve` and the end-to-end tests. Chromium: /usr/bin/chromium, else CHROME_PATH, else chrome-launcher's
 * own search.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BRAND_CODES } from '../lib/brands';
import { getBrandContent } from '../lib/content';
import { brandsFromEnv, exitWith, UsageError } from '../scripts/lib/args';
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
import { DEBIAN_CHROMIUM } from '../scripts/lib/chromium';
import { OUT } from '../scripts/lib/next-build';
import { hasExport, portBase, type RunningServers, startStaticServers } from '../scripts/lib/static-server';

/** Lighthouse's ports sit above those of `npm run serve` and the e2e tests for the same PORT_BASE. */
const PORT_OFFSET = 20;

let options: Options;
let base: number;
try {
  options = parseOptions(process.argv.slice(2));
  base = portBase() + PORT_OFFSET;
} catch (error) {
  exitWith(error, error instanceof UsageError ? 2 : 1);
}

/** Each export folder measured: out/, or the folders --out names (compared run by run). */
const outDirs = options.out && options.out.length > 0 ? options.out.map((dir) => path.resolve(dir)) : [OUT];
const label = (outDir: string, brand: string) => (outDirs.length > 1 ? `${brand}@${path.basename(outDir)}` : brand);
const requested = brandsFromEnv();
const brands = requested.filter((brand) => outDirs.every((outDir) => hasExport(brand, outDir)));
for (const brand of requested.filter((code) => !brands.includes(code))) {
  if (process.env.BRAND) console.warn(`${brand} is not built in ${outDirs.map((dir) => path.join(dir, brand)).join(', ')}; build it with BRAND=${brand} npm run build`);
}
if (brands.length === 0) {
  console.error('Nothing to measure: no brand has been built. Run npm run build (or BRAND=<code> npm run build) first.');
  process.exit(1);
}

const chromePath = fs.existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : process.env.CHROME_PATH || undefined;
const running: RunningServers[] = [];
try {
  // One set of brand ports per export folder, side by side.
  for (const [index, outDir] of outDirs.entries()) running.push(await startStaticServers(brands, { portBase: base + index * BRAND_CODES.length, outDir }));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await Promise.all(running.map((servers) => servers.close()));
  process.exit(1);
}
const closeServers = () => Promise.all(running.map((servers) => servers.close()));
const chrome = await chromeLauncher
  .launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
  .catch(async (error: unknown) => {
    console.error(`Could not start Chromium (${chromePath ?? 'chrome-launcher search'}): ${error instanceof Error ? error.message : String(error)}`);
    await closeServers();
    process.exit(1);
  });

// Stopped (Ctrl+C): the browser and the servers go too, instead of living on without their parent.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    chrome.kill();
    void closeServers().then(() => process.exit(130));
  });
}

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
/** Brands whose robots.txt Lighthouse could not fetch although the server sends it. */
const robotsBlocked = new Set<string>();
const started = Date.now();
try {
  for (const brand of brands) {
    const content = getBrandContent(brand);
    const pages = selectPages(auditPages(content), options.pages, new Set(content.pages.map((entry) => entry.route)));
    const sites = running.map((servers, index) => ({ outDir: outDirs[index]!, server: servers.servers.find((server) => server.brand === brand)! }));
    console.error(`${brand}: ${pages.length} page(s) x ${options.runs} run(s) at ${sites.map(({ server }) => server.url).join(', ')}`);
    for (const page of pages) {
      const tally = sites.map(() => ({ runs: [] as Figures[], errors: [] as string[], last: undefined as LighthouseResult | undefined }));
      // Run by run, each export in turn: a busy machine then slows every export alike.
      for (let run = 0; run < options.runs; run += 1) {
        for (const [index, { server }] of sites.entries()) {
          const outcome = await measure(new URL(page.route, server.url).href);
          const own = tally[index]!;
          if ('error' in outcome) own.errors.push(outcome.error);
          else {
            own.runs.push(outcome.figures);
            own.last = outcome.result;
          }
        }
      }
      for (const [index, { outDir, server }] of sites.entries()) {
        const { runs, errors, last } = tally[index]!;
        const name = label(outDir, brand);
        rows.push({
          brand: name,
          route: page.route,
          figures: medianFigures(runs),
          runs: runs.length,
          ...(runs.length === 0 ? { error: errors[0] ?? 'no run' } : {}),
        });
        console.error(`  ${name} ${page.route} (${page.reasons.join(', ')}): ${runs.length}/${options.runs} run(s)${errors.length ? `, failed: ${errors[0]}` : ''}`);
        if (!last) continue;
        if (last.audits['robots-txt']?.score === 0 && (await served(new URL('/robots.txt', server.url).href))) robotsBlocked.add(name);
        if (options.save) {
          fs.mkdirSync(options.save, { recursive: true });
          const file = `${name}${page.route === '/' ? '-home' : page.route.replace(/\/$/, '').replace(/\//g, '-')}.json`;
          fs.writeFileSync(path.join(options.save, file), JSON.stringify(last, null, 1));
        }
        if (options.findings) {
          for (const finding of findingsOf(last)) {
            console.error(`    ${finding.category}: ${finding.title}${finding.displayValue ? ` (${finding.displayValue})` : ''}`);
          }
          const lcpElement = lcpElementOf(last);
          if (lcpElement) console.error(`    LCP element: ${lcpElement}`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  await closeServers();
}

/** Whether the server sends a URL with status 200. */
async function served(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

/** The LCP element's selector and snippet, from the largest-contentful-paint-element audit's table. */
function lcpElementOf(result: LighthouseResult): string | undefined {
  const text = JSON.stringify(result.audits['largest-contentful-paint-element']?.details ?? '');
  const snippet = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(text)?.[1];
  return snippet ? (JSON.parse(`"${snippet}"`) as string) : undefined;
}

console.log(`\nLighthouse ${lighthouseVersion} mobile (simulated slow 4G, 4x CPU), median of ${options.runs} run(s) per page, ${Math.round((Date.now() - started) / 1000)} s`);
console.log(formatTable(rows));
console.log('');
for (const line of brandLines(rows)) console.log(line);
if (robotsBlocked.size > 0) {
  console.log(
    `\nNote: the SEO audit "robots.txt is not valid" on ${[...robotsBlocked].join(', ')} is Lighthouse's own fetch failing: the server ` +
      "sends robots.txt (200), but Chromium now applies the page's Content-Security-Policy (default-src 'none', no connect-src " +
      "'self') to the request Lighthouse 12 makes from the page (GoogleChrome/lighthouse#16597). Crawlers fetch robots.txt on its own.",
  );
}
