/**
 * Reads and validates the content of one brand: content/<CODE>/site.json, content/<CODE>/pages/**.json
 * and content/shared/*.json. Every problem found is collected (malformed JSON, schema errors,
 * a missing $schema pointer, every URL through the one validator, links to routes the brand does
 * not have, two files claiming one route, images the build could not render) so a marketer sees
 * them all at once. `npm run check:content` and the build both run exactly this; a file that fails
 * its schema still has its URLs and strings checked, so problems never come in rounds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type ParseError, parse as parseJsonc, printParseErrorCode, visit } from 'jsonc-parser';
import type { z } from 'zod';
import type { BrandCode } from '@/lib/brands';
import { footerProblems, SharedFooter } from './model/footer';
import {
  applyTokenOverrides,
  checkUrl,
  companyHosts,
  internalRoute,
  normaliseRoute,
  ownSiteHref,
  publicFileOf,
  tokenEnvName,
  tokenTypo,
  type TokenTable,
  type UrlKind,
  type UrlOptions,
  urlOptionsOf,
} from '@/lib/links';
import { collectRenditions } from '@/lib/images/collect';
import { originalProblems } from '@/lib/images/originals';
import { leadingToken } from '@/lib/links/endpoint';
import { showInvisible } from '@/lib/links/validate-url';
import { isPassThrough } from '@/lib/images/rendition';
import { initialsOf, MONOGRAM_PATTERN, monogramSvg } from '@/lib/icons/monogram';
import { THEME_COLOURS } from '@/lib/icons/theme-colours';
import { fileSizeProblem, jsonDepthProblem, textLengthProblem } from './limits';
import { markdownFacts } from './markdown-links';
import { phoneProblems } from './phone-numbers';
import { publicFileProblems } from './public-files';
import {
  anchorsOf,
  badIds,
  type BrandIndex,
  type CheckedFile,
  checkFileUrls,
  ownSiteOf,
  type ProblemSink,
  schemaCheck,
  slugOf,
  stringProblems,
  validBlocks,
} from './check-entry';
import { usableTokens } from './site-url-tokens';
import { elementIdProblems } from './element-ids';
import { siteClaimProblem } from './site-identity';
import { fileNameAltProblem, hiddenCharacter } from './text';
import { textFieldsOf, urlFieldsOf } from './url-fields';
import { headerProblems } from './model/header';
import { applyInsights } from '@/lib/insights/apply';
import { calculatorNameProblems, CalculatorFrames } from './model/calculator-frames';
import { type ContentProblem, contentErrorMap, formatJsonPath, zodProblems } from './problems';
import { hasStandaloneTitle, titleBrandProblem } from './titles';
import { LinkGroups, Page, type PageData, Site, type SiteData, SiteUrls } from './schema';
import type { BrandContent, PageEntry } from './types';

export interface LoadOptions {
  /** The project root that holds content/; defaults to the working directory. */
  root?: string;
  /** Environment for {token} overrides. */
  env?: Readonly<Record<string, string | undefined>>;
  /**
   * A folder laid over root: a file at the same relative path there stands in for the content file,
   * and a page there is a page of the brand. npm run edit writes the entry being typed there, so its
   * dev site renders unsaved changes without the content file being written (docs/editor-internals.md).
   */
  drafts?: string;
}

export type LoadResult = { ok: true; content: BrandContent } | { ok: false; problems: ContentProblem[] };

const ROUTE_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Routes the export itself writes: a content page there would be hidden by the site's own page. */
const RESERVED_ROUTES: Record<string, string> = {
  '/404/': "the site's own 404 page replaces it (and it would still be listed in the sitemap)",
};

const SCHEMA_DIR = path.join('content', 'schema');
const BOM = '\uFEFF';

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

/** A file as read: its raw JSON (for the checks that run even when the schema fails) and its data when valid. */
interface ReadFile<T> extends CheckedFile {
  data: T | undefined;
}

class Reader implements ProblemSink {
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
function listPageFilesWithDrafts(root: string, pagesDir: string, drafts: string | undefined): string[] {
  const own = listPageFiles(path.join(root, pagesDir));
  if (drafts === undefined) return own;
  const drafted = listPageFiles(path.join(drafts, pagesDir)).map((file) => path.join(root, path.relative(drafts, file)));
  return [...new Set([...own, ...drafted])].sort();
}

/** The parseable site.json of every other brand, in folder order (a broken one is reported by that brand's own check). */
function otherSites(root: string, code: BrandCode): { code: string; raw: unknown }[] {
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

/**
 * Two brands of one theme with the same monogram have identical favicons, apple-touch icons and
 * manifest icons: a visitor with both open cannot tell the tabs apart. The icon is drawn from the
 * monogram and the theme's colours (lib/icons), so equal drawings are what is compared.
 */
function sameIconProblem(root: string, code: BrandCode, raw: unknown): { path: string; message: string } | undefined {
  const iconOf = (site: unknown): { svg: string; monogram: string } | undefined => {
    if (site === null || typeof site !== 'object') return undefined;
    const name: unknown = Reflect.get(site, 'name');
    const theme: unknown = Reflect.get(site, 'theme');
    const icon: unknown = Reflect.get(site, 'icon');
    const written: unknown = icon !== null && typeof icon === 'object' ? Reflect.get(icon, 'monogram') : undefined;
    if (typeof name !== 'string' || typeof theme !== 'string' || !Object.hasOwn(THEME_COLOURS, theme)) return undefined;
    const monogram = typeof written === 'string' ? written : initialsOf(name);
    // A monogram its schema refuses is reported there; it draws no icon to compare.
    if (!MONOGRAM_PATTERN.test(monogram)) return undefined;
    const { brand, brandFg } = THEME_COLOURS[theme as keyof typeof THEME_COLOURS];
    return { svg: monogramSvg(monogram, { background: brand, foreground: brandFg }), monogram };
  };
  const mine = iconOf(raw);
  if (!mine) return undefined;
  for (const { code: other, raw: otherRaw } of otherSites(root, code)) {
    if (iconOf(otherRaw)?.svg !== mine.svg) continue;
    return {
      path: 'icon.monogram',
      message: `The icon "${mine.monogram}" on the ${String(Reflect.get(raw as object, 'theme'))} theme is also ${other}'s (content/${other}/site.json): the two brands would have identical favicons; give one of them other letters in icon.monogram`,
    };
  }
  return undefined;
}

type TitleSite = Pick<SiteData, 'name'> & { logo: Pick<SiteData['logo'], 'homeUrl'> };

/** The name and home page of a site.json that failed its schema, when those two fields are readable. */
function titleSiteOf(raw: unknown): TitleSite | undefined {
  if (raw === null || typeof raw !== 'object') return undefined;
  const name: unknown = Reflect.get(raw, 'name');
  const logo: unknown = Reflect.get(raw, 'logo');
  const homeUrl: unknown = logo !== null && typeof logo === 'object' ? (Reflect.get(logo, 'homeUrl') ?? '/') : '/';
  return typeof name === 'string' && typeof homeUrl === 'string' ? { name, logo: { homeUrl } } : undefined;
}

/** A page title that repeats the brand the title template adds (checked on the raw file, so it shows beside schema problems). */
function pageTitleProblem(raw: unknown, route: string, site: TitleSite): string | null {
  const title: unknown = raw !== null && typeof raw === 'object' ? Reflect.get(raw, 'title') : undefined;
  if (typeof title !== 'string' || hasStandaloneTitle(route, site)) return null;
  return titleBrandProblem(title, site.name);
}

/** The token table with its overrides, each value checked like any URL (an override from the environment included); `bad` gets the names of those refused. */
function checkedTokens(reader: Reader, tokens: TokenTable, env: Readonly<Record<string, string | undefined>>, bad: Set<string>): TokenTable {
  const table = applyTokenOverrides(tokens, env);
  for (const [name, url] of Object.entries(table)) {
    const verdict = checkUrl(url, 'tokenValue', {}, undefined, urlOptionsOf(env));
    if (verdict.ok) continue;
    bad.add(name);
    const override = env[tokenEnvName(name)]?.trim();
    const where = override ? `${tokenEnvName(name)}=${JSON.stringify(override)} (environment): ` : '';
    reader.problem('content/shared/site-urls.json', `tokens.${name}`, `${where}${verdict.message}`);
  }
  // An override whose name matches no token changes nothing: a staging build would ship production URLs unnoticed.
  const known = new Set(Object.keys(tokens).map(tokenEnvName));
  for (const variable of Object.keys(env).filter((key) => key.startsWith('SITE_URL_')).sort()) {
    if (known.has(variable) || env[variable] === undefined) continue;
    reader.problem('content/shared/site-urls.json', 'tokens', `${variable} (environment) overrides no site URL token; the variables are ${[...known].sort().join(', ')}`);
  }
  return table;
}

export function loadBrandContent(code: BrandCode, options: LoadOptions = {}): LoadResult {
  const root = options.root ?? process.cwd();
  const reader = new Reader(root, options.drafts);
  try {
    return loadInto(reader, code, root, options.env ?? process.env, options.drafts);
  } catch (error) {
    // A check that throws is a bug in the check, but the marketer still gets every problem found so
    // far and one line naming what failed, never a stack trace.
    const message = error instanceof Error ? error.message : String(error);
    reader.problem(`content/${code}`, '(root)', `Could not be checked completely (${message}); the problems above may be the cause`);
    return { ok: false, problems: reader.problems };
  }
}

function loadInto(reader: Reader, code: BrandCode, root: string, env: Readonly<Record<string, string | undefined>>, drafts: string | undefined): LoadResult {
  const siteUrls = reader.read(path.join('content', 'shared', 'site-urls.json'), SiteUrls, 'site-urls.schema.json');
  const linkGroups = reader.read(path.join('content', 'shared', 'link-groups.json'), LinkGroups, 'link-groups.schema.json')?.data;
  const sharedFooter = reader.read(path.join('content', 'shared', 'footer.json'), SharedFooter, 'footer.schema.json')?.data;
  const calculatorFramesFile = path.join('content', 'shared', 'calculator-frames.json');
  const calculatorFrames = reader.read(calculatorFramesFile, CalculatorFrames, 'calculator-frames.schema.json')?.data;
  const siteFile = toPosix(path.join('content', code, 'site.json'));
  const siteRead = reader.read(siteFile, Site, 'site.schema.json');
  const site = siteRead?.data;
  // Titles are checked against the brand's name even when another field of site.json is wrong, so problems never come in rounds.
  const titleSite = site ?? titleSiteOf(siteRead?.raw);
  if (site && site.code !== code) reader.problem(siteFile, 'code', `Must be "${code}", the folder this file is in`);
  const sameIcon = siteRead ? sameIconProblem(root, code, siteRead.raw) : undefined;
  if (sameIcon) reader.problem(siteFile, sameIcon.path, sameIcon.message);
  if (site && linkGroups) {
    for (const problem of headerProblems(site.header, site.logins, Object.keys(linkGroups.groups))) {
      reader.problem(siteFile, problem.path, problem.message);
    }
  }

  const pagesDir = path.join('content', code, 'pages');
  const pages: PageEntry[] = [];
  /** Every page file read, valid or not, with its route: its links and images are checked either way. */
  const pageFiles: { read: ReadFile<PageData>; route: string }[] = [];
  const owners = new Map<string, string>();
  for (const absolute of listPageFilesWithDrafts(root, pagesDir, drafts)) {
    const file = toPosix(path.relative(root, absolute));
    // A draft of a new page (npm run edit) has no file in content/ yet: there is nothing to be a link.
    if (fs.lstatSync(absolute, { throwIfNoEntry: false })?.isSymbolicLink()) {
      // A link can point outside the project, and a folder link is not followed by the file walk: a copy is what gets built.
      reader.problem(file, '(root)', `Is a symbolic link (to ${fs.readlinkSync(absolute)}): pages/ holds the page files themselves (a link can lead outside the project); replace the link with what it points to`);
      continue;
    }
    if (!absolute.endsWith('.json')) {
      const hint = /\.json$/i.test(absolute) ? ': page files end in .json, in lowercase' : ': only .json files under pages/ become pages';
      reader.problem(file, '(root)', `Is never built${hint}`);
      continue;
    }
    const slug = slugOf(toPosix(path.relative(path.join(root, pagesDir), absolute)));
    const badSegment = slug.find((segment) => !ROUTE_SEGMENT.test(segment));
    if (badSegment !== undefined) {
      reader.problem(file, '(root)', `"${badSegment}" cannot be part of a route: use lowercase letters, digits and single hyphens`);
      continue;
    }
    const route = normaliseRoute(slug.join('/'));
    const reserved = RESERVED_ROUTES[route];
    if (reserved !== undefined) {
      reader.problem(file, '(root)', `Route ${route} is reserved: ${reserved}; choose another file name`);
      continue;
    }
    const owner = owners.get(route);
    if (owner) {
      reader.problem(file, '(root)', `Route ${route} is already claimed by ${owner}`);
      continue;
    }
    owners.set(route, file);
    const read = reader.read(file, Page, 'page.schema.json');
    if (!read) continue;
    for (const problem of [...elementIdProblems(read.raw), ...badIds(read.raw)]) reader.problem(file, problem.path, problem.message);
    const titleProblem = titleSite ? pageTitleProblem(read.raw, route, titleSite) : null;
    if (titleProblem) reader.problem(file, 'title', titleProblem);
    pageFiles.push({ read, route });
    if (read.data) pages.push({ route, slug, file, page: read.data });
  }
  // Insights listing pages are generated from the article pages, and insights blocks filled from them.
  for (const problem of applyInsights(pages, owners)) reader.problem(problem.file, problem.path, problem.message);
  if (!owners.has('/')) reader.problem(toPosix(pagesDir), '(root)', 'The brand has no home page (pages/index.json)');

  const badTokens = new Set<string>();
  const tokens = checkedTokens(reader, siteUrls?.data?.tokens ?? usableTokens(siteUrls?.raw), env, badTokens);
  const anchors = new Map<string, ReadonlySet<string>>();
  for (const { read, route } of pageFiles) anchors.set(route, anchorsOf(read.raw));
  for (const entry of pages) if (!anchors.has(entry.route)) anchors.set(entry.route, anchorsOf(entry.page));
  const brand: BrandIndex = {
    code,
    routes: new Set(owners.keys()),
    tokens,
    hosts: companyHosts(tokens),
    ownSite: ownSiteOf(site, tokens),
    anchors,
    env,
    urlOptions: urlOptionsOf(env),
    badTokens,
  };
  if (site && brand.ownSite) {
    const others = otherSites(root, code).flatMap(({ code: other, raw }) => {
      const siteUrl: unknown = raw !== null && typeof raw === 'object' ? Reflect.get(raw, 'siteUrl') : undefined;
      return typeof siteUrl === 'string' ? [{ code: other, siteUrl, origin: ownSiteOf({ siteUrl }, tokens)?.origin }] : [];
    });
    const claimed = siteClaimProblem({ code, siteUrl: site.siteUrl, origin: brand.ownSite.origin }, others);
    if (claimed) reader.problem(siteFile, 'siteUrl', claimed);
  }
  const pageRoutes = new Map(pageFiles.map(({ read, route }) => [read.file, route]));
  for (const read of reader.files) {
    try {
      checkFileUrls(reader, read, brand, pageRoutes.get(read.file));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      reader.problem(read.file, '(root)', `Its links could not be checked: ${message}`);
    }
  }
  if (calculatorFrames) {
    for (const entry of pages) {
      for (const problem of calculatorNameProblems(entry.page, calculatorFrames)) reader.problem(entry.file, problem.path, problem.message);
    }
  }
  if (site && linkGroups && sharedFooter) {
    const context = { groupKeys: Object.keys(linkGroups.groups), socialKeys: Object.keys(sharedFooter.social), routes: brand.routes, code };
    for (const problem of footerProblems(site.footer, context)) reader.problem(siteFile, problem.path, problem.message);
  }
  // The images the build would render: every photo of every valid block, sized and with its original.
  const imagePages = pageFiles.map(({ read }) => ({ file: read.file, page: { blocks: read.data ? read.data.blocks : validBlocks(read.raw) } }));
  const images = collectRenditions({ pages: imagePages });
  for (const problem of [...images.problems, ...originalProblems(root, images.renditions, drafts)]) {
    // An image source the URL check refused already has its one message.
    if (!reader.hasProblemAt(problem.file, problem.path)) reader.problem(problem.file, problem.path, problem.message);
  }

  // public/ is copied into every export: a file there that can run script is every brand's problem.
  for (const problem of publicFileProblems(root)) reader.problem(problem.file, problem.path, problem.message);

  // File by file, in the order they were read, so each file's problems (schema, links, images) read together.
  const order = new Map(reader.files.map((read, index) => [read.file, index]));
  const rank = (problem: ContentProblem) => order.get(problem.file) ?? -1;
  reader.problems.sort((a, b) => rank(a) - rank(b));

  if (reader.problems.length > 0 || !site || !siteUrls?.data || !linkGroups || !sharedFooter || !calculatorFrames) {
    return { ok: false, problems: reader.problems };
  }
  return { ok: true, content: { code, site, pages, tokens, linkGroups: linkGroups.groups, sharedFooter, calculatorFrames } };
}
