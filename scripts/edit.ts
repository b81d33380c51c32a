/**
 * npm run edit: the browser editor (Decap CMS over the content files) and the brand's dev site,
 * both on 127.0.0.1, no account and no network. `BRAND=AXC npm run edit` for one brand; with no
 * BRAND it asks which brand (or takes AXB when nobody can answer, e.g. in a pipe).
 *
 * Ports: EDIT_PORT (the editor, default 8080), EDIT_BACKEND_PORT (decap-server, default EDIT_PORT+1)
 * and EDIT_SITE_PORT (the dev site, default 3000).
 *
 * `npm run edit -- --github owner/name [--branch main] [--base-url https://oauth.example] [--out .editor-site]`
 * writes the production editor instead (static files for an internal host: GitHub backend, editorial
 * workflow, every brand or BRAND's); see docs/editor-internals.md, "Production".
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline/promises';
import { BRAND_CODES, type BrandCode, parseBrandCode, UnknownBrandError } from '../lib/brands';
import { CONTENT_DRAFTS_ENV } from '../lib/content';
import { brandFromEnv, brandsFromEnv, exitWith, scriptArgs } from './lib/args';
import { createDrafts, freshDraftsDir } from './lib/cms-live';
import { startEditServer, writeStaticEditor } from './lib/cms-server';
import { keepRenditions } from './lib/images';
import { ROOT } from './lib/next-build';
import { exitedWithin } from './lib/process-group';

const HOST = '127.0.0.1';

function port(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number, got "${raw}".`);
    process.exit(1);
  }
  return value;
}

async function chooseBrand(): Promise<BrandCode> {
  const requested = brandFromEnv();
  if (requested) return requested;
  try {
    if (!process.stdin.isTTY) {
      console.log(`No BRAND given: editing AXB (BRAND=<code> npm run edit for another of ${BRAND_CODES.join(', ')}).`);
      return 'AXB';
    }
    const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
    const answer = await prompt.question(`Which brand do you want to edit? ${BRAND_CODES.join(', ')} [AXB]: `);
    prompt.close();
    return parseBrandCode(answer.trim() || 'AXB');
  } catch (error) {
    if (error instanceof UnknownBrandError) exitWith(error, 1);
    throw error;
  }
}

/** Waits until an address answers (the dev site compiles its first page on demand). */
async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) throw new Error(`${what} stopped (exit code ${child.exitCode}).`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(120_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`${what} did not answer at ${url}.`);
}

const { values: args } = scriptArgs('Usage: [BRAND=<code>] npm run edit -- [--github OWNER/REPO [--branch main] [--base-url URL] [--out DIR]]', {
  github: { type: 'string' },
  branch: { type: 'string', default: 'main' },
  'base-url': { type: 'string' },
  out: { type: 'string', default: '.editor-site' },
});
if (args.github !== undefined) {
  const brands = brandsFromEnv();
  const out = path.resolve(ROOT, args.out);
  await writeStaticEditor({ root: ROOT, brands, repo: args.github, branch: args.branch, baseUrl: args['base-url'], out });
  console.log(
    `The editor for ${args.github} (${args.branch}), brands ${brands.join(', ')}, is in ${path.relative(ROOT, out) || '.'}/: host it at the root of an internal site.`,
  );
  process.exit(0);
}

const started = performance.now();
const brand = await chooseBrand();
const editPort = port('EDIT_PORT', 8080);
const backendPort = port('EDIT_BACKEND_PORT', editPort + 1);
const sitePort = port('EDIT_SITE_PORT', 3000);
const siteOrigin = `http://${HOST}:${sitePort}`;
const children: ChildProcess[] = [];
// The entry being typed is written here, never to its content file; the dev site lays it over content/.
const drafts = freshDraftsDir(ROOT, brand);
const report = (message: string): void => console.log(message);
// This process writes the photos' renditions (and answers a save once they are written), not the dev site.
const keeper = keepRenditions(ROOT, brand, { drafts, report });

let stopping = false;
/**
 * Stops the children and exits once they have gone (dev.ts gives next dev 5 s before it kills it), so
 * the prompt comes back only when every address has stopped answering. Ten seconds at most.
 */
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  void exitedWithin(running, 10_000).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// Closing the terminal window stops the editor and the dev site too.
process.on('SIGHUP', () => stop(0));

// decap-server: Decap's local backend, reading and writing the working tree (MODE fs: no commits).
const backend = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'decap-server', 'dist', 'index.js')], {
  cwd: ROOT,
  // ORIGIN: its CORS answers only the editor (the browser never calls it directly: the edit server forwards).
  env: {
    ...process.env,
    PORT: String(backendPort),
    BIND_HOST: HOST,
    MODE: 'fs',
    GIT_REPO_DIRECTORY: ROOT,
    LOG_LEVEL: 'warn',
    ORIGIN: `http://${HOST}:${editPort}`,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
children.push(backend);

// The brand's dev site (scripts/dev.ts): the site's own components, content problems in the browser.
// Through tsx's loader (--import), not its CLI: the CLI is a second process that relays a stop to the
// script and kills it outright (SIGKILL) when the script does not confirm within 30 ms, which a busy
// machine misses; dev.ts then never stops next dev, which lives on holding the port.
const site = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'dev.ts'), '-H', HOST, '-p', String(sitePort)], {
  cwd: ROOT,
  // Its own build folder (next.config.ts): next dev locks its folder, and npm run dev may be running too.
  env: { ...process.env, BRAND: brand, NEXT_TELEMETRY_DISABLED: '1', DEV_DIST_DIR: '.next-edit', [CONTENT_DRAFTS_ENV]: drafts, DEV_RENDITIONS: 'editor' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
children.push(site);
for (const child of children) child.on('exit', (code) => stop(code ?? 1));

try {
  const { origin } = await startEditServer({
    root: ROOT,
    brand,
    host: HOST,
    port: editPort,
    backendOrigin: `http://${HOST}:${backendPort}`,
    siteOrigin,
    drafts: createDrafts({ root: ROOT, brand, dir: drafts, keeper, siteOrigin }),
    keeper,
  });
  await keeper.refresh();
  await waitFor(`http://${HOST}:${backendPort}/`, backend, 'decap-server');
  await waitFor(`${siteOrigin}/`, site, 'The dev site');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nEditing ${brand} (ready in ${seconds} s; Ctrl+C stops):\n  Editor:   ${origin}/\n  Dev site: ${siteOrigin}/\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  stop(1);
}
