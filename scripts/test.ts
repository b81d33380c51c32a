/**
 * `npm test`: every check of the project, each stage starting as soon as what it needs is done.
 *
 *   at once:                 the build (npm run build -- --local-leads), the dependency rules, ESLint,
 *                            knip (unused files, exports, dependencies), the unit tests
 *   once the build is in:    html-validate, the type check, and the end-to-end tests: their lead-forms chain
 *                            at once, the other specs once the unit tests have ended
 *   once the unit tests are: the planted-build trials
 *
 * The end-to-end tests are the longest stage. They used to start when the build ended, all of them
 * beside the unit tests; on a slow 2-core machine (a CI run on 2026-11-27: build 137 s, unit tests
 * 746 s, e2e 40 min) two browsers and the unit tests' test DOM workers starved each other until tests
 * ran past their time limits. The other way round was tried on 2026-11-29 (the end-to-end tests from
 * the build's end, the unit tests beside them at low priority, to fill the CPU the browsers leave
 * idle): on a 2-core machine in a slow hour the unit tests starved past their limits (two tests over
 * 60 s) and the browsers still lost a sixth of their speed (e2e 791 s, against 674 s alone). Then they
 * waited for the unit tests' end, which put the whole of the lead-forms chain (one browser, one file
 * at a time, a fifth of the end-to-end tests' time) on the critical path. Now that chain alone starts
 * with the build's end, beside the unit tests: one browser, mostly waiting on its page; the other
 * specs (two browsers, and `next dev` for the editor's) wait in Playwright for the file this script
 * writes when the unit tests end (toldEndOf, tests/e2e/unit-tests-ended.setup.ts). The stages
 * without tight time limits (the dependency rules, ESLint, knip, Prettier's check, html-validate, the
 * type check, and the planted-build trials, whose limit is 300 s for a build of about 50) run at a
 * lower CPU priority (nice) and take the cores the build and the browsers leave idle. The type check
 * waits for the build because it reads the route types the build writes to .next/types; the linters
 * read the sources alone (no route's types), so they start at once. Every stage runs to its end even
 * when another fails, so one run reports every failure (the end-to-end tests run even when a unit test
 * failed); the exit code is 1 when any failed. Each output line is prefixed with its stage, and a
 * table of the stages' times (from the run's start: when each began and ended) closes the run.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Stage {
  name: string;
  script: string;
  args?: string[];
  /** The stages that must pass first. */
  after?: string[];
  /** The stages that must have ended first, passed or not (for the machine's sake, not for their output). */
  afterEnd?: string[];
  /**
   * Stages this one runs beside and is told the end of: the environment variable names a file, written
   * once they have ended, passed or not (so part of this stage can wait for the cores they hold).
   */
  toldEndOf?: { variable: string; stages: string[] };
  /**
   * Off the critical path: run at a lower CPU priority, `nice` with this increment. Linux gives a task
   * of niceness 10 about a tenth of a core's share of one of 0 (19: about a seventieth), so 19 where
   * the stage has no time limit, 10 where it has one that starving it could overrun.
   */
  niceness?: 10 | 19;
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
  { name: 'lint:deps', script: 'lint:deps', niceness: 19 },
  { name: 'lint:eslint', script: 'lint:eslint', niceness: 19 },
  { name: 'lint:unused', script: 'lint:unused', niceness: 19 },
  { name: 'format', script: 'format:check', niceness: 19 },
  // At full priority: its tests have time limits, which a starved worker would overrun.
  { name: 'unit', script: 'test:unit' },
  // From the build's end: the lead-forms chain (one browser) beside the unit tests, the other specs once they end
  // (playwright.config.ts, tests/e2e/unit-tests-ended.setup.ts).
  { name: 'e2e', script: 'test:e2e', after: ['build'], toldEndOf: { variable: 'E2E_UNIT_TESTS_ENDED', stages: ['unit'] } },
  // The planted-build trials (*.build.test.ts): a production build each, where the browsers leave CPU idle.
  { name: 'build-trial', script: 'test:build-trial', afterEnd: ['unit'], niceness: 10 },
  { name: 'html', script: 'test:html', after: ['build'], niceness: 19 },
  { name: 'typecheck', script: 'typecheck', after: ['build'], niceness: 19 },
];

const width = Math.max(...STAGES.map((stage) => stage.name.length));
const runStarted = Date.now();
const sinceStart = () => (Date.now() - runStarted) / 1000;

/** The files of the stages told of others' ends (toldEndOf), removed when the run ends. */
const signals = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-'));
process.on('exit', () => fs.rmSync(signals, { recursive: true, force: true }));

/** Runs one npm script, each line of its output prefixed with the stage's name. */
function run(stage: Stage, env: Record<string, string>): Promise<Outcome> {
  const began = sinceStart();
  const npm = ['npm', 'run', '--silent', stage.script, ...(stage.args ? ['--', ...stage.args] : [])];
  const [command = 'npm', ...args] = stage.niceness === undefined ? npm : ['nice', '-n', String(stage.niceness), ...npm];
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...env } });
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
    const prerequisites = Promise.all((stage.after ?? []).map(stageNamed));
    const ended = Promise.all((stage.afterEnd ?? []).map(stageNamed));
    const env: Record<string, string> = {};
    if (stage.toldEndOf !== undefined) {
      const file = path.join(signals, `${stage.name}-${stage.toldEndOf.variable}`);
      env[stage.toldEndOf.variable] = file;
      void Promise.all(stage.toldEndOf.stages.map(stageNamed)).then(() => fs.writeFileSync(file, ''));
    }
    outcome = Promise.all([prerequisites, ended]).then(([done]) => (done.every((before) => before?.ok === true) ? run(stage, env) : undefined));
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
