/**
 * How content problems are reported: one line each, `file: json.path: what is wrong`, so a
 * marketer can jump straight to the spot. All problems of a build are collected and reported
 * together instead of stopping at the first.
 */
import type { z } from 'zod';

export interface ContentProblem {
  /** Path relative to the project root, e.g. content/AXB/pages/index.json */
  file: string;
  /** JSON path in the file, e.g. blocks[2].headline; "(root)" for the file as a whole. */
  path: string;
  message: string;
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}: ${problem.path}: ${problem.message}`;
}

export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(`Content has ${count}:\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`);
    this.name = 'ContentError';
    this.problems = problems;
    // The lines are the whole story: `next dev` prints an error's stack in the terminal and the
    // browser, and a stack of loader frames would bury the `file: json.path: problem` lines.
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** blocks[2].headline from ['blocks', 2, 'headline']. */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else {
      const name = String(key);
      out += /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? (out ? `.${name}` : name) : `[${JSON.stringify(name)}]`;
    }
  }
  return out || '(root)';
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value);
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- JSON holds no function: what is left is a number or boolean, whose String() is its text
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}

/**
 * Messages written for marketers rather than zod's defaults: "Required" for a missing field and
 * the list of block types for an unknown one. Anything else keeps zod's message.
 */
export const contentErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'Required';
  // A key its record refuses: what the key's own schema says it must be, not zod's "Invalid key in record".
  if (issue.code === 'invalid_key' && typeof issue.issues[0]?.message === 'string') return issue.issues[0].message;
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) return 'Must not be empty';
  if (issue.code === 'too_small' && (issue.origin === 'number' || issue.origin === 'int')) {
    return `Must be ${issue.inclusive === false ? 'more than' : 'at least'} ${String(issue.minimum)}, not ${describe(issue.input)}`;
  }
  if (issue.code === 'too_big' && (issue.origin === 'number' || issue.origin === 'int')) {
    return `Must be ${issue.inclusive === false ? 'less than' : 'at most'} ${String(issue.maximum)}, not ${describe(issue.input)}`;
  }
  if (issue.code === 'invalid_type') return `Expected ${issue.expected}, got ${describe(issue.input)}`;
  if (issue.code === 'invalid_union' && 'discriminator' in issue && issue.discriminator) {
    const options: string = Array.isArray(issue.options) ? issue.options.map(String).join(', ') : '';
    // The issue's input is the whole object; the offending value is its discriminator field.
    const input: unknown = issue.input;
    const value: unknown = input !== null && typeof input === 'object' ? Reflect.get(input, issue.discriminator) : undefined;
    if (value === undefined) return `Required (one of: ${options})`;
    // "Unknown block type", "Unknown footer type": what the union is, from the key that holds it.
    const owner = [...(issue.path ?? [])].reverse().find((key): key is string => typeof key === 'string' && key !== issue.discriminator);
    const what = issue.discriminator !== 'type' ? issue.discriminator : owner === undefined || owner === 'blocks' ? 'block type' : `${owner} type`;
    return `Unknown ${what} ${describe(value)}; expected one of: ${options}`;
  }
  return undefined;
};

/**
 * One problem per place: zod can give a value several issues (an empty headline is both too short
 * and blank; 1e300 is past both the safe integers and the field's maximum), and the first says it.
 * The safe-integer bound zod adds to every int is dropped for the field's own bound.
 */
export function zodProblems(file: string, error: z.ZodError): ContentProblem[] {
  const problems = new Map<string, ContentProblem>();
  for (const issue of error.issues) {
    const bound = issue.code === 'too_big' ? issue.maximum : issue.code === 'too_small' ? issue.minimum : undefined;
    if (bound !== undefined && Math.abs(Number(bound)) === Number.MAX_SAFE_INTEGER && error.issues.some((other) => other !== issue && other.path.join('.') === issue.path.join('.'))) continue;
    const path = formatJsonPath(issue.path);
    if (!problems.has(path)) problems.set(path, { file, path, message: issue.message });
  }
  return [...problems.values()];
}
