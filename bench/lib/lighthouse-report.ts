/**
 * The figures `npm run lighthouse` prints, as pure functions of Lighthouse results: what is read
 * from a report, the median of several runs, the targets of issue 16, the table and the per-brand
 * lines, and the command's arguments. The script itself (bench/lighthouse.ts) only runs things.
 */

import { readArgs, UsageError } from '../../scripts/lib/args';

/** The four categories measured, in the order they are printed. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The part of a Lighthouse result (LH.Result) read here. */
export interface LighthouseResult {
  categories: Partial<Record<string, { score: number | null; auditRefs?: readonly { id: string; weight: number }[] }>>;
  audits: Record<
    string,
    {
      id?: string;
      title?: string;
      score: number | null;
      scoreDisplayMode?: string;
      numericValue?: number;
      displayValue?: string;
      details?: unknown;
    }
  >;
  runtimeError?: { code: string; message: string };
}

/** One page's figures: scores 0-100, LCP and TBT in ms, CLS unitless; null when the run did not give it. */
export interface Figures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
}

/** Issue 16's targets for every measured page. */
export const TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 2000,
  tbt: 100,
  cls: 0,
} as const;

function score(result: LighthouseResult, category: Category): number | null {
  const value = result.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

function numeric(result: LighthouseResult, audit: string): number | null {
  const value = result.audits[audit]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function figuresOf(result: LighthouseResult): Figures {
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    lcp: numeric(result, 'largest-contentful-paint'),
    tbt: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
  };
}

/** The median of the numbers given (the mean of the middle two for an even count); null for none. */
export function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

/** Each figure's median over the runs, taken figure by figure (as Lighthouse's own docs advise). */
export function medianFigures(runs: readonly Figures[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
  };
}

/** The figures that miss their target (a missing figure misses), by name. */
export function missedTargets(figures: Figures): (keyof Figures)[] {
  const missed: (keyof Figures)[] = [];
  const atLeast = ['performance', 'accessibility', 'bestPractices', 'seo'] as const;
  const atMost = ['lcp', 'tbt', 'cls'] as const;
  for (const key of atLeast) if (figures[key] === null || figures[key] < TARGETS[key]) missed.push(key);
  // CLS is compared at the three decimals it is printed with: 0.0004 prints, and counts, as 0.
  for (const key of atMost) {
    const value = figures[key];
    const shown = key === 'cls' && value !== null ? Math.round(value * 1000) / 1000 : value;
    if (shown === null || shown > TARGETS[key]) missed.push(key);
  }
  return missed;
}

export interface PageRow {
  brand: string;
  route: string;
  figures: Figures;
  runs: number;
  /** Why no figure came, when every run failed. */
  error?: string;
}

const COLUMNS = ['brand', 'route', 'perf', 'a11y', 'best-pr', 'seo', 'LCP', 'TBT', 'CLS', 'misses'] as const;

function formatScore(value: number | null): string {
  return value === null ? '-' : String(Math.round(value));
}

export function formatLcp(ms: number | null): string {
  return ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`;
}

export function formatTbt(ms: number | null): string {
  return ms === null ? '-' : `${Math.round(ms)} ms`;
}

export function formatCls(value: number | null): string {
  return value === null ? '-' : value.toFixed(3);
}

function cells(row: PageRow): string[] {
  const { figures } = row;
  const missed = row.error ? `error: ${row.error}` : missedTargets(figures).join(' ') || 'none';
  return [
    row.brand,
    row.route,
    formatScore(figures.performance),
    formatScore(figures.accessibility),
    formatScore(figures.bestPractices),
    formatScore(figures.seo),
    formatLcp(figures.lcp),
    formatTbt(figures.tbt),
    formatCls(figures.cls),
    missed,
  ];
}

/** A plain-text table: a header, then one row per page; numbers right-aligned. */
export function formatTable(rows: readonly PageRow[]): string {
  const body = rows.map(cells);
  const widths = COLUMNS.map((title, index) => Math.max(title.length, ...body.map((line) => line[index]!.length)));
  const leftAligned = new Set([0, 1, COLUMNS.length - 1]);
  const line = (values: readonly string[]) =>
    values
      .map((value, index) => (leftAligned.has(index) ? value.padEnd(widths[index]!) : value.padStart(widths[index]!)))
      .join('  ')
      .trimEnd();
  return [line(COLUMNS), ...body.map(line)].join('\n');
}

/**
 * One line per brand: how many of its pages meet every target, and its worst page's figure for
 * each (lowest score, highest LCP, TBT and CLS), so one line says how far the brand is from done.
 */
export function brandLines(rows: readonly PageRow[]): string[] {
  const brands = [...new Set(rows.map((row) => row.brand))];
  return brands.map((brand) => {
    const own = rows.filter((row) => row.brand === brand && !row.error);
    const failed = rows.filter((row) => row.brand === brand && row.error).length;
    const worst = (key: keyof Figures, pick: (values: number[]) => number) => {
      const values = own.map((row) => row.figures[key]).filter((value): value is number => value !== null);
      return values.length === 0 ? null : pick(values);
    };
    const min = (values: number[]) => Math.min(...values);
    const max = (values: number[]) => Math.max(...values);
    const meeting = own.filter((row) => missedTargets(row.figures).length === 0).length;
    return (
      `${brand}: ${meeting}/${own.length + failed} pages meet every target; worst page: ` +
      `perf ${formatScore(worst('performance', min))}, a11y ${formatScore(worst('accessibility', min))}, ` +
      `best practices ${formatScore(worst('bestPractices', min))}, SEO ${formatScore(worst('seo', min))}, ` +
      `LCP ${formatLcp(worst('lcp', max))}, TBT ${formatTbt(worst('tbt', max))}, CLS ${formatCls(worst('cls', max))}` +
      (failed > 0 ? `; ${failed} page(s) could not be measured` : '')
    );
  });
}

export interface Finding {
  category: Category;
  id: string;
  title: string;
  displayValue?: string;
}

/**
 * What a run found wrong: each audit of a measured category scoring under 0.9 (weighted audits
 * and, for performance, the opportunities and diagnostics too), for `--findings`.
 */
export function findingsOf(result: LighthouseResult): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const performanceAudits = [
    'render-blocking-resources',
    'unused-css-rules',
    'unused-javascript',
    'legacy-javascript',
    'largest-contentful-paint-element',
    'lcp-lazy-loaded',
    'prioritize-lcp-image',
    'bootup-time',
    'mainthread-work-breakdown',
    'uses-rel-preconnect',
    'server-response-time',
    'font-display',
    'unminified-css',
    'unminified-javascript',
    'long-tasks',
    'layout-shifts',
    'total-byte-weight',
    'dom-size',
    'render-blocking-insight',
    'legacy-javascript-insight',
    'lcp-discovery-insight',
    'lcp-breakdown-insight',
    'network-dependency-tree-insight',
  ];
  for (const category of CATEGORIES) {
    const ids = [
      ...(result.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id),
      ...(category === 'performance' ? performanceAudits : []),
    ];
    for (const id of ids) {
      const audit = result.audits[id];
      if (!audit || seen.has(id)) continue;
      const informative = audit.scoreDisplayMode === 'informative' && id === 'largest-contentful-paint-element';
      if (!informative && (audit.score === null || audit.score >= 0.9)) continue;
      seen.add(id);
      findings.push({ category, id, title: audit.title ?? id, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}) });
    }
  }
  return findings;
}

export interface Options {
  runs: number;
  /** Routes named by --pages; undefined measures every page the content calls for. */
  pages?: string[];
  findings: boolean;
  /** --save DIR: each page's last full report is written there as JSON, to read what an audit found. */
  save?: string;
  /**
   * --out DIR[,DIR2]: the folders holding the exports (<DIR>/<CODE>/) instead of out/, e.g. copies
   * kept from earlier builds; with several, each page is measured on each in turn, run by run.
   */
  out?: string[];
}

/** `--runs N`, `--pages /a/,/b/` (either also as `--x=value`) and `--findings`; throws with a usage message otherwise. */
export function parseOptions(argv: readonly string[]): Options {
  const { values } = readArgs(
    USAGE,
    { runs: { type: 'string' }, pages: { type: 'string' }, out: { type: 'string' }, save: { type: 'string' }, findings: { type: 'boolean' } },
    argv,
  );
  const options: Options = { runs: 3, findings: values.findings ?? false };
  if (values.runs !== undefined) {
    const runs = Number(values.runs);
    if (!Number.isInteger(runs) || runs < 1) throw new UsageError(`--runs must be a whole number of at least 1, got "${values.runs}". ${USAGE}`);
    options.runs = runs;
  }
  const list = (value: string) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  if (values.pages !== undefined) {
    const bad = list(values.pages).find((route) => !route.startsWith('/'));
    if (bad !== undefined) throw new UsageError(`--pages takes routes starting with "/", got "${bad}". ${USAGE}`);
    options.pages = list(values.pages);
  }
  if (values.out !== undefined) options.out = list(values.out);
  if (values.save !== undefined) options.save = values.save;
  return options;
}

export const USAGE = 'Usage: [BRAND=<code>] npm run lighthouse -- [--runs N] [--pages /route/,/other/] [--findings] [--save DIR] [--out DIR[,DIR2]]';
