/**
 * Reads and validates the content of one brand: content/<CODE>/site.json, content/<CODE>/pages/**.json
 * and content/shared/*.json. Every problem found is collected (malformed JSON, schema errors,
 * a missing $schema pointer, unknown {tokens}, links to routes the brand does not have, two files
 * claiming one route) so a marketer sees them all at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type ParseError, parse as parseJsonc, printParseErrorCode } from 'jsonc-parser';
import type { z } from 'zod';
import type { BrandCode } from '@/lib/brands';
import { footerProblems, SharedFooter, type SharedFooterData } from '@/components/chrome/footer/schema';
import { applyTokenOverrides, internalRoute, normaliseRoute, ownSiteHref, publicFileOf, resolveTokens, tokensIn, type TokenTable } from '@/lib/links';
import { headerProblems } from '@/components/chrome/header/schema';
import { applyInsights } from '@/lib/insights';
import { calculatorNameProblems, CalculatorFrames, type CalculatorFramesData } from '@/components/blocks/calculator/frames';
import { type ContentProblem, contentErrorMap, formatJsonPath, zodProblems } from './problems';
import { LinkGroups, type LinkGroupsData, Page, type PageData, Site, type SiteData, SiteUrls } from './schema';

export interface PageEntry {
  /** The route with a trailing slash: "/", "/products/select-cds/". */
  route: string;
  /** The catch-all route's params: [] for "/", ["products", "select-cds"]. */
  slug: string[];
  file: string;
  page: PageData;
}

export interface BrandContent {
  code: BrandCode;
  site: SiteData;
  pages: PageEntry[];
  tokens: TokenTable;
  linkGroups: LinkGroupsData['groups'];
  sharedFooter: SharedFooterData;
  calculatorFrames: CalculatorFramesData;
}

export interface LoadOptions {
  /** The project root that holds content/; defaults to the working directory. */
  root?: string;
  /** Environment for {token} overrides. */
  env?: Readonly<Record<string, string | undefined>>;
}

export type LoadResult = { ok: true; content: BrandContent } | { ok: false; problems: ContentProblem[] };

/** Keys whose string value is a link target in any content file. */
const LINK_KEYS = new Set(['url', 'targetUrl', 'targetURL', 'homeUrl']);
/** Markdown inline links and autolinks inside any string: [text](href "title") and <https://...>. */
const MARKDOWN_LINK = /\]\(\s*<?([^)\s>]+)/g;
const ROUTE_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const SCHEMA_DIR = path.join('content', 'schema');

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

class Reader {
  readonly problems: ContentProblem[] = [];
  constructor(readonly root: string) {}

  problem(file: string, jsonPath: string, message: string): void {
    this.problems.push({ file, path: jsonPath, message });
  }

  /** Parses a JSON file and validates it; undefined (with problems recorded) when it is bad. */
  read<S extends z.ZodType>(file: string, schema: S, schemaFile: string): z.infer<S> | undefined {
    const absolute = path.join(this.root, file);
    let text: string;
    try {
      text = fs.readFileSync(absolute, 'utf8');
    } catch {
      this.problem(file, '(root)', 'File not found');
      return undefined;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      this.problem(file, '(root)', `Malformed JSON at ${describeSyntaxError(text)}`);
      return undefined;
    }
    const expectedPointer = toPosix(path.relative(path.dirname(file), path.join(SCHEMA_DIR, schemaFile)));
    const result = schema.safeParse(raw, { error: contentErrorMap });
    if (!result.success) {
      this.problems.push(...zodProblems(file, result.error));
      return undefined;
    }
    if (raw !== null && typeof raw === 'object' && Reflect.get(raw, '$schema') !== expectedPointer) {
      this.problem(file, '$schema', `Must be "${expectedPointer}" so editors can check this file`);
    }
    return result.data;
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

function listJsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** content/AXB/pages/products/index.json -> ["products"]; null segments are reported by the caller. */
function slugOf(relativeToPages: string): string[] {
  const parts = toPosix(relativeToPages).replace(/\.json$/, '').split('/');
  if (parts[parts.length - 1] === 'index') parts.pop();
  return parts;
}

interface LinkRef {
  href: string;
  path: string;
}

/** Every link target in a parsed content file, with its JSON path. */
function collectLinks(value: unknown, trail: PropertyKey[] = [], out: LinkRef[] = []): LinkRef[] {
  if (typeof value === 'string') {
    const key = trail[trail.length - 1];
    if (typeof key === 'string' && LINK_KEYS.has(key)) out.push({ href: value, path: formatJsonPath(trail) });
    for (const match of value.matchAll(MARKDOWN_LINK)) {
      if (match[1]) out.push({ href: match[1], path: formatJsonPath(trail) });
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collectLinks(item, [...trail, index], out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collectLinks(item, [...trail, key], out);
  }
  return out;
}

/** The brand's own site, from which links are checked as routes of this brand ({bankUrl} for AXB). */
interface OwnSite {
  /** As written in site.json, e.g. "{bankUrl}", to name it in problems. */
  siteUrl: string;
  /** Resolved, e.g. "https://www.axosbank.com"; undefined when it cannot be resolved (reported elsewhere). */
  origin: string | undefined;
}

function ownSiteOf(site: SiteData | undefined, tokens: TokenTable): OwnSite | undefined {
  if (!site) return undefined;
  try {
    return { siteUrl: site.siteUrl, origin: new URL(resolveTokens(site.siteUrl, tokens)).origin };
  } catch {
    return { siteUrl: site.siteUrl, origin: undefined };
  }
}

function checkLinks(
  reader: Reader,
  file: string,
  data: unknown,
  routes: ReadonlySet<string>,
  tokens: TokenTable,
  code: BrandCode,
  ownSite: OwnSite | undefined,
): void {
  for (const link of collectLinks(data)) {
    const unknown = tokensIn(link.href).filter((token) => !(token in tokens));
    for (const token of unknown) {
      reader.problem(file, link.path, `Unknown site URL token {${token}}; known tokens are listed in content/shared/site-urls.json`);
    }
    if (unknown.length > 0) continue;
    // A link to the brand's own site by absolute URL ("{bankUrl}/personal" in AXB) renders as a
    // route of this export, so it must exist like any "/personal" link.
    const own = ownSiteHref(resolveTokens(link.href, tokens), ownSite?.origin);
    // A root-relative link to a file ("/documents/fees.pdf", a download tile) must name a file in public/.
    const publicFile = publicFileOf(link.href);
    if (publicFile !== null) {
      if (!fs.existsSync(path.join(reader.root, 'public', publicFile))) {
        reader.problem(file, link.path, `Links to /${publicFile} but public/${publicFile} does not exist`);
      }
      continue;
    }
    const route = internalRoute(own ?? link.href);
    if (route !== null && !routes.has(route)) {
      const why = own !== null && ownSite ? ` (${ownSite.siteUrl} is the ${code} site itself)` : '';
      reader.problem(file, link.path, `Links to ${route} but ${code} has no page there${why}`);
    }
  }
}

export function loadBrandContent(code: BrandCode, options: LoadOptions = {}): LoadResult {
  const root = options.root ?? process.cwd();
  const reader = new Reader(root);

  const siteUrls = reader.read(path.join('content', 'shared', 'site-urls.json'), SiteUrls, 'site-urls.schema.json');
  const linkGroups = reader.read(path.join('content', 'shared', 'link-groups.json'), LinkGroups, 'link-groups.schema.json');
  const sharedFooter = reader.read(path.join('content', 'shared', 'footer.json'), SharedFooter, 'footer.schema.json');
  const calculatorFramesFile = path.join('content', 'shared', 'calculator-frames.json');
  const calculatorFrames = reader.read(calculatorFramesFile, CalculatorFrames, 'calculator-frames.schema.json');
  const siteFile = path.join('content', code, 'site.json');
  const site = reader.read(siteFile, Site, 'site.schema.json');
  if (site && site.code !== code) reader.problem(toPosix(siteFile), 'code', `Must be "${code}", the folder this file is in`);
  if (site && linkGroups) {
    for (const problem of headerProblems(site.header, site.logins, Object.keys(linkGroups.groups))) {
      reader.problem(toPosix(siteFile), problem.path, problem.message);
    }
  }

  const pagesDir = path.join('content', code, 'pages');
  const pages: PageEntry[] = [];
  const owners = new Map<string, string>();
  for (const absolute of listJsonFiles(path.join(root, pagesDir))) {
    const file = toPosix(path.relative(root, absolute));
    const slug = slugOf(path.relative(path.join(root, pagesDir), absolute));
    const badSegment = slug.find((segment) => !ROUTE_SEGMENT.test(segment));
    if (badSegment !== undefined) {
      reader.problem(file, '(root)', `"${badSegment}" cannot be part of a route: use lowercase letters, digits and single hyphens`);
      continue;
    }
    const route = normaliseRoute(slug.join('/'));
    const owner = owners.get(route);
    if (owner) {
      reader.problem(file, '(root)', `Route ${route} is already claimed by ${owner}`);
      continue;
    }
    owners.set(route, file);
    const page = reader.read(file, Page, 'page.schema.json');
    if (page) pages.push({ route, slug, file, page });
  }
  // Insights listing pages are generated from the article pages, and insights blocks filled from them.
  reader.problems.push(...applyInsights(pages, owners));
  if (!owners.has('/')) reader.problem(toPosix(pagesDir), '(root)', 'The brand has no home page (pages/index.json)');

  const tokens = applyTokenOverrides(siteUrls?.tokens ?? {}, options.env ?? process.env);
  const routes = new Set(owners.keys());
  const ownSite = ownSiteOf(site, tokens);
  if (site) checkLinks(reader, toPosix(siteFile), site, routes, tokens, code, ownSite);
  for (const entry of pages) checkLinks(reader, entry.file, entry.page, routes, tokens, code, ownSite);
  if (linkGroups) checkLinks(reader, 'content/shared/link-groups.json', linkGroups, routes, tokens, code, ownSite);
  if (sharedFooter) checkLinks(reader, 'content/shared/footer.json', sharedFooter, routes, tokens, code, ownSite);
  if (calculatorFrames) {
    checkLinks(reader, toPosix(calculatorFramesFile), calculatorFrames, routes, tokens, code, ownSite);
    for (const entry of pages) {
      for (const problem of calculatorNameProblems(entry.page, calculatorFrames)) reader.problem(entry.file, problem.path, problem.message);
    }
  }
  if (site && linkGroups && sharedFooter) {
    const context = { groupKeys: Object.keys(linkGroups.groups), socialKeys: Object.keys(sharedFooter.social), routes, code };
    for (const problem of footerProblems(site.footer, context)) reader.problem(toPosix(siteFile), problem.path, problem.message);
  }

  if (reader.problems.length > 0 || !site || !siteUrls || !linkGroups || !sharedFooter || !calculatorFrames) {
    return { ok: false, problems: reader.problems };
  }
  return { ok: true, content: { code, site, pages, tokens, linkGroups: linkGroups.groups, sharedFooter, calculatorFrames } };
}
