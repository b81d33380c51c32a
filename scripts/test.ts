/**
 * `npm test`: every check of the project, each stage starting as soon as what it needs is done.
 *
 *   at once:                  the build (npm run build -- --local-leads), the dependency rules, ESLint,
 *                             knip (unused files, exports, dependencies), Prettier's check, the unit tests
 *   once the build is in:     the end-to-end tests, html-validate, the type check
 *
 * The run's length is the build and then the end-to-end tests: those are the critical path. The
 * browsers mostly wait (for pages, for the lead receiver, for the editor's dev server): alone, the
 * end-to-end tests kept about three quarters of one core busy of the two (`/usr/bin/time npx playwright
 * test`, 2026-11-29: 501 s of CPU in 674 s). So every other stage, the unit tests included, runs at a
 * lower CPU priority (nice) beside them and takes the CPU they leave idle, and the build and the
 * browsers get a core whenever they want one. Until 2026-11-29 the end-to-end tests waited for the unit
 * tests instead: beside them at the same priority, on a slow 2-core machine (a CI run on 2026-11-27:
 * build 137 s, unit tests 746 s, e2e 40 min), the two starved each other's browsers and test DOM
 * workers until tests ran past their time limits. At a lower priority the unit tests can only slow
 * down, and their limits (60 s a test) guard against a hang, not speed.
 * The type check waits for the build because it reads the route types the build writes to
 * .next/types; the linters read the sources alone (no route's types), so they start at once. Every
 * stage runs to its end even when another fails, so one run reports every failure; the exit code is
 * 1 when any failed. Each output line is prefixed with its stage, and a table of the stages' times
 * (from the run's start: when each began and ended) closes the run.
 */
import { spawn } from 'node:child_process';

interface Stage {
  name: string;
  script: string;
  args?: string[];
  /** The stages that must pass first. */
  after?: string[];
  /** Off the critical path: run at a lower CPU priority. */
  background?: boolean;
}

interface Outcome {
  name: string;
  /** Seconds from the run's start to the stage's start and end. */
  began: number;
  ended: number;
  ok: boolean;
}

const STAGES: Stage[] = [
  { name: 'build', script: 'build', args: ['--local-leads'] },
  { name: 'lint:deps', script: 'lint:deps', background: true },
  { name: 'lint:eslint', script: 'lint:eslint', background: true },
  { name: 'lint:unused', script: 'lint:unused', background: true },
  { name: 'format', script: 'format:check', background: true },
  { name: 'unit', script: 'test:unit', background: true },
  { name: 'e2e', script: 'test:e2e', after: ['build'] },
  { name: 'html', script: 'test:html', after: ['build'], background: true },
  { name: 'typecheck', script: 'typecheck', after: ['build'], background: true },
];

/** nice's increment for background stages: they get a core only when the critical path leaves one idle. */
const BACKGROUND_NICENESS = '10';

const width = Math.max(...STAGES.map((stage) => stage.name.length));
const runStarted = Date.now();
const sinceStart = () => (Date.now() - runStarted) / 1000;

/** Runs one npm script, each line of its output prefixed with the stage's name. */
function run(stage: Stage): Promise<Outcome> {
  const began = sinceStart();
  const npm = ['npm', 'run', '--silent', stage.script, ...(stage.args ? ['--', ...stage.args] : [])];
  const [command = 'npm', ...args] = stage.background ? ['nice', '-n', BACKGROUND_NICENESS, ...npm] : npm;
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
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
    const finish = (ok: boolean) => resolve({ name: stage.name, began, ended: sinceStart(), ok });
    child.on('error', () => finish(false));
    child.on('close', (code) => finish(code === 0));
  });
}

/** Each stage once every stage it comes after has passed; a stage whose prerequisite failed is not run. */
const outcomes = new Map<string, Promise<Outcome | undefined>>();
const schedule = (stage: Stage): Promise<Outcome | undefined> => {
  let outcome = outcomes.get(stage.name);
  if (outcome === undefined) {
    const stageNamed = (name: string) => {
      const found = STAGES.find((other) => other.name === name);
      if (found === undefined) throw new Error(`${stage.name} comes after ${name}, which is not a stage`);
      return schedule(found);
    };
    outcome = Promise.all((stage.after ?? []).map(stageNamed)).then((done) => (done.every((before) => before?.ok === true) ? run(stage) : undefined));
    outcomes.set(stage.name, outcome);
  }
  return outcome;
};
const results = await Promise.all(STAGES.map(schedule));

console.log(`\n${'stage'.padEnd(width)} result   from     to   time`);
for (const [index, stage] of STAGES.entries()) {
  const outcome = results[index];
  if (outcome === undefined) {
    console.log(`${stage.name.padEnd(width)} not run: ${(stage.after ?? []).join(', ')} failed`);
    continue;
  }
  const seconds = (value: number) => `${value.toFixed(0).padStart(4)} s`;
  console.log(
    `${stage.name.padEnd(width)} ${(outcome.ok ? 'passed' : 'FAILED').padEnd(8)} ${seconds(outcome.began)} ${seconds(outcome.ended)} ${seconds(outcome.ended - outcome.began)}`,
  );
}
const passed = results.every((outcome) => outcome?.ok === true);
console.log(`${'all'.padEnd(width)} ${(passed ? 'passed' : 'FAILED').padEnd(8)} ${' '.repeat(14)}${sinceStart().toFixed(0).padStart(4)} s`);
process.exit(passed ? 0 : 1);
