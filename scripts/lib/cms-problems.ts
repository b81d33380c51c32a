/**
 * The content check's problems as the browser editor shows them: the same check `npm run
 * check:content` runs (lib/content), with each JSON path named in the editor's own words, so
 * `blocks[0].callToActionRow[1].targetUrl` reads "Blocks › 1 Hero › Call to action row › 2 ›
 * Target url", the labels the marketer sees beside the fields.
 */
import type { BrandCode } from '../../lib/brands';
import { type ContentProblem, formatProblem, validateBrands } from '../../lib/content';
import { type CmsField, fieldsOfFile } from './cms-config';

/** ['blocks', 0, 'headline'] from "blocks[0].headline"; [] for "(root)". */
export function parseJsonPath(path: string): (string | number)[] {
  if (path === '(root)' || path === '') return [];
  const out: (string | number)[] = [];
  for (const match of path.matchAll(/\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]|\.?([^.[\]]+)/g)) {
    if (match[1] !== undefined) out.push(Number(match[1]));
    else if (match[2] !== undefined) out.push(JSON.parse(`"${match[2]}"`) as string);
    else if (match[3] !== undefined) out.push(match[3]);
  }
  return out;
}

function child(value: unknown, key: string | number): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined;
}

/** A JSON path in the words of the editor's labels, following the file's data for list items' types. */
export function pathInWords(path: string, fields: readonly CmsField[], data: unknown): string {
  const segments = parseJsonPath(path);
  if (segments.length === 0) return 'The whole file';
  const words: string[] = [];
  let scope: readonly CmsField[] | undefined = fields;
  let list: CmsField | undefined;
  let value = data;
  for (const segment of segments) {
    value = child(value, segment);
    if (typeof segment === 'number' && list) {
      const typeName = list.typeKey ? child(value, list.typeKey) : undefined;
      const type = list.types?.find((candidate) => candidate.name === typeName);
      words.push(type ? `${segment + 1} ${type.label}` : String(segment + 1));
      scope = type?.fields ?? list.fields ?? list.field?.fields;
      list = undefined;
      continue;
    }
    const field = scope?.find((candidate) => candidate.name === segment);
    words.push(field?.label ?? String(segment));
    if (field?.widget === 'list') list = field;
    scope = field?.fields;
  }
  return words.join(' › ');
}

export interface EditorProblem {
  file: string;
  /** The problem's line as the build prints it: `file: json.path: problem`. */
  line: string;
  /** Where, in the editor's words. */
  field: string;
  message: string;
}

/** Every problem of the brand's content (the build's own check), described for the editor. */
export function editorProblems(brand: BrandCode, root: string, readJson: (file: string) => unknown): EditorProblem[] {
  return validateBrands([brand], { root }).map((problem: ContentProblem) => ({
    file: problem.file,
    line: formatProblem(problem),
    field: pathInWords(problem.path, fieldsOfFile(brand, problem.file), readJson(problem.file)),
    message: problem.message,
  }));
}
