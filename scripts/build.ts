/**
 * npm run build: validates the content, compiles the app once, then exports every brand (or
 * BRAND=AXC only) from that one compile into out/<CODE>/, and prints the time of each phase.
 *
 * `--local-leads` points the sample lead forms ({leadReceiverUrl}) at the lead relay on this machine,
 * and the relay's forwarding ({leadCrmUrl}) at the local CRM (scripts/lib/local-leads.ts), instead of
 * the production endpoints: `npm start` and the end-to-end tests build that way, so a lead sent
 * locally lands somewhere that answers.
 *
 * A lead form that sends nowhere (no submit handler, or the log handler) stops the build, named by
 * file and JSON path (scripts/lib/lead-form-senders.ts): a page must not show success without sending.
 */
import fs from 'node:fs';
import { LOCAL_BUILD_ENV } from '../lib/links';
import { brandsFromEnv, scriptArgs } from './lib/args';
import { leadReceiverUrl } from './lib/lead-receiver';
import { leadFormsWithoutSender } from './lib/lead-form-senders';
import { localCrmUrl, localLeadTokens } from './lib/local-leads';
import { formatProblem } from '../lib/content';
import { type BuildResult, compileApp, finishBrandSite, generateBrandSite, ROOT, validateOrExit } from './lib/next-build';
import { DEFAULT_CACHE_DIR } from './lib/post-export';
import { pruneCache } from './lib/precompressed-cache';
import { ProgressLine } from './lib/progress';
import { removeSetAside } from './lib/set-aside';

const { values: args } = scriptArgs('Usage: [BRAND=<code>] npm run build -- [--local-leads]', { 'local-leads': { type: 'boolean' } });
const brands = brandsFromEnv();

const env: Record<string, string> = {};
if (args['local-leads']) {
  // The one way a build may send to this machine over http: the URL check allows it only with LOCAL_BUILD_ENV set.
  Object.assign(env, localLeadTokens());
  console.log(`Lead forms send to the local lead relay ${leadReceiverUrl()}, which forwards to the local CRM ${localCrmUrl()}.`);
} else if (process.env[LOCAL_BUILD_ENV] !== undefined) {
  fail(`${LOCAL_BUILD_ENV} is set by \`npm run build -- --local-leads\` only: unset it, or build with --local-leads for this machine`);
}
const started = performance.now();
const secondsSince = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
// Checked with the overrides the build will use, so a bad SITE_URL_* stops it here, listed with the rest.
const checked = validateOrExit(brands, ROOT, { ...process.env, ...env });
const unsent = [...checked.values()].flatMap((content) => leadFormsWithoutSender(content));
if (unsent.length > 0) {
  console.error(`${unsent.length} lead form${unsent.length === 1 ? ' sends' : 's send'} nowhere; nothing was built:`);
  for (const problem of unsent) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
console.log(`Content of ${brands.length} brand${brands.length === 1 ? '' : 's'} checked in ${secondsSince(started)} s.`);

process.stdout.write('Compiling the app once for every brand… ');
try {
  console.log(`${(await compileApp({ env }, brands[0])).toFixed(1)} s`);
} catch (error) {
  console.log('failed');
  fail(error);
}

function report(index: number, result: BuildResult): void {
  const { brand, security, phases } = result;
  const saved = security.compression.bytes - security.compression.brotliBytes;
  progress.log(
    `[${index + 1}/${brands.length}] ${brand}: ${result.pages} pages in ${result.seconds.toFixed(1)} s ` +
      `(images ${phases.images.toFixed(1)} s, pages ${phases.generate.toFixed(1)} s, policies and compression ${phases.postExport.toFixed(1)} s; ` +
      `CPU: pages ${result.cpu.generate.toFixed(1)} s, policies and compression ${result.cpu.postExport.toFixed(1)} s) -> out/${brand}/ ` +
      `(${security.strictPages} strict policies, _headers, ${security.dropped.files} navigation payloads dropped, ` +
      `${security.unusedPublic.files} files of public/ no page uses left out, ` +
      `.br/.gz of ${security.compression.files} files (${security.compression.cached} from the cache): ${(saved / 1024 / 1024).toFixed(1)} MB less with brotli)`,
  );
}

function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Next generates one brand at a time (they share .next/), while the post-export step (policies and
// brotli, CPU-bound, on worker threads) of the brand before runs beside it: each phase alone leaves
// a core idle for part of its time.
console.log(`Exporting ${brands.join(', ')}:`);
const progress = new ProgressLine();
let reported = Promise.resolve();
const results: BuildResult[] = [];
for (const [index, brand] of brands.entries()) {
  const generated = await generateBrandSite(brand, { env, progress, checked }).catch(fail);
  const finished = finishBrandSite(generated).catch(fail);
  // Reported in brand order, each as its post-export step ends.
  reported = reported.then(() =>
    finished.then((result) => {
      results.push(result);
      report(index, result);
    }),
  );
}
await reported;
// Only now that every brand is written (lib/set-aside.ts says why).
console.log(`Removed the earlier build's files in ${(await removeSetAside(ROOT)).toFixed(1)} s.`);
// For npm run bench (bench/lib/bench-scale.ts, buildIn): the figures of each brand as JSON.
if (process.env.BUILD_REPORT) {
  const figures = results.map(({ brand, pages, seconds, phases, cpu, security }) => ({
    brand,
    pages,
    seconds,
    phases,
    cpu,
    compression: security.compression,
  }));
  fs.writeFileSync(process.env.BUILD_REPORT, `${JSON.stringify(figures, null, 2)}\n`);
}
pruneCache(DEFAULT_CACHE_DIR);
console.log(`Built ${brands.length} brand${brands.length === 1 ? '' : 's'} in ${secondsSince(started)} s.`);
