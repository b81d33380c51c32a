/**
 * `npx tsx scripts/check-workflows.ts [root]`: checks every GitHub Actions workflow under
 * <root>/.github/workflows (root: this repository) the way GitHub reads it, with GitHub's own parser and
 * workflow schema (@actions/workflow-parser, what the Actions language service checks an editor's file
 * with): unknown keys and misspelt ones, values of the wrong shape, expressions that name a context not
 * available where they stand (a matrix in a job's `if`), a job that needs a job that does not exist, and,
 * for a job that calls a workflow of this repository (`uses: ./.github/workflows/x.yml`), that workflow's
 * inputs and secrets. Prints each problem as `file (Line: n, Col: n): problem` and exits 1, else one line
 * naming the files checked.
 *
 * A script, not a module the tests import: the parser imports its schema JSON without the import
 * attribute Node requires, which tsx accepts; tests/ci/workflows.test.ts runs it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { ErrorPolicy } from '@actions/workflow-parser/model/convert';
import type { FileReference } from '@actions/workflow-parser/workflows/file-reference';
import { exitWith, scriptArgs, UsageError } from './lib/args';

const USAGE = 'Usage: npx tsx scripts/check-workflows.ts [root]';
const [rootArg = '.', ...extra] = scriptArgs(USAGE, {}, true).positionals;
if (extra.length > 0) exitWith(new UsageError(USAGE), 2);
const root = path.resolve(rootArg);
const dir = path.join(root, '.github', 'workflows');
const files = fs.existsSync(dir)
  ? fs
      .readdirSync(dir)
      .filter((file) => /\.ya?ml$/.test(file))
      .sort()
  : [];
if (files.length === 0) {
  console.error(`check-workflows: no workflow in ${path.relative(process.cwd(), dir) || dir}`);
  process.exit(1);
}

/** Hands the parser a workflow of this repository that a job calls; another repository's is not fetched. */
const localFiles = {
  getFileContent(ref: FileReference) {
    if ('repository' in ref) {
      return Promise.reject(new Error(`${ref.owner}/${ref.repository}/${ref.path}@${ref.version} is in another repository, which is not checked here`));
    }
    return Promise.resolve({ name: ref.path, content: fs.readFileSync(path.join(root, ref.path), 'utf8') });
  },
};

const options = {
  fetchReusableWorkflowDepth: 1,
  // On past the first problems, so that one run lists them all.
  errorPolicy: ErrorPolicy.TryConversion,
};

// A set: a called workflow's problems come again with each job that calls it.
const problems = new Set<string>();
for (const file of files) {
  const name = path.posix.join('.github/workflows', file);
  const parsed = parseWorkflow({ name, content: fs.readFileSync(path.join(dir, file), 'utf8') }, new NoOperationTraceWriter());
  const converted = parsed.value === undefined ? undefined : await convertWorkflowTemplate(parsed.context, parsed.value, localFiles, options);
  // The conversion reports the parse's problems too, and its own; without a value there is only the parse.
  const messages = converted?.errors?.map((error) => error.Message) ?? parsed.context.errors.getErrors().map((error) => error.message);
  for (const message of messages) problems.add(message);
}
if (problems.size > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(`Workflows OK: ${files.map((file) => path.posix.join('.github/workflows', file)).join(', ')}.`);
