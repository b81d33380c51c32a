/**
 * The checks of a brand's content that need more than one file: site.json against its brand and
 * the other brands, each page against the site (its ids, its title), and, once every file is read
 * and the brand indexed (load-index.ts), every file's links, the calculators, the footer, the images
 * and public/. Each file's own checks run as it is read (load-read.ts).
 */
import type { BrandCode } from '@/lib/brands';
import { collectRenditions } from '@/lib/images/collect';
import { originalProblems } from '@/lib/images/originals';
import { initialsOf, MONOGRAM_PATTERN, monogramSvg } from '@/lib/icons/monogram';
import { THEME_COLOURS } from '@/lib/icons/theme-colours';
import { applyTokenOverrides, checkUrl, tokenEnvName, type TokenTable, urlOptionsOf } from '@/lib/links';
import { badIds, type BrandIndex, checkFileUrls, ownSiteOf, validBlocks } from './check-entry';
import { elementIdProblems } from './element-ids';
import { type LoadedFiles, otherSites, type ReadFile, type Reader } from './load-read';
import { calculatorNameProblems } from './model/calculator-frames';
import { footerProblems } from './model/footer';
import { headerProblems } from './model/header';
import type { ContentProblem } from './problems';
import { publicFileProblems } from './public-files';
import type { PageData, SiteData } from './schema';
import { siteClaimProblem } from './site-identity';
import { hasStandaloneTitle, titleBrandProblem } from './titles';

/** site.json: its code is its folder's, its icon no other brand's, its header's groups exist. */
export function checkSiteFile(reader: Reader, root: string, code: BrandCode, siteRead: ReadFile<SiteData> | undefined, groupKeys: readonly string[] | undefined): void {
  if (!siteRead) return;
  const site = siteRead.data;
  if (site && site.code !== code) reader.problem(siteRead.file, 'code', `Must be "${code}", the folder this file is in`);
  const sameIcon = sameIconProblem(root, code, siteRead.raw);
  if (sameIcon) reader.problem(siteRead.file, sameIcon.path, sameIcon.message);
  if (site && groupKeys) {
    for (const problem of headerProblems(site.header, site.logins, groupKeys)) reader.problem(siteRead.file, problem.path, problem.message);
  }
}

/** A page file's element ids and its title (against the brand's name, even when site.json is otherwise wrong). */
export function checkPageFile(reader: Reader, read: ReadFile<PageData>, route: string, titleSite: TitleSite | undefined): void {
  for (const problem of [...elementIdProblems(read.raw), ...badIds(read.raw)]) reader.problem(read.file, problem.path, problem.message);
  const titleProblem = titleSite ? pageTitleProblem(read.raw, route, titleSite) : null;
  if (titleProblem) reader.problem(read.file, 'title', titleProblem);
}

/** The checks that need the whole brand read and indexed; then the problems in file order. */
export function checkBrand(reader: Reader, files: LoadedFiles, brand: BrandIndex, drafts: string | undefined): void {
  checkSiteClaim(reader, files, brand);
  checkLinks(reader, files, brand);
  const { site, siteRead, linkGroups, sharedFooter, calculatorFrames, pages } = files;
  if (calculatorFrames) {
    for (const entry of pages) {
      for (const problem of calculatorNameProblems(entry.page, calculatorFrames)) reader.problem(entry.file, problem.path, problem.message);
    }
  }
  if (site && siteRead && linkGroups && sharedFooter) {
    const context = { groupKeys: Object.keys(linkGroups.groups), socialKeys: Object.keys(sharedFooter.social), routes: brand.routes, code: brand.code };
    for (const problem of footerProblems(site.footer, context)) reader.problem(siteRead.file, problem.path, problem.message);
  }
  checkImages(reader, files, drafts);
  // public/ is copied into every export: a file there that can run script is every brand's problem.
  for (const problem of publicFileProblems(reader.root)) reader.problem(problem.file, problem.path, problem.message);
  sortByFile(reader);
}

/** No other brand's site.json claims this brand's site URL. */
function checkSiteClaim(reader: Reader, { site, siteRead }: LoadedFiles, brand: BrandIndex): void {
  if (!site || !siteRead || !brand.ownSite) return;
  const others = otherSites(reader.root, brand.code).flatMap(({ code: other, raw }) => {
    const siteUrl: unknown = raw !== null && typeof raw === 'object' ? Reflect.get(raw, 'siteUrl') : undefined;
    return typeof siteUrl === 'string' ? [{ code: other, siteUrl, origin: ownSiteOf({ siteUrl }, brand.tokens)?.origin }] : [];
  });
  const claimed = siteClaimProblem({ code: brand.code, siteUrl: site.siteUrl, origin: brand.ownSite.origin }, others);
  if (claimed) reader.problem(siteRead.file, 'siteUrl', claimed);
}

/** Every URL of every file read, valid or not, against the brand's routes, anchors and hosts. */
function checkLinks(reader: Reader, { pageFiles }: LoadedFiles, brand: BrandIndex): void {
  const pageRoutes = new Map(pageFiles.map(({ read, route }) => [read.file, route]));
  for (const read of reader.files) {
    try {
      checkFileUrls(reader, read, brand, pageRoutes.get(read.file));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      reader.problem(read.file, '(root)', `Its links could not be checked: ${message}`);
    }
  }
}

/** The images the build would render: every photo of every valid block, sized and with its original. */
function checkImages(reader: Reader, { pageFiles }: LoadedFiles, drafts: string | undefined): void {
  const imagePages = pageFiles.map(({ read }) => ({ file: read.file, page: { blocks: read.data ? read.data.blocks : validBlocks(read.raw) } }));
  const images = collectRenditions({ pages: imagePages });
  for (const problem of [...images.problems, ...originalProblems(reader.root, images.renditions, drafts)]) {
    // An image source the URL check refused already has its one message.
    if (!reader.hasProblemAt(problem.file, problem.path)) reader.problem(problem.file, problem.path, problem.message);
  }
}

/** File by file, in the order they were read, so each file's problems (schema, links, images) read together. */
function sortByFile(reader: Reader): void {
  const order = new Map(reader.files.map((read, index) => [read.file, index]));
  const rank = (problem: ContentProblem) => order.get(problem.file) ?? -1;
  reader.problems.sort((a, b) => rank(a) - rank(b));
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

export type TitleSite = Pick<SiteData, 'name'> & { logo: Pick<SiteData['logo'], 'homeUrl'> };

/** The name and home page of a site.json that failed its schema, when those two fields are readable. */
export function titleSiteOf(raw: unknown): TitleSite | undefined {
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
export function checkedTokens(reader: Reader, tokens: TokenTable, env: Readonly<Record<string, string | undefined>>, bad: Set<string>): TokenTable {
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

