import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const INCLUDE = ['**/*.test.{ts,tsx}'];
const EXCLUDE = ['node_modules/**', 'out/**', '.next/**', 'tests/e2e/**'];
/**
 * The checks of the live content (content/, which marketers edit): every brand passes the content
 * check, the generated schemas and documents that list content are current. They check the
 * repository, not code, so they are a project of their own; every other test reads fixtures, and a
 * marketer's valid edit fails none of them (docs/testing.md).
 */
const LIVE_CONTENT = ['tests/live-content/**/*.test.{ts,tsx}'];
/**
 * The trials that build a planted copy of the project with `npm run build` (`*.build.test.ts`): a
 * production build each, tens of seconds of both cores. `npm test` runs them as a stage of their own
 * (`npm run test:build-trial`) beside the end-to-end tests, whose browsers leave a core mostly idle,
 * instead of inside the unit tests' stage, which the end-to-end tests wait for.
 */
const BUILD_TRIALS = ['**/*.build.test.ts'];
const SOURCE_DIRS = ['app', 'calculators', 'components', 'forms', 'lib', 'relay', 'scripts', 'bench', 'tests'];

/**
 * The test files that replace a module (vi.mock, vi.doMock) or reset the module cache: they need a
 * module cache of their own, where every other file shares its worker's (see `isolate` below). Found
 * by reading the files, so a new test that mocks a module is isolated without a list to keep.
 */
function filesThatMockModules(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'e2e') walk(full);
      } else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(mock|doMock|resetModules)\(/.test(fs.readFileSync(full, 'utf8'))) {
        found.push(path.relative(root, full).split(path.sep).join('/'));
      }
    }
  };
  for (const dir of SOURCE_DIRS) if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return found;
}

const mocking = filesThatMockModules(import.meta.dirname);

/** The environment a test file asks for in a comment, as vitest reads it; else its project's. */
function environmentOf(spec: TestSpecification): string {
  let code = '';
  try {
    code = fs.readFileSync(spec.moduleId, 'utf8');
  } catch {
    // A file that cannot be read fails in vitest itself, with its own message.
  }
  return /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(code)?.[1] ?? spec.project.config.environment;
}

/**
 * vitest's order (a project's files together, the longest or largest first), with each project's
 * files then gathered by test environment. A worker that shares its files' module cache (`isolate:
 * false` below) is kept for the next file only when that file, the next in the queue, runs in the
 * same project and environment; otherwise vitest stops it and starts another, which imports vitest,
 * the test DOM, React and the app's modules again. In the order by size alone the `// @vitest-environment
 * node` files sat among the test DOM's, and a unit run started 73 workers for 248 files; gathered, 9
 * (docs/benchmarks.md, 2026-11-29, evening).
 */
class ByEnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files)) {
      const key = `${spec.project.name}\0${environmentOf(spec)}`;
      const group = groups.get(key);
      if (group === undefined) groups.set(key, [spec]);
      else group.push(spec);
    }
    // Each group where its first (longest) file stood, in vitest's order within it.
    return [...groups.values()].flat();
  }
}

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    // happy-dom, not jsdom: the same 4,000-odd tests in less CPU time (npx vitest run on a quiet
    // 2-core machine, 2026-11-28: 264 s of CPU with jsdom, 181-230 s in three runs with happy-dom;
    // the heaviest form tests 84 -> 52 s). Role, label and description queries
    // are the testing library's own either way. Its fetch, Headers and Response stand in for Node's,
    // as a browser's do. Like jsdom here, it runs no script file and loads no iframe page: a script
    // file it skips counts as loaded (else it logs an error for each video a test renders), and
    // tests/setup.ts quiets its notice for each iframe.
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    // A guard against a hang, not a speed target: typing key by key into long forms and running axe
    // in the test DOM take seconds on a busy 2-core machine, and tens of seconds on a slow one (a CI run on
    // 2026-11-27 saw a dealer form test pass 20 s beside the build).
    testTimeout: 60_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // Where the unit tests' time went (3,839 tests in 349 s): vitest's default is one worker per core
    // but one (one worker on a 2-core machine), and each of the 190-odd files got a fresh test DOM and
    // imported React, the testing library and the app's modules again, about two thirds of the CPU time.
    // So: a worker per core, threads (cheaper to start than processes), and files that share their
    // worker's environment and module cache, but for those that mock modules (a mock would leak into
    // the files after them). tests/setup.ts cleans the DOM after every test.
    pool: 'threads',
    maxWorkers: os.availableParallelism(),
    // ...handed out gathered by environment, so a worker and its module cache last (above).
    sequence: { sequencer: ByEnvironmentSequencer },
    // (include and exclude are set per project only: `extends` would add a project's lists to the root's.)
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, include: INCLUDE, exclude: [...EXCLUDE, ...LIVE_CONTENT, ...BUILD_TRIALS, ...mocking] } },
      // (An empty include would mean vitest's default, every test file again.)
      ...(mocking.length > 0
        ? [{ extends: true as const, test: { name: 'isolated', isolate: true, include: mocking, exclude: [...EXCLUDE, ...LIVE_CONTENT, ...BUILD_TRIALS] } }]
        : []),
      { extends: true, test: { name: 'live-content', isolate: false, include: LIVE_CONTENT, exclude: EXCLUDE } },
      { extends: true, test: { name: 'build-trial', include: BUILD_TRIALS, exclude: EXCLUDE } },
    ],
  },
});
