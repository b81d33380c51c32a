/**
 * `npm test`: every check of the project, with what does not depend on the build running beside it.
 *
 *   first, side by side:  the build (npm run build -- --local-leads)   the dependency rules, the unit tests
 *   once the build is in: the end-to-end tests, html-validate, the type check
 *
 * The type check waits for the build because it reads the route types the build writes to
 * .next/types. Every stage runs to its end even when another fails, so one run reports every
 * failure; the exit code is 1 when any failed. Each output line is prefixed with its stage, and a
 * table of the stages' times closes the run.
 */
import { spawn } from 'node:child_process';

interface Stage {
  name: string;
  script: string;
  args?: string[];
}

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
}

const WITH_THE_BUILD: Stage[] = [
  { name: 'build', script: 'build', args: ['--local-leads'] },
  { name: 'lint:deps', script: 'lint:deps' },
  { name: 'unit', script: 'test:unit' },
];
const AFTER_THE_BUILD: Stage[] = [
  { name: 'e2e', script: 'test:e2e' },
  { name: 'html', script: 'test:html' },
  { name: 'typecheck', script: 'typecheck' },
];

const width = Math.max(...[...WITH_THE_BUILD, ...AFTER_THE_BUILD].map((stage) => stage.name.length));

/** Runs one npm script, each line of its output prefixed with the stage's name. */
function run(stage: Stage): Promise<Outcome> {
  const started = Date.now();
  const args = ['run', '--silent', stage.script, ...(stage.args ? ['--', ...stage.args] : [])];
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
  const prefix = `[${stage.name.padEnd(width)}] `;
  for (const [stream, target] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) target.write(prefix + line + '\n');
    });
    stream.on('end', () => {
      if (pending) target.write(prefix + pending + '\n');
    });
  }
  return new Promise((resolve) => {
    const finish = (ok: boolean) => resolve({ name: stage.name, seconds: (Date.now() - started) / 1000, ok });
    child.on('error', () => finish(false));
    child.on('close', (code) => finish(code === 0));
  });
}

const started = Date.now();
const first = await Promise.all(WITH_THE_BUILD.map(run));
const built = first.find((outcome) => outcome.name === 'build')?.ok === true;
const second = built ? await Promise.all(AFTER_THE_BUILD.map(run)) : [];

const outcomes = [...first, ...second];
console.log('\nstage      result   time');
for (const outcome of outcomes) {
  console.log(`${outcome.name.padEnd(10)} ${(outcome.ok ? 'passed' : 'FAILED').padEnd(8)} ${outcome.seconds.toFixed(0).padStart(4)} s`);
}
if (!built) console.log(`${AFTER_THE_BUILD.map((stage) => stage.name).join(', ')}: not run, the build failed`);
console.log(`all        ${(outcomes.every((outcome) => outcome.ok) && built ? 'passed' : 'FAILED').padEnd(8)} ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`);
process.exit(outcomes.every((outcome) => outcome.ok) && built ? 0 : 1);
