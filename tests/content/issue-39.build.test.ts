// @vitest-environment node
/**
 * Issue 39, the trial's way: plant, check, build, read the export. A copy of the project with a
 * planted AXB page is built by `npm run build`'s own script (a production build, no --local-leads),
 * and the exported page's policy (its meta tag and _headers) is read back.
 *
 * - A third-party host where it would enter the policy or receive a lead (a Markdown image, an
 *   unused service, a look-alike webhook) stops the build at its content check, named
 *   `file: json.path: problem`, and nothing is exported.
 * - A host a page only links to (an external link opens the interstitial) is built, and the
 *   exported policy does not hold it: the page loads nothing from it and sends nothing to it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { metaPolicy, parsePolicy } from '@/scripts/lib/csp';
import { axbFiles } from '@/tests/fixtures/brand';
import { writeContentFiles } from '@/tests/fixtures/site';
import { cta, hero, leadForm, page } from './plant';

const PROJECT = path.resolve(import.meta.dirname, '..', '..');
/** What a build reads: the app's code (no tests, no generated files); its content is a small AXB site (tests/fixtures/brand.ts). */
const COPIED = ['app', 'calculators', 'components', 'editor', 'forms', 'lib', 'public', 'relay', 'scripts', 'styles', 'next.config.ts', 'package.json', 'tsconfig.json', 'tsconfig.next.json'];
const PLANTED = 'content/AXB/pages/planted.json';

/** A one-brand build takes 30-50 s on the 2-core machine (compile about 22 s); the default 5 s is for unit tests. */
const BUILD_TIME = 300_000;

let project: string;

beforeAll(() => {
  // Inside the project and without a lockfile of its own: Turbopack takes the folder of the nearest
  // lockfile as its root and compiles nothing outside it, so the copy's root is the project, whose
  // node_modules the copy links to. A dot folder, which the build id and the test globs leave out.
  project = fs.mkdtempSync(path.join(PROJECT, '.planted-build-'));
  for (const entry of COPIED) {
    const from = path.join(PROJECT, entry);
    if (!fs.existsSync(from)) continue;
    fs.cpSync(from, path.join(project, entry), { recursive: true, filter: (source) => !source.startsWith(path.join(PROJECT, 'public', '_img')) });
  }
  fs.symlinkSync(path.join(PROJECT, 'node_modules'), path.join(project, 'node_modules'));
  writeContentFiles(project, axbFiles());
});

afterAll(() => {
  fs.rmSync(project, { recursive: true, force: true });
});

/** `npm run build` for AXB in the planted copy, in production (no SITE_URL_* or local switch from this shell). */
function build(blocks: unknown[]): { status: number | null; output: string } {
  fs.writeFileSync(path.join(project, PLANTED), JSON.stringify(page(blocks, { title: 'Planted', description: 'A planted page.' }, '../../schema/page.schema.json')));
  const env: NodeJS.ProcessEnv = { ...process.env, BRAND: 'AXB' };
  // As a shell runs it: not vitest's NODE_ENV=test, and no override of this shell's.
  for (const name of Object.keys(env)) if (name.startsWith('SITE_URL_') || name === 'LOCAL_LEADS_BUILD' || name === 'NODE_ENV') delete env[name];
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: project, env, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const exported = (file: string) => fs.readFileSync(path.join(project, 'out', 'AXB', file), 'utf8');

describe('issue 39: a planted third-party host never reaches the exported policy', () => {
  it('refuses, at the check and before anything is exported, hosts that would enter the policy or receive a lead', () => {
    const { status, output } = build([
      hero('h', { bodyCopy: 'Rates ![](https://pixel.tracker.example/p.gif) today.' }),
      leadForm({ handler: 'webhook', url: 'https://leads.axosbank.com.evil.example/hook' }, { services: { mirror: 'https://leads.axosbank.com/mirror' } }),
    ]);
    expect(status).toBe(1);
    expect(output).toContain(`${PLANTED}: blocks[0].bodyCopy: The host pixel.tracker.example is not on the images list of approved hosts (lib/links/allowed-hosts.ts`);
    expect(output).toContain(`${PLANTED}: blocks[1].submit.url: The host leads.axosbank.com.evil.example (it only looks like leads.axosbank.com) is not on the lead endpoints list`);
    expect(output).toContain(`${PLANTED}: blocks[1].services.mirror: The general form calls no service mirror (it calls none); remove it`);
    expect(output).not.toMatch(/^\s+at /m);
    expect(fs.existsSync(path.join(project, 'out', 'AXB', 'planted', 'index.html'))).toBe(false);
  }, BUILD_TIME);

  it('builds a page that only links to an outside host, and its policy holds the lead relay and nothing of that host', () => {
    const { status, output } = build([
      hero('h', { bodyCopy: 'See [our partner’s rates](https://partner.example/rates).', callToActionRow: [cta('offer', 'https://partner.example/offer')] }),
      leadForm({ handler: 'webhook', url: '{leadReceiverUrl}' }, { emailCheck: { validator: 'service', url: '{leadReceiverUrl}/check' } }),
    ]);
    expect(output).toContain('Built 1 brand');
    expect(status).toBe(0);
    const html = exported('planted/index.html');
    // The host is really on the page…
    expect(html).toContain('href="https://partner.example/offer"');
    expect(html).toContain('href="https://partner.example/rates"');
    // …and in neither policy the export ships.
    const policy = parsePolicy(metaPolicy(html) ?? '');
    expect(policy.get('connect-src')).toEqual(['https://leads.axosbank.com']);
    expect(policy.get('img-src')).toEqual(["'self'"]);
    expect(policy.has('frame-src')).toBe(false);
    expect(metaPolicy(html)).not.toContain('partner.example');
    expect(exported('_headers')).not.toContain('partner.example');
    expect(exported('_headers')).toContain('Content-Security-Policy');
  }, BUILD_TIME);
});
