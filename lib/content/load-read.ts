/**
 * Reading a brand's content files: the Reader (each file parsed, its syntax, size, depth, BOM,
 * duplicate keys, $schema pointer, schema and strings checked as it is read; drafts laid over the
 * tree), and the page files to read. The checks across files are in load-checks.ts, the routes and
 * the brand's index in load-index.ts; load.ts runs the three.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type ParseError, parse as parseJsonc, printParseErrorCode, visit } from 'jsonc-parser';
import type { z } from 'zod';
import type { BrandCode } from '@/lib/brands';
import { showInvisible } from '@/lib/links/validate-url';
import { type CheckedFile, type ProblemSink, schemaCheck, stringProblems } from './check-entry';
import { fileSizeProblem, jsonDepthProblem } from './limits';
import { phoneProblems } from './phone-numbers';
import type { CalculatorFrames } from './model/calculator-frames';
import type { SharedFooter } from './model/footer';
import { type ContentProblem, formatJsonPath } from './problems';
import type { LinkGroups, PageData, SiteData, SiteUrls } from './schema';
import type { PageEntry } from './types';

const SCHEMA_DIR = path.join('content', 'schema');
const BOM = '\uFEFF';

export function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

/** A file as read: its raw JSON (for the checks that run even when the schema fails) and its data when valid. */
export interface ReadFile<T> extends CheckedFile {
  data: T | undefined;
}

export class Reader implements ProblemSink {
  readonly problems: ContentProblem[] = [];
  private readonly seen = new Set<string>();
  private readonly places = new Set<string>();
  /** Every file read with parseable JSON, in order, for the checks that need the whole brand. */
  readonly files: ReadFile<unknown>[] = [];
  constructor(
    readonly root: string,
    private readonly drafts?: string,
  ) {}

  /** Where a content file is read from: its draft when there is one. */
  private source(file: string): string {
    const draft = this.drafts === undefined ? undefined : path.join(this.drafts, file);
    return draft !== undefined && fs.existsSync(draft) ? draft : path.join(this.root, file);
  }

  /** Records a problem once: the schema and the URL check may find the same one. Invisible characters show as U+XXXX. */
  problem(file: string, rawPath: string, rawMessage: string): void {
    const jsonPath = showInvisible(rawPath);
    const message = showInvisible(rawMessage);
    const key = `${file}\u0000${jsonPath}\u0000${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.places.add(`${file}\u0000${jsonPath}`);
    this.problems.push({ file, path: jsonPath, message });
  }

  /** Whether a problem is already reported at this place (a more specific check said why). */
  hasProblemAt(file: string, jsonPath: string): boolean {
    return this.places.has(`${file}\u0000${jsonPath}`);
  }

  isPublicFile(relative: string): boolean {
    return fs.statSync(path.join(this.root, 'public', relative), { throwIfNoEntry: false })?.isFile() ?? false;
  }

  /**
   * Parses a JSON file and validates it. Returns undefined only when the file cannot be read or
   * parsed; a file that fails its schema is returned with its raw JSON, so its links, strings and
   * images are still checked in the same pass.
   */
  read<S extends z.ZodType>(file: string, schema: S, schemaFile: string): ReadFile<z.infer<S>> | undefined {
    const name = toPosix(file);
    let text: string;
    try {
      const source = this.source(file);
      const tooLarge = fileSizeProblem(fs.statSync(source).size);
      if (tooLarge) {
        this.problem(name, '(root)', tooLarge);
        return undefined;
      }
      text = fs.readFileSync(source, 'utf8');
    } catch {
      this.problem(name, '(root)', 'File not found');
      return undefined;
    }
    if (text.startsWith(BOM)) {
      this.problem(name, '(root)', 'Starts with an invisible byte-order mark (BOM): save the file as UTF-8 without BOM');
      text = text.slice(BOM.length);
    }
    // Every step after parsing walks the value recursively; a value nested past any page is refused first.
    const tooDeep = jsonDepthProblem(text);
    if (tooDeep) {
      this.problem(name, '(root)', tooDeep);
      return undefined;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      this.problem(name, '(root)', `Malformed JSON at ${describeSyntaxError(text)}`);
      return undefined;
    }
    for (const duplicate of duplicateKeys(text)) {
      this.problem(name, duplicate.path, `"${duplicate.key}" appears twice in this object; only the last value would be used`);
    }
    const expectedPointer = toPosix(path.relative(path.dirname(file), path.join(SCHEMA_DIR, schemaFile)));
    if (raw !== null && typeof raw === 'object' && !Array.isArray(raw) && Reflect.get(raw, '$schema') !== expectedPointer) {
      this.problem(name, '$schema', `Must be "${expectedPointer}" so editors can check this file`);
    }
    const { problems, urlSchemaProblems, data } = schemaCheck(name, schema, raw);
    for (const problem of problems) this.problem(problem.file, problem.path, problem.message);
    for (const problem of [...stringProblems(raw), ...phoneProblems(raw)]) this.problem(name, problem.path, problem.message);
    const read: ReadFile<z.infer<S>> = { file: name, schema, raw, data, urlSchemaProblems };
    this.files.push(read);
    return read;
  }
}

/**
 * Where and what the first syntax error is, as "line 3, column 14: value expected". JSON.parse's
 * own message has no position for most errors, so jsonc-parser (VS Code's parser) locates it.
 */
function describeSyntaxError(text: string): string {
  const errors: ParseError[] = [];
  parseJsonc(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return 'not valid JSON';
  const before = text.slice(0, first.offset);
  const line = before.split('\n').length;
  const column = first.offset - before.lastIndexOf('\n');
  const what = printParseErrorCode(first.error)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return `line ${line}, column ${column}: ${what}`;
}

/** Keys written twice in one object: JSON.parse keeps the last silently, so an edit to the first does nothing. */
function duplicateKeys(text: string): { key: string; path: string }[] {
  const found: { key: string; path: string }[] = [];
  const stack: Set<string>[] = [];
  visit(text, {
    onObjectBegin: () => {
      stack.push(new Set());
    },
    onObjectEnd: () => {
      stack.pop();
    },
    onObjectProperty: (key, _offset, _length, _line, _column, pathSupplier) => {
      const keys = stack[stack.length - 1];
      if (!keys) return;
      if (keys.has(key)) found.push({ key, path: formatJsonPath([...pathSupplier(), key]) });
      keys.add(key);
    },
  });
  return found;
}

/**
 * The files under a brand's pages/ folder, symbolic links included (the caller refuses them rather
 * than skip them); dot files (editor and OS litter) are not content.
 */
function listPageFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && !entry.name.startsWith('.'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The page files of root's pagesDir and of the drafts laid over it (a new page's draft), as paths under root. */
export function listPageFilesWithDrafts(root: string, pagesDir: string, drafts: string | undefined): string[] {
  const own = listPageFiles(path.join(root, pagesDir));
  if (drafts === undefined) return own;
  const drafted = listPageFiles(path.join(drafts, pagesDir)).map((file) => path.join(root, path.relative(drafts, file)));
  return [...new Set([...own, ...drafted])].sort();
}

/** The parseable site.json of every other brand, in folder order (a broken one is reported by that brand's own check). */
export function otherSites(root: string, code: BrandCode): { code: string; raw: unknown }[] {
  const contentDir = path.join(root, 'content');
  const sites: { code: string; raw: unknown }[] = [];
  for (const other of fs.existsSync(contentDir) ? fs.readdirSync(contentDir).sort() : []) {
    const otherFile = path.join(contentDir, other, 'site.json');
    if (other === code || !fs.existsSync(otherFile)) continue;
    try {
      sites.push({ code: other, raw: JSON.parse(fs.readFileSync(otherFile, 'utf8').replace(/^\uFEFF/, '')) });
    } catch {
      // that brand's own check reports it
    }
  }
  return sites;
}

/** Every page file read, valid or not, with its route: its links and images are checked either way. */
export interface PageFile {
  read: ReadFile<PageData>;
  route: string;
}

/** What a brand's load has read: each file's data when valid (site.json's raw too, for its checks). */
export interface LoadedFiles {
  siteUrls: ReadFile<z.infer<typeof SiteUrls>> | undefined;
  linkGroups: z.infer<typeof LinkGroups> | undefined;
  sharedFooter: z.infer<typeof SharedFooter> | undefined;
  calculatorFrames: z.infer<typeof CalculatorFrames> | undefined;
  siteRead: ReadFile<SiteData> | undefined;
  site: SiteData | undefined;
  pages: PageEntry[];
  pageFiles: PageFile[];
  /** Each route's file. */
  owners: Map<string, string>;
}
