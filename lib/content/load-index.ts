/**
 * Indexing a brand's content: the shared files and site.json read, each page file given its route
 * (one file a route, none reserved, every segment a route can hold), the insights applied, and the
 * brand's index (routes, tokens, hosts, anchors) that the link checks and the site read.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrandCode } from '@/lib/brands';
import { applyInsights } from '@/lib/insights/apply';
import { companyHosts, normaliseRoute, urlOptionsOf } from '@/lib/links';
import { anchorsOf, type BrandIndex, ownSiteOf, slugOf } from './check-entry';
import { checkedTokens, checkPageFile, checkSiteFile, type TitleSite, titleSiteOf } from './load-checks';
import { type LoadedFiles, listPageFilesWithDrafts, type PageFile, type Reader, toPosix } from './load-read';
import { CalculatorFrames } from './model/calculator-frames';
import { SharedFooter } from './model/footer';
import { LinkGroups, Page, Site, SiteUrls } from './schema';
import { usableTokens } from './site-url-tokens';
import type { PageEntry } from './types';

const ROUTE_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Routes the export itself writes: a content page there would be hidden by the site's own page. */
const RESERVED_ROUTES: Record<string, string> = {
  '/404/': "the site's own 404 page replaces it (and it would still be listed in the sitemap)",
};

/** Reads the shared files, the brand's site.json and every page file, with the checks each needs. */
export function readBrandFiles(reader: Reader, code: BrandCode, drafts: string | undefined): LoadedFiles {
  const shared = (name: string) => path.join('content', 'shared', name);
  const siteUrls = reader.read(shared('site-urls.json'), SiteUrls, 'site-urls.schema.json');
  const linkGroups = reader.read(shared('link-groups.json'), LinkGroups, 'link-groups.schema.json')?.data;
  const sharedFooter = reader.read(shared('footer.json'), SharedFooter, 'footer.schema.json')?.data;
  const calculatorFrames = reader.read(shared('calculator-frames.json'), CalculatorFrames, 'calculator-frames.schema.json')?.data;
  const siteRead = reader.read(toPosix(path.join('content', code, 'site.json')), Site, 'site.schema.json');
  checkSiteFile(reader, reader.root, code, siteRead, linkGroups && Object.keys(linkGroups.groups));
  // Titles are checked against the brand's name even when another field of site.json is wrong, so problems never come in rounds.
  const titleSite = siteRead?.data ?? titleSiteOf(siteRead?.raw);
  return { siteUrls, linkGroups, sharedFooter, calculatorFrames, siteRead, site: siteRead?.data, ...readPages(reader, code, drafts, titleSite) };
}

/** The brand's page files, each at its route; the insights listings filled from the articles. */
function readPages(reader: Reader, code: BrandCode, drafts: string | undefined, titleSite: TitleSite | undefined): Pick<LoadedFiles, 'pages' | 'pageFiles' | 'owners'> {
  const pagesDir = path.join('content', code, 'pages');
  const pages: PageEntry[] = [];
  const pageFiles: PageFile[] = [];
  const owners = new Map<string, string>();
  for (const absolute of listPageFilesWithDrafts(reader.root, pagesDir, drafts)) {
    const file = toPosix(path.relative(reader.root, absolute));
    const at = routeOf(reader, file, toPosix(path.relative(path.join(reader.root, pagesDir), absolute)), absolute, owners);
    if (at === undefined) continue;
    owners.set(at.route, file);
    const read = reader.read(file, Page, 'page.schema.json');
    if (!read) continue;
    checkPageFile(reader, read, at.route, titleSite);
    pageFiles.push({ read, route: at.route });
    if (read.data) pages.push({ route: at.route, slug: at.slug, file, page: read.data });
  }
  // Insights listing pages are generated from the article pages, and insights blocks filled from them.
  for (const problem of applyInsights(pages, owners)) reader.problem(problem.file, problem.path, problem.message);
  if (!owners.has('/')) reader.problem(toPosix(pagesDir), '(root)', 'The brand has no home page (pages/index.json)');
  return { pages, pageFiles, owners };
}

/** The route of a page file (`relative` to pages/), or undefined with the reason it has none reported. */
function routeOf(reader: Reader, file: string, relative: string, absolute: string, owners: ReadonlyMap<string, string>): { slug: string[]; route: string } | undefined {
  // A draft of a new page (npm run edit) has no file in content/ yet: there is nothing to be a link.
  if (fs.lstatSync(absolute, { throwIfNoEntry: false })?.isSymbolicLink()) {
    // A link can point outside the project, and a folder link is not followed by the file walk: a copy is what gets built.
    reader.problem(file, '(root)', `Is a symbolic link (to ${fs.readlinkSync(absolute)}): pages/ holds the page files themselves (a link can lead outside the project); replace the link with what it points to`);
    return undefined;
  }
  if (!absolute.endsWith('.json')) {
    const hint = /\.json$/i.test(absolute) ? ': page files end in .json, in lowercase' : ': only .json files under pages/ become pages';
    reader.problem(file, '(root)', `Is never built${hint}`);
    return undefined;
  }
  const slug = slugOf(relative);
  const badSegment = slug.find((segment) => !ROUTE_SEGMENT.test(segment));
  if (badSegment !== undefined) {
    reader.problem(file, '(root)', `"${badSegment}" cannot be part of a route: use lowercase letters, digits and single hyphens`);
    return undefined;
  }
  const route = normaliseRoute(slug.join('/'));
  const reserved = RESERVED_ROUTES[route];
  if (reserved !== undefined) {
    reader.problem(file, '(root)', `Route ${route} is reserved: ${reserved}; choose another file name`);
    return undefined;
  }
  const owner = owners.get(route);
  if (owner) {
    reader.problem(file, '(root)', `Route ${route} is already claimed by ${owner}`);
    return undefined;
  }
  return { slug, route };
}

/** The brand's index: its routes, its checked tokens and their hosts, its own site, each page's anchors. */
export function indexBrand(reader: Reader, code: BrandCode, files: LoadedFiles, env: Readonly<Record<string, string | undefined>>): BrandIndex {
  const { siteUrls, site, pages, pageFiles, owners } = files;
  const badTokens = new Set<string>();
  const tokens = checkedTokens(reader, siteUrls?.data?.tokens ?? usableTokens(siteUrls?.raw), env, badTokens);
  const anchors = new Map<string, ReadonlySet<string>>();
  for (const { read, route } of pageFiles) anchors.set(route, anchorsOf(read.raw));
  for (const entry of pages) if (!anchors.has(entry.route)) anchors.set(entry.route, anchorsOf(entry.page));
  return {
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
}
