/**
 * `npm test`: every check of the project, each stage starting as soon as what it needs is done.
 *
 *   at once:                          the build (npm run build -- --local-leads), the dependency rules, ESLint,
 *                                     knip (unused files, exports, dependencies), the unit tests
 *   once the build is in:             html-validate, the type check
 *   once the build and unit tests are: the end-to-end tests, and beside them the planted-build trials
 *
 * The end-to-end tests are the longest stage, and they start only once the unit tests have ended:
 * side by side on a 2-core machine, the browsers and the unit tests' test DOM starved each other past
 * their time limits (a CI run on 2026-11-27: unit tests 746 s, e2e 40 min). Three other orders were
 * tried and dropped (docs/benchmarks.md, 2026-11-29): the unit tests at low priority beside the
 * end-to-end tests (they starved past their limits, and the browsers slowed all the same); only the
 * lead-forms chain beside the unit tests (the unit tests lost what the chain gained); the
 * low-priority stages held until the unit tests' end (the browsers slowed with all of them beside:
 * a core the browsers leave idle is not free). So the build, the unit tests, the browsers and the
 * planted-build trials (whose builds have Next's time limit per page) run at full priority, and the
 * stages without time limits (the dependency rules, ESLint, knip, Prettier's check, html-validate,
 * the type check) run under nice and take the cores the others leave idle. The type check
 * waits for the build because it reads the route types the build writes to .next/types; the linters
 * read the sources alone (no route's types), so they start at once.
 * Every stage runs to its end even when another fails, so one run reports every failure (the
 * end-to-end tests run even when a unit test failed); the exit code is 1 when any failed. Each
 * output line is prefixed with its stage, a failed stage's last lines are printed again at the end,
 * and a table of the stages' times (from the run's start: when each began and ended) closes the
 * run, with how busy the machine's cores were meanwhile: a run whose cores were busy all along is
 * bound by its CPU, and only less work makes it shorter.
 */
import { spawn } from 'node:child_process';
import { describeMachineCpu, machineCpu } from './lib/cpu-time';
import { stageOutput } from './lib/stage-output';

interface Stage {
  name: string;
  script: string;
  args?: string[];
  /** The stages that must pass first. */
  after?: string[];
  /** The stages that must have ended first, passed or not (for the machine's sake, not for their output). */
  afterEnd?: string[];
  /** Off the critical path: run at a lower CPU priority. */
  background?: boolean;
}

interface Outcome {
  name: string;
  /** Seconds from the run's start to the stage's start and end. */
  began: number;
  ended: number;
  ok: boolean;
  /** The stage's last lines of output, stdout and stderr as they came. */
  tail: string[];
}

const STAGES: Stage[] = [
  { name: 'build', script: 'build', args: ['--local-leads'] },
  { name: 'lint:deps', script: 'lint:deps', background: true },
  { name: 'lint:eslint', script: 'lint:eslint', background: true },
  { name: 'lint:unused', script: 'lint:unused', background: true },
  { name: 'format', script: 'format:check', background: true },
  // Not in the background: its tests have time limits, which a starved worker would overrun.
  { name: 'unit', script: 'test:unit' },
  { name: 'e2e', script: 'test:e2e', after: ['build'], afterEnd: ['unit'] },
  // The planted-build trials (*.build.test.ts): a production build each, beside the browsers. Not in
  // the background: Next gives up on a page whose render takes over 60 s (three tries), and at low
  // priority beside the browsers a render got too little CPU for that (a CI run on 2026-11-29 failed
  // the stage after 293 s; a low-priority build beside two busy loops took 59 s for 13 small pages).
  { name: 'build-trial', script: 'test:build-trial', afterEnd: ['unit'] },
  { name: 'html', script: 'test:html', after: ['build'], background: true },
  { name: 'typecheck', script: 'typecheck', after: ['build'], background: true },
];

/** nice's increment for background stages: they get a core only when the critical path leaves one idle. */
const BACKGROUND_NICENESS = '10';

/**
 * How many of a failed stage's last lines are printed again before the closing table. The stages'
 * lines interleave, and a CI log is often read from its end: a failure's reason must be there, not
 * only hundreds of lines above, among another stage's passing tests (a CI run on 2026-11-29 ended
 * with `build-trial FAILED` and none of its own lines in sight).
 */
const FAILED_TAIL_LINES = 60;

const width = Math.max(...STAGES.map((stage) => stage.name.length));
const cpuAtStart = machineCpu();
const runStarted = Date.now();
const sinceStart = () => (Date.now() - runStarted) / 1000;

/** Runs one npm script, each line of its output prefixed with the stage's name. */
function run(stage: Stage): Promise<Outcome> {
  const began = sinceStart();
  const npm = ['npm', 'run', '--silent', stage.script, ...(stage.args ? ['--', ...stage.args] : [])];
  const [command = 'npm', ...args] = stage.background ? ['nice', '-n', BACKGROUND_NICENESS, ...npm] : npm;
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
  const output = stageOutput(`[${stage.name.padEnd(width)}] `, FAILED_TAIL_LINES);
  output.pipe(child.stdout, process.stdout);
  output.pipe(child.stderr, process.stderr);
  return new Promise((resolve) => {
    const finish = (ok: boolean) => resolve({ name: stage.name, began, ended: sinceStart(), ok, tail: output.lastLines() });
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
    const prerequisites = Promise.all((stage.after ?? []).map(stageNamed));
    const ended = Promise.all((stage.afterEnd ?? []).map(stageNamed));
    outcome = Promise.all([prerequisites, ended]).then(([done]) => (done.every((before) => before?.ok === true) ? run(stage) : undefined));
    outcomes.set(stage.name, outcome);
  }
  return outcome;
};
const results = await Promise.all(STAGES.map(schedule));

for (const outcome of results) {
  if (outcome === undefined || outcome.ok) continue;
  const heading = outcome.tail.length > 0 ? `its last ${outcome.tail.length} lines of output:` : 'it printed nothing.';
  console.log(`\n--- ${outcome.name} failed; ${heading}`);
  for (const line of outcome.tail) console.log(line);
}

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
const cpuAtEnd = machineCpu();
if (cpuAtStart !== undefined && cpuAtEnd !== undefined) console.log(`cpu: ${describeMachineCpu(cpuAtStart, cpuAtEnd)}`);
process.exit(passed ? 0 : 1);
