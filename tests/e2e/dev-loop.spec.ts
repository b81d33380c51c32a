/**
 * The editing loop of issue 12: `BRAND=AFS npm run dev` shows a content edit on the next reload
 * without a restart, and a content error shows in the browser and in the terminal as
 * `file: json.path: problem`, then clears once it is fixed. Runs the real `npm run dev` script on
 * its own port and edits a real content file, which is restored however the test ends. It asks
 * over HTTP (no browser): what a reload gets is what the browser would show.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { stopProcessGroup } from './process-group';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
// Apart from the exports' ports (4100+, or PORT_BASE) and below Linux's ephemeral range.
const PORT = Number(process.env.DEV_LOOP_PORT ?? 5180);
const ORIGIN = `http://localhost:${PORT}`;
const FILE = 'content/AFS/pages/index.json';
const ORIGINAL_HEADLINE = 'Professional care for the trusts and estates that matter most';

let server: ChildProcess | undefined;
let log = '';
let original: string;

test.describe.configure({ mode: 'serial' });
// One next dev compiles on demand; on a two-core machine the first page can take a minute.
test.setTimeout(240_000);

function restore(): void {
  if (original !== undefined && fs.readFileSync(path.join(ROOT, FILE), 'utf8') !== original) {
    fs.writeFileSync(path.join(ROOT, FILE), original);
  }
}

function edit(from: string, to: string): void {
  const text = fs.readFileSync(path.join(ROOT, FILE), 'utf8');
  expect(text).toContain(from);
  fs.writeFileSync(path.join(ROOT, FILE), text.replace(from, to));
}

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error(`npm run dev exited:\n${log}`);
    try {
      const response = await fetch(`${ORIGIN}/`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`npm run dev did not answer on ${ORIGIN} in time:\n${log}`);
}

test.beforeAll(async () => {
  // A hook has its own timeout (30 s by default), not the test's: starting next dev needs more.
  test.setTimeout(240_000);
  original = fs.readFileSync(path.join(ROOT, FILE), 'utf8');
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts', '-p', String(PORT)], {
    cwd: ROOT,
    env: { ...process.env, BRAND: 'AFS', NEXT_TELEMETRY_DISABLED: '1' },
    // Its own process group, so the whole tree (next dev and its workers) is stopped at the end.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForServer();
});

test.afterAll(async () => {
  restore();
  await stopProcessGroup(server);
});

/** The page's HTML as text a reader would see it: escaped quotes (in Next's embedded error data) unescaped. */
function readable(html: string): string {
  return html.replace(/\\+"|&quot;|&#34;|\\u0022/g, '"');
}

function headline(html: string): string | undefined {
  return /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
}

test('an edit shows on the next reload, and an error shows and clears', async ({ request }) => {
  try {
    const first = await request.get(`${ORIGIN}/`);
    expect(headline(await first.text())).toBe(ORIGINAL_HEADLINE);

    edit(ORIGINAL_HEADLINE, 'Edited while the dev server runs');
    const edited = await request.get(`${ORIGIN}/`);
    expect(edited.status()).toBe(200);
    expect(headline(await edited.text())).toBe('Edited while the dev server runs');

    edit('"targetUrl": "/services"', '"targetUrl": "javascript:alert(1)"');
    const problem =
      'content/AFS/pages/index.json: blocks[0].callToActionRow[0].targetUrl: The scheme "javascript:" is not allowed: a link may be http(s)://, mailto:, tel: or a route of this site starting with /';
    const logBefore = log.length;
    const broken = await request.get(`${ORIGIN}/`);
    // Next's error page carries the error for its overlay, which shows the message in the browser.
    expect(broken.status()).toBe(500);
    expect(readable(await broken.text())).toContain(problem);
    await expect.poll(() => log.slice(logBefore)).toContain(problem);
    // The terminal shows the problem lines, not a stack of loader frames.
    expect(log.slice(logBefore)).not.toMatch(/at loadOrThrow|at loadBrandContent/);

    restore();
    const fixed = await request.get(`${ORIGIN}/`);
    expect(fixed.status()).toBe(200);
    expect(headline(await fixed.text())).toBe(ORIGINAL_HEADLINE);
  } finally {
    restore();
  }
});
