/**
 * The content check of one file, without the file system: what a file's JSON breaks (its schema,
 * invisible or over-long text, element ids, every URL and the routes, files and photos it names)
 * given what it needs to know of the rest (the brand's routes, site URLs, public files, photos).
 * `npm run check:content` and the build (load.ts) run these functions over every file; the browser
 * editor bundles checkEntry and runs it on the entry being edited, so both say the same thing.
 */
import type { z } from 'zod';
import type { BrandCode } from '@/lib/brands';
import {
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
import { leadingToken } from '@/lib/links/endpoint';
import { showInvisible } from '@/lib/links/validate-url';
import { collectRenditions, missingOriginal, originalProblemsBy } from '@/lib/images/collect';
import { isPassThrough } from '@/lib/images/rendition';
import { textLengthProblem } from './limits';
import { markdownFacts } from './markdown-links';
import { fileNameAltProblem, hiddenCharacter } from './text';
import { phoneProblems } from './phone-numbers';
import { elementIdProblems } from './element-ids';
import { textFieldsOf, urlFieldsOf } from './url-fields';
import { type ContentProblem, contentErrorMap, formatJsonPath, zodProblems } from './problems';
import { LinkGroups, Page, type PageData, Site, type SiteData, SiteUrls } from './schema';
import { SharedFooter } from './model/footer';
import { CalculatorFrames } from './model/calculator-frames';

/** Where the checks report, and the one thing they ask of the disk: whether public/<relative> is a file. */
export interface ProblemSink {
  problem(file: string, path: string, message: string): void;
  /** Whether a problem is already reported at this place (a more specific check said why). */
  hasProblemAt(file: string, path: string): boolean;
  isPublicFile(relative: string): boolean;
}

/** A file whose URLs are checked: its raw JSON, its schema, and what the schema said of its URL fields. */
export interface CheckedFile {
  file: string;
  schema: z.ZodType;
  raw: unknown;
  /**
   * The schema's own problems with URL fields, by JSON path. The URL validator speaks for a URL
   * field; these are reported only where it accepts the value, so a URL gets one message, not two.
   */
  urlSchemaProblems: Map<string, string[]>;
}

/** A file's JSON against its schema: the problems, those of URL fields set apart (see CheckedFile). */
export function schemaCheck<S extends z.ZodType>(
  file: string,
  schema: S,
  raw: unknown,
): { problems: ContentProblem[]; urlSchemaProblems: Map<string, string[]>; data: z.infer<S> | undefined } {
  const result = schema.safeParse(raw, { error: contentErrorMap });
  const urlPaths = new Set(urlFieldsOf(schema, raw).map((field) => field.path));
  const urlSchemaProblems = new Map<string, string[]>();
  const problems: ContentProblem[] = [];
  if (!result.success) {
    for (const problem of zodProblems(file, result.error)) {
      if (urlPaths.has(problem.path)) urlSchemaProblems.set(problem.path, [...(urlSchemaProblems.get(problem.path) ?? []), problem.message]);
      else problems.push(problem);
    }
  }
  return { problems, urlSchemaProblems, data: result.success ? result.data : undefined };
}

/** Every string of a raw JSON value with its path (object keys excluded). */
function stringsOf(value: unknown, trail: PropertyKey[] = [], out: { value: string; trail: PropertyKey[] }[] = []) {
  if (typeof value === 'string') out.push({ value, trail });
  else if (Array.isArray(value)) value.forEach((item, index) => stringsOf(item, [...trail, index], out));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) stringsOf(item, [...trail, key], out);
  return out;
}

/**
 * Text nobody can see is wrong: control characters and direction overrides (which make a title
 * read differently from what is stored), and values of only spaces (an empty heading). Line
 * breaks and tabs are allowed, as Markdown uses them.
 */
export function stringProblems(raw: unknown): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  for (const { value, trail } of stringsOf(raw)) {
    const invisible = hiddenCharacter(value);
    if (invisible) problems.push({ path: formatJsonPath(trail), message: `Contains an invisible ${invisible}; delete it` });
    if (value !== '' && value.trim() === '') problems.push({ path: formatJsonPath(trail), message: 'Must contain text, not only spaces' });
    const tooLong = textLengthProblem(value);
    if (tooLong) problems.push({ path: formatJsonPath(trail), message: tooLong });
    const fileNameAlt = fileNameAltProblem(trail.at(-1), value);
    if (fileNameAlt) problems.push({ path: formatJsonPath(trail), message: fileNameAlt });
  }
  return problems;
}

/** The brand's own site, from which links are checked as routes of this brand ({bankUrl} for AXB). */
interface OwnSite {
  /** As written in site.json, e.g. "{bankUrl}", to name it in problems. */
  siteUrl: string;
  /** Resolved, e.g. "https://www.axosbank.com"; undefined when it cannot be resolved (reported elsewhere). */
  origin: string | undefined;
}

export function ownSiteOf(site: Pick<SiteData, 'siteUrl'> | undefined, tokens: TokenTable): OwnSite | undefined {
  if (!site) return undefined;
  const verdict = checkUrl(site.siteUrl, 'siteUrl', tokens, companyHosts(tokens));
  return { siteUrl: site.siteUrl, origin: verdict.ok ? new URL(verdict.url).origin : undefined };
}

/** What the link checks need to know about the whole brand. */
export interface BrandIndex {
  code: BrandCode;
  routes: ReadonlySet<string>;
  tokens: TokenTable;
  hosts: ReadonlySet<string>;
  ownSite: OwnSite | undefined;
  /** The element ids each route's page has, for links with a #fragment. */
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
  /** The environment, to name the SITE_URL_* override a refused URL's {token} took its value from. */
  env: Readonly<Record<string, string | undefined>>;
  /** Whether this is a local build (the local lead receiver allowed), from the environment. */
  urlOptions: UrlOptions;
  /** Tokens whose value (as written or overridden) is refused: that is their one message, not each URL that uses them. */
  badTokens: ReadonlySet<string>;
}

/** " ({leadReceiverUrl} is SITE_URL_LEAD_RECEIVER_URL=\"http://…\" from the environment)" when the URL's token was overridden, else "". */
function overrideNote(value: string, env: BrandIndex['env']): string {
  const token = /^\{([A-Za-z][A-Za-z0-9]*)\}/.exec(value)?.[1];
  if (token === undefined) return '';
  const variable = tokenEnvName(token);
  const override = env[variable]?.trim();
  return override ? ` ({${token}} is ${variable}=${JSON.stringify(override)} from the environment)` : '';
}

/**
 * A file under public/ that a site-relative image names ("/images/icons/savings.svg"). Photos
 * under /images/ are not here: their originals are in content/images/ (lib/images checks them).
 */
function missingPublicImage(sink: ProblemSink, url: string): string | undefined {
  const written = url.split(/[?#]/, 1)[0] ?? url;
  if (/(?:^|\/)\.{1,2}(?:\/|$)/.test(written)) return `"${url}" has a "." or ".." segment: write the path from public/ down, e.g. /images/hero.svg`;
  // Photos (anything the image pipeline renders) are checked against their originals by lib/images.
  if (!isPassThrough(written)) return undefined;
  const pathname = new URL(url, 'https://site.invalid').pathname;
  let relative: string;
  try {
    relative = decodeURIComponent(pathname).replace(/^\/+/, '');
  } catch {
    return `"${url}" is not a valid path (a % not followed by two hex digits)`;
  }
  return sink.isPublicFile(relative) ? undefined : `Shows ${pathname} but public/${relative} does not exist`;
}

/**
 * The ids a page's elements can have: every content `id` (blocks render it as their element id,
 * and parts of a block derive theirs from it as "<id>-…"), and the anchors of video tiles (their
 * internalName with spaces as hyphens).
 */
export function anchorsOf(page: unknown): Set<string> {
  const anchors = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'id' && typeof item === 'string') anchors.add(item);
        else if (key === 'internalName' && typeof item === 'string') anchors.add(item.trim().replace(/\s+/g, '-'));
        else walk(item);
      }
    }
  };
  walk(page);
  return anchors;
}

function hasAnchor(anchors: ReadonlySet<string> | undefined, fragment: string): boolean {
  if (!anchors) return false;
  const id = decodeURIComponent(fragment);
  if (anchors.has(id)) return true;
  for (const anchor of anchors) if (id.startsWith(`${anchor}-`)) return true;
  return false;
}

/**
 * Checks one URL: the validator first (scheme, token, host, user name), then for links what the
 * validator cannot know alone: that a route, a file under public/ or a #fragment exists. (Images
 * are checked for existence with the renditions, as the build does: an SVG is served as written.)
 */
function checkOneUrl(reader: ProblemSink, file: string, jsonPath: string, value: string, kind: UrlKind, brand: BrandIndex, pageRoute: string | undefined): void {
  const token = leadingToken(value);
  if (token !== undefined && brand.badTokens.has(token)) return;
  const verdict = checkUrl(value, kind, brand.tokens, brand.hosts, brand.urlOptions);
  if (!verdict.ok) {
    reader.problem(file, jsonPath, `${verdict.message}${overrideNote(value, brand.env)}`);
    return;
  }
  if (kind === 'image' && verdict.url.startsWith('/')) {
    const missing = missingPublicImage(reader, verdict.url);
    if (missing) reader.problem(file, jsonPath, missing);
    return;
  }
  if (kind !== 'link' && kind !== 'markdownLink' && kind !== 'secureLink') return;
  // A link to the brand's own site by absolute URL ("{bankUrl}/personal" in AXB) renders as a
  // route of this export, so it must exist like any "/personal" link.
  const own = ownSiteHref(verdict.url, brand.ownSite?.origin);
  const local = own ?? verdict.url;
  // A root-relative link to a file ("/documents/fees.pdf", a download tile) must name a file in public/.
  const publicFile = publicFileOf(local);
  if (publicFile !== null) {
    if (!reader.isPublicFile(publicFile)) {
      reader.problem(file, jsonPath, `Links to /${publicFile} but public/${publicFile} does not exist`);
    }
    return;
  }
  const hashAt = local.indexOf('#');
  const fragment = hashAt === -1 ? '' : local.slice(hashAt + 1);
  if (local.startsWith('#')) {
    // A fragment alone points into the page it is on; site.json and shared files are on every page, so it cannot be checked there.
    if (pageRoute !== undefined && fragment !== '' && !hasAnchor(brand.anchors.get(pageRoute), fragment)) {
      reader.problem(file, jsonPath, `Links to #${fragment} but this page has no element with that id`);
    }
    return;
  }
  const route = internalRoute(local);
  if (route === null) return;
  if (!brand.routes.has(route)) {
    // An insights reference to a missing article is already reported, with what to write instead.
    if (reader.hasProblemAt(file, jsonPath)) return;
    const why = own !== null && brand.ownSite ? ` (${brand.ownSite.siteUrl} is the ${brand.code} site itself)` : '';
    reader.problem(file, jsonPath, `Links to ${route} but ${brand.code} has no page there${why}`);
    return;
  }
  if (fragment !== '' && brand.anchors.has(route) && !hasAnchor(brand.anchors.get(route), fragment)) {
    reader.problem(file, jsonPath, `Links to ${route}#${fragment} but that page has no element with id "${decodeURIComponent(fragment)}"`);
  }
}

/**
 * A {token} is replaced in a link's address only: in text ("Visit {bankUrl} today") it shows as
 * written. A token inside a Markdown link's address ("[us]({bankUrl}/about)") is where it belongs.
 */
function literalToken(text: string, tokens: TokenTable): string | undefined {
  const outside = text.replace(/\]\([^)]*\)|^\s*\[[^\]]+\]:\s*\S+/gm, '');
  for (const match of outside.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)) {
    const name = match[1] ?? '';
    if (!Object.hasOwn(tokens, name) && !/Url$/.test(name)) continue;
    return `{${name}} is replaced only in a link's address; in text it shows as "{${name}}": write a link, [text]({${name}}/…), or the words`;
  }
  return undefined;
}

/** Every URL of a file: its URL fields (found from its schema), the links of its Markdown and token look-alikes in any text. */
export function checkFileUrls(reader: ProblemSink, read: CheckedFile, brand: BrandIndex, pageRoute: string | undefined): void {
  const fields = new Map(urlFieldsOf(read.schema, read.raw).map((field) => [field.path, field]));
  const markdownAt = textFieldsOf(read.schema, read.raw);
  // In document order, so problems read from the top of the file down.
  for (const { value, trail } of stringsOf(read.raw)) {
    const jsonPath = formatJsonPath(trail);
    const field = fields.get(jsonPath);
    if (field) {
      checkOneUrl(reader, read.file, jsonPath, value, field.kind, brand, pageRoute);
      // The validator accepted it: what the field's schema says of it still stands.
      if (!reader.hasProblemAt(read.file, jsonPath)) for (const message of read.urlSchemaProblems.get(jsonPath) ?? []) reader.problem(read.file, jsonPath, message);
      continue;
    }
    const typo = tokenTypo(value, brand.tokens);
    if (typo) reader.problem(read.file, jsonPath, typo);
    // Plain text shows Markdown as written: its one problem says so, and its "links" lead nowhere.
    // Only what marketers write is read as Markdown: the $schema pointer is the editor's.
    const facts = jsonPath === '$schema' ? { urls: [], problems: [] } : markdownFacts(value, markdownAt.get(jsonPath));
    for (const problem of facts.problems) reader.problem(read.file, jsonPath, problem);
    for (const link of facts.urls) {
      checkOneUrl(reader, read.file, jsonPath, link.url, link.image ? 'image' : 'markdownLink', brand, pageRoute);
    }
    // After the links: a missing route is still named where a token also shows as text.
    const literal = literalToken(value, brand.tokens);
    if (literal) reader.problem(read.file, jsonPath, literal);
  }
}

/** What an element id may be: it is written into id="" and into /route#id links, so nothing a URL or a reader would change. */
const ELEMENT_ID = /^[A-Za-z][A-Za-z0-9_-]*$/;

/**
 * Every `id` of a page (blocks, items, call-to-action buttons) that cannot be an element id, and
 * every id a sibling in the same list already has (they become element ids and React keys), in
 * document order. Blocks are checked by elementIdProblems (lib/content/element-ids.ts), which names the block.
 */
export function badIds(raw: unknown): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const siblings = (value: unknown, trail: PropertyKey[]): void => {
    if (Array.isArray(value)) {
      const firstAt = new Map<string, number>();
      value.forEach((item: unknown, index) => {
        const id: unknown = item !== null && typeof item === 'object' ? Reflect.get(item, 'id') : undefined;
        const isBlocks = trail.length === 1 && trail[0] === 'blocks';
        if (typeof id === 'string' && !isBlocks) {
          const first = firstAt.get(id);
          if (first === undefined) firstAt.set(id, index);
          else problems.push({ path: formatJsonPath([...trail, index, 'id']), message: `"${id}" is already the id of ${formatJsonPath([...trail, first])}; each item of a list needs its own id` });
        }
        siblings(item, [...trail, index]);
      });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) siblings(item, [...trail, key]);
    }
  };
  siblings(raw, []);
  for (const { value, trail } of stringsOf(raw)) {
    if (trail[trail.length - 1] !== 'id' || ELEMENT_ID.test(value) || value.trim() === '') continue;
    problems.push({
      path: formatJsonPath(trail),
      message: `${JSON.stringify(value)} cannot be an element id: use letters, digits, - and _, starting with a letter (e.g. "cd-rates")`,
    });
  }
  return problems;
}


/** content/AXB/pages/products/index.json -> ["products"] (the path under the brand's pages/ folder). */
export function slugOf(relativeToPages: string): string[] {
  const parts = relativeToPages.replace(/\.json$/, '').split('/');
  if (parts[parts.length - 1] === 'index') parts.pop();
  return parts;
}

/** What checkEntry needs to know of the rest of the content (scripts/lib/cms-check-context.ts gathers it). */
export interface EntryContext {
  brand: BrandCode;
  /** The brand's routes ("/", "/personal/") and the element ids of each route's page. */
  anchors: Record<string, string[]>;
  /** content/shared/site-urls.json's tokens. */
  tokens: TokenTable;
  /** The brand's site.json siteUrl, e.g. "{bankUrl}". */
  siteUrl?: string;
  /** Every file under public/, relative to it ("images/icons/savings.svg"). */
  publicFiles: string[];
  /** Every original photo, relative to the project ("content/images/hero.jpg"). */
  photos: string[];
}

/** The schema of a content file of the brand, by its path; undefined for a file that is not content. */
function schemaOfFile(brand: BrandCode, file: string): z.ZodType | undefined {
  if (file.startsWith(`content/${brand}/pages/`)) return Page;
  if (file === `content/${brand}/site.json`) return Site;
  const shared: Record<string, z.ZodType> = { 'site-urls': SiteUrls, 'link-groups': LinkGroups, footer: SharedFooter, 'calculator-frames': CalculatorFrames };
  const name = /^content\/shared\/([\w-]+)\.json$/.exec(file)?.[1];
  return name === undefined ? undefined : shared[name];
}

/**
 * The problems of one content file as it would be saved (its JSON value, not its text), in the
 * build's words. What depends on several files at once (the header's and footer's references, page
 * titles against the brand's name, two brands' icons) is the build's check alone.
 */
export function checkEntry(file: string, raw: unknown, context: EntryContext): ContentProblem[] {
  const schema = schemaOfFile(context.brand, file);
  if (schema === undefined) return [];
  const problems: ContentProblem[] = [];
  const places = new Set<string>();
  const publicFiles = new Set(context.publicFiles);
  const sink: ProblemSink = {
    problem(where, rawPath, rawMessage) {
      const path = showInvisible(rawPath);
      const message = showInvisible(rawMessage);
      if (problems.some((problem) => problem.path === path && problem.message === message)) return;
      places.add(path);
      problems.push({ file: where, path, message });
    },
    hasProblemAt: (_file, path) => places.has(path),
    isPublicFile: (relative) => publicFiles.has(relative),
  };
  const checked = schemaCheck(file, schema, raw);
  for (const problem of checked.problems) sink.problem(file, problem.path, problem.message);
  for (const problem of [...stringProblems(raw), ...phoneProblems(raw)]) sink.problem(file, problem.path, problem.message);
  const isPage = schema === Page;
  const pageRoute = isPage ? normaliseRoute(slugOf(file.slice(`content/${context.brand}/pages/`.length)).join('/')) : undefined;
  if (isPage) for (const problem of [...elementIdProblems(raw), ...badIds(raw)]) sink.problem(file, problem.path, problem.message);
  const anchors = new Map(Object.entries(context.anchors).map(([route, ids]) => [route, new Set(ids)]));
  if (pageRoute !== undefined) anchors.set(pageRoute, anchorsOf(raw));
  const hosts = companyHosts(context.tokens);
  const brand: BrandIndex = {
    code: context.brand,
    routes: new Set(anchors.keys()),
    tokens: context.tokens,
    hosts,
    ownSite: ownSiteOf(context.siteUrl === undefined ? undefined : { siteUrl: context.siteUrl }, context.tokens),
    anchors,
    env: {},
    // The rules CI applies to a pull request (no local lead receiver); refused tokens are site-urls.json's to name.
    urlOptions: urlOptionsOf({}),
    badTokens: new Set(),
  };
  checkFileUrls(sink, { file, schema, raw, urlSchemaProblems: checked.urlSchemaProblems }, brand, pageRoute);
  if (isPage) {
    const blocks = checked.data ? (checked.data as PageData).blocks : validBlocks(raw);
    const photos = new Set(context.photos);
    const images = collectRenditions({ pages: [{ file, page: { blocks } }] });
    const verdict = (src: string, relative: string | undefined) => (relative !== undefined && photos.has(relative) ? undefined : missingOriginal(src, relative));
    for (const problem of [...images.problems, ...originalProblemsBy(verdict, images.renditions)]) {
      if (!sink.hasProblemAt(problem.file, problem.path)) sink.problem(problem.file, problem.path, problem.message);
    }
  }
  return problems;
}

/** The blocks of a page file that pass their schema, null for the others: their images can be checked already. */
export function validBlocks(raw: unknown): (PageData['blocks'][number] | null)[] {
  const blocks: unknown = raw !== null && typeof raw === 'object' ? Reflect.get(raw, 'blocks') : undefined;
  if (!Array.isArray(blocks)) return [];
  return blocks.map((block: unknown) => {
    const result = Page.shape.blocks.element.safeParse(block, { error: contentErrorMap });
    return result.success ? result.data : null;
  });
}
