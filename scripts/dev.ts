/** BRAND=AXC npm run dev: develops one brand with next dev (hot reload). */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ContentError, formatProblem } from '../lib/content';
import { brandFromEnv, scriptArgs } from './lib/args';
import { keepRenditions, prepareImages } from './lib/images';
import { ROOT } from './lib/next-build';
import { exitedWithin, signalGroup } from './lib/process-group';

// next dev's own options that this loop passes on (npm run edit sets both); any other is refused here.
const { values: args } = scriptArgs('Usage: [BRAND=<code>] npm run dev -- [-p PORT] [-H HOST]', {
  port: { type: 'string', short: 'p' },
  hostname: { type: 'string', short: 'H' },
});
const nextArgs = [...(args.port === undefined ? [] : ['--port', args.port]), ...(args.hostname === undefined ? [] : ['--hostname', args.hostname])];
const brand = brandFromEnv('AXB') ?? 'AXB';
/** Set by npm run edit, whose edit server keeps the renditions itself (it answers a save once they are written). */
const RENDITIONS_KEPT_BY_EDITOR = process.env.DEV_RENDITIONS === 'editor';
try {
  // Photos are served as webp renditions written from content/images/: first all of them, then again
  // on every content change (keepRenditions), so a new photo needs no restart.
  if (!RENDITIONS_KEPT_BY_EDITOR) await prepareImages(ROOT, brand);
} catch (error) {
  if (!(error instanceof ContentError)) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // Broken content is what the dev loop is for: the server starts, and every page shows these
  // problems until they are fixed (photos get their renditions once the content is valid again).
  console.error(`Content has ${error.problems.length} problem${error.problems.length === 1 ? '' : 's'}; pages show them until they are fixed:`);
  for (const problem of error.problems) console.error(`  ${formatProblem(problem)}`);
}
if (!RENDITIONS_KEPT_BY_EDITOR) keepRenditions(ROOT, brand, { report: (message) => console.log(message) });
console.log(`Developing ${brand}. Choose another brand with BRAND=<code> npm run dev.`);
// Its own process group (detached), so a stop reaches next dev and the server process it starts.
const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev', ...nextArgs], {
  cwd: ROOT,
  env: { ...process.env, BRAND: brand },
  stdio: 'inherit',
  detached: true,
});
let stopping = false;
child.on('close', (code) => {
  if (!stopping) process.exit(code ?? 0);
});

// A stop meant for this process (npm run edit stopping its dev site, a closed terminal, a process
// manager, Ctrl-C) is passed on to next dev's group, which would otherwise live on holding the port
// and its folder's lock, so the next start refused with "Another next dev server is already
// running". Whatever of the group still runs 5 s later is killed; then this process exits.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    signalGroup(child.pid, signal === 'SIGHUP' ? 'SIGTERM' : signal);
    void exitedWithin([child], 5_000).then(() => {
      signalGroup(child.pid, 'SIGKILL');
      process.exit(0);
    });
  });
}
