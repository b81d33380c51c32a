/**
 * npm run bench: exports every brand (or BRAND=AXC) in a copy of the project with an extra empty
 * page (bench/lib/baseline.ts), then
 * prints per brand the build wall time, the page count and, per page, the gzipped bytes of the
 * JavaScript and CSS its HTML references, next to the framework baseline (the empty page of the
 * same build) so each page's own overhead shows. Then, per brand, the security and delivery
 * figures of the export: the headers a page gets (from its _headers), how many pages carry a strict
 * Content-Security-Policy, and the bytes the precompressed .br and .gz files save. It reports; it
 * never fails on a figure.
 *
 * `npm run bench -- --scale 1000` measures something else: how the export cost grows when a brand
 * has N more pages (bench/lib/bench-scale.ts). The figures are also written to .bench/results.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FORM_IDS } from '../forms/form-ids';
import { formChunks, readChunks } from './lib/bench-forms';
import { type BuildReport, buildIn, parseScaleArgs, projectCopy, runScaleBench } from './lib/bench-scale';
import { addBaselineRoute, BASELINE_ROUTE } from './lib/baseline';
import { brandsFromEnv, exitWith } from '../scripts/lib/args';
import { isStrictPolicy, metaPolicy } from '../scripts/lib/csp';
import { headersForPath, parseHeaders } from '../scripts/lib/headers-file';
import { isNotFoundFile, listHtml, ROOT, routeOfHtml, validateOrExit } from '../scripts/lib/next-build';

const BENCH_DIR = path.join(ROOT, '.bench');

interface Weight {
  js: number;
  css: number;
}

/**
 * Every /_next/static asset an exported page's HTML names: its script tags, stylesheets and the
 * chunks its RSC payload loads. The noModule polyfill script is left out: browsers that run
 * modules (every browser we support) never download it.
 */
export function referencedAssets(html: string): string[] {
  const legacyOnly = new Set<string>();
  for (const tag of html.matchAll(/<script\b[^>]*\bnoModule\b[^>]*>/gi)) {
    const src = /\bsrc="([^"]+)"/.exec(tag[0])?.[1];
    if (src) legacyOnly.add(src);
  }
  const found = new Set<string>();
  for (const match of html.matchAll(/\/_next\/static\/[A-Za-z0-9_\-./~]+?\.(?:js|css)/g)) {
    if (!legacyOnly.has(match[0])) found.add(match[0]);
  }
  return [...found].sort();
}

function pageWeight(siteDir: string, html: string, gzipCache: Map<string, number>): Weight {
  const weight: Weight = { js: 0, css: 0 };
  for (const asset of referencedAssets(html)) {
    let size = gzipCache.get(asset);
    if (size === undefined) {
      const file = path.join(siteDir, asset);
      size = fs.existsSync(file) ? gzipSync(fs.readFileSync(file)).length : 0;
      gzipCache.set(asset, size);
    }
    if (asset.endsWith('.js')) weight.js += size;
    else weight.css += size;
  }
  return weight;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const delta = (bytes: number) => (bytes === 0 ? '+0' : `${bytes > 0 ? '+' : '−'}${kb(Math.abs(bytes))}`);

let scaled: ReturnType<typeof parseScaleArgs>;
try {
  scaled = parseScaleArgs(process.argv.slice(2), process.env);
} catch (error) {
  exitWith(error, 2);
}
if (scaled) {
  await runScaleBench(ROOT, scaled);
  process.exit(0);
}

const brands = brandsFromEnv();
validateOrExit(brands);
// Built in a copy of the project that has the baseline page (baseline.ts); the working tree's
// out/ and .next/ are left as they are.
const copy = projectCopy(ROOT, 'bench-');
addBaselineRoute(copy.project);
const outDir = path.join(copy.project, 'out');
const summary: Record<string, unknown>[] = [];
let built: BuildReport[];
try {
  built = await buildIn(copy.project, brands.length === 1 ? brands[0] : undefined, copy.report);
} catch (error) {
  copy.remove();
  exitWith(error, 1);
}
for (const { brand, seconds, compression } of built) {
  const siteDir = path.join(outDir, brand);
  const cache = new Map<string, number>();
  const pages = listHtml(siteDir)
    .filter((file) => !isNotFoundFile(file))
    .map((file) => ({ route: routeOfHtml(file), ...pageWeight(siteDir, fs.readFileSync(path.join(siteDir, file), 'utf8'), cache) }));
  const baseline = pages.find((page) => page.route === BASELINE_ROUTE) ?? { js: 0, css: 0 };
  const real = pages.filter((page) => page.route !== BASELINE_ROUTE);

  console.log(`\n${brand}: exported in ${seconds.toFixed(1)} s, ${real.length} pages`);
  console.log(`  framework baseline (empty page): JS ${kb(baseline.js)} gz, CSS ${kb(baseline.css)} gz`);
  const width = Math.max(5, ...real.map((page) => page.route.length));
  console.log(`  ${'route'.padEnd(width)}  ${'JS gz'.padStart(9)}  ${'over base'.padStart(9)}  ${'CSS gz'.padStart(9)}  ${'over base'.padStart(9)}`);
  for (const page of real) {
    console.log(
      `  ${page.route.padEnd(width)}  ${kb(page.js).padStart(9)}  ${delta(page.js - baseline.js).padStart(9)}  ${kb(page.css).padStart(9)}  ${delta(page.css - baseline.css).padStart(9)}`,
    );
  }

  // Read back from the files written, not from the build's own count.
  const htmlFiles = listHtml(siteDir);
  const strict = htmlFiles.filter((file) => {
    const policy = metaPolicy(fs.readFileSync(path.join(siteDir, file), 'utf8'));
    return policy !== undefined && isStrictPolicy(policy);
  }).length;
  const headers = headersForPath(parseHeaders(fs.readFileSync(path.join(siteDir, '_headers'), 'utf8')), '/');
  console.log(`  headers of / (from _headers):`);
  for (const [name, value] of headers) console.log(`    ${name}: ${value.length > 160 ? `${value.slice(0, 157)}…` : value}`);
  console.log(`  strict Content-Security-Policy: ${strict} of ${htmlFiles.length} HTML files (404 pages included)`);
  const pct = (part: number) => `${((1 - part / compression.bytes) * 100).toFixed(0)} %`;
  console.log(
    `  precompressed: ${compression.files} text files, ${kb(compression.bytes)}; brotli ${kb(compression.brotliBytes)} (saves ${kb(compression.bytes - compression.brotliBytes)}, ${pct(compression.brotliBytes)}), ` +
      `gzip ${kb(compression.gzipBytes)} (saves ${kb(compression.bytes - compression.gzipBytes)}, ${pct(compression.gzipBytes)})`,
  );
  summary.push({
    brand,
    buildSeconds: Number(seconds.toFixed(1)),
    pages: real.length,
    baseline,
    perPage: real,
    headers: Object.fromEntries(headers),
    strictPolicies: { strict, htmlFiles: htmlFiles.length },
    compression,
  });
}
// One compile serves every brand, so any export holds every form's code: read it from the first.
const exported = brands.map((brand) => path.join(outDir, brand)).find((dir) => fs.existsSync(path.join(dir, '_next')));
let forms: Record<string, unknown> | undefined;
if (exported) {
  const chunks = readChunks(exported);
  const gz = (files: readonly string[]) => files.reduce((sum, file) => sum + gzipSync(chunks.get(file) ?? '').length, 0);
  const report = formChunks(chunks, FORM_IDS);
  console.log(`\nForms: the chunks each form's import() fetches (one compile, the same in every brand)`);
  console.log(`  shared by every form (the engine, react-hook-form): ${report.shared.length} chunks, ${kb(gz(report.shared))} gz`);
  const width = Math.max(4, ...report.forms.map((entry) => entry.form.length));
  for (const { form, own } of report.forms) {
    console.log(`  ${form.padEnd(width)}  ${own.length} chunk${own.length === 1 ? '' : 's'} of its own  ${kb(gz(own)).padStart(8)} gz`);
  }
  const several = report.forms.filter((entry) => entry.own.length !== 1).map((entry) => entry.form);
  const missing = FORM_IDS.filter((form) => !report.forms.some((entry) => entry.form === form));
  console.log(
    several.length === 0 && missing.length === 0
      ? `  every form (${report.forms.length}): one chunk of its own`
      : `  not one chunk of its own: ${[...several, ...missing.map((form) => `${form} (not found in the registry)`)].join(', ')}`,
  );
  forms = {
    shared: report.shared.length,
    sharedGzBytes: gz(report.shared),
    perForm: report.forms.map(({ form, own }) => ({ form, chunks: own.length, gzBytes: gz(own) })),
  };
}
copy.remove();
fs.mkdirSync(BENCH_DIR, { recursive: true });
fs.writeFileSync(path.join(BENCH_DIR, 'results.json'), `${JSON.stringify({ brands: summary, forms }, null, 2)}\n`);
console.log('\nFigures also written to .bench/results.json.');
