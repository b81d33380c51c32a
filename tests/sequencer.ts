/**
 * The order vitest hands test files to its workers: its own (a project's files together, the
 * longest or largest first), with each project's files then gathered by test environment.
 *
 * Why: a worker that shares its files' module cache (vitest.config.ts, `isolate: false`) is kept for
 * the next file only when that file, the next in the queue, runs in the same project and the same
 * environment; otherwise vitest stops the worker and starts another, which imports vitest, the test
 * DOM, React and the app's modules again. In the order by size alone, the `// @vitest-environment
 * node` files sat among the test DOM's, and a unit run started 73 workers for 248 files (a CPU
 * profile of `npm run test:unit`, 2026-11-29): their start-up was a sixth of the unit tests' CPU time.
 */
import fs from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The environment a file asks for in its first comment, as vitest reads it; else its project's. */
function environmentOf(spec: TestSpecification): string {
  let code = '';
  try {
    code = fs.readFileSync(spec.moduleId, 'utf8');
  } catch {
    // A file that cannot be read fails in vitest itself, with its own message.
  }
  return /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(code)?.[1] ?? spec.project.config.environment;
}

export default class ByEnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // A stable gathering: each group where its first (longest) file stood, in vitest's order within it.
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of sorted) {
      const key = `${spec.project.name}\0${environmentOf(spec)}`;
      const group = groups.get(key);
      if (group === undefined) groups.set(key, [spec]);
      else group.push(spec);
    }
    return [...groups.values()].flat();
  }
}
