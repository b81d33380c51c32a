// @vitest-environment node
import {
  brandLines,
  type Figures,
  figuresOf,
  findingsOf,
  formatTable,
  type LighthouseResult,
  median,
  medianFigures,
  missedTargets,
  parseOptions,
} from './lighthouse-report';

/** A Lighthouse result as far as the figures go: scores 0-1, metrics in ms. */
function result(scores: [number, number, number, number], lcp: number, tbt: number, cls: number): LighthouseResult {
  const [performance, accessibility, bestPractices, seo] = scores;
  return {
    categories: {
      performance: { score: performance },
      accessibility: { score: accessibility },
      'best-practices': { score: bestPractices },
      seo: { score: seo },
    },
    audits: {
      'largest-contentful-paint': { score: 0.9, numericValue: lcp },
      'total-blocking-time': { score: 1, numericValue: tbt },
      'cumulative-layout-shift': { score: 1, numericValue: cls },
    },
  };
}

const perfect: Figures = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcp: 1500, tbt: 20, cls: 0 };

describe('the figures of a run', () => {
  it('reads the four scores as 0-100 and LCP, TBT and CLS as measured', () => {
    expect(figuresOf(result([0.934, 1, 0.96, 1], 2412.7, 87.5, 0.0123))).toEqual({
      performance: 93,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      lcp: 2412.7,
      tbt: 87.5,
      cls: 0.0123,
    });
  });

  it('gives null for a category or metric the run did not produce', () => {
    const broken: LighthouseResult = { categories: { performance: { score: null } }, audits: {} };
    expect(figuresOf(broken)).toEqual({ performance: null, accessibility: null, bestPractices: null, seo: null, lcp: null, tbt: null, cls: null });
  });
});

describe('medians', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
    [[null, 5, 9], 7],
    [[], null],
    [[null], null],
  ])('median of %j is %s', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('takes each figure’s median on its own, so the row need not be any one run', () => {
    const runs = [
      { ...perfect, performance: 90, lcp: 3000 },
      { ...perfect, performance: 97, lcp: 1800 },
      { ...perfect, performance: 95, lcp: 2200 },
    ];
    expect(medianFigures(runs)).toEqual({ ...perfect, performance: 95, lcp: 2200 });
  });
});

describe('targets (performance 95, the other scores 100, LCP 2 s, TBT 100 ms, CLS 0)', () => {
  it('misses nothing on a page that meets them all, at their edges', () => {
    expect(missedTargets({ ...perfect, performance: 95, lcp: 2000, tbt: 100, cls: 0.0004 })).toEqual([]);
  });

  it('names every figure that misses', () => {
    expect(missedTargets({ performance: 94, accessibility: 96, bestPractices: 100, seo: 92, lcp: 2100, tbt: 101, cls: 0.001 })).toEqual([
      'performance',
      'accessibility',
      'seo',
      'lcp',
      'tbt',
      'cls',
    ]);
  });

  it('counts a figure that could not be measured as a miss', () => {
    expect(missedTargets({ ...perfect, lcp: null })).toEqual(['lcp']);
  });
});

describe('the printed table and brand lines', () => {
  const rows = [
    { brand: 'AXB', route: '/', figures: perfect, runs: 3 },
    { brand: 'AXB', route: '/privacy-request/', figures: { ...perfect, performance: 88, lcp: 3140, tbt: 240, cls: 0.05 }, runs: 3 },
    { brand: 'GBLVF', route: '/', figures: medianFigures([]), runs: 0, error: 'NO_FCP: The page did not paint' },
  ];

  it('prints one aligned row per page, with units and what misses', () => {
    expect(formatTable(rows).split('\n')).toEqual([
      'brand  route              perf  a11y  best-pr  seo    LCP     TBT    CLS  misses',
      'AXB    /                   100   100      100  100  1.5 s   20 ms  0.000  none',
      'AXB    /privacy-request/    88   100      100  100  3.1 s  240 ms  0.050  performance lcp tbt cls',
      'GBLVF  /                     -     -        -    -      -       -      -  error: NO_FCP: The page did not paint',
    ]);
  });

  it("sums each brand up: pages meeting every target and its worst page's figures", () => {
    expect(brandLines(rows)).toEqual([
      'AXB: 1/2 pages meet every target; worst page: perf 88, a11y 100, best practices 100, SEO 100, LCP 3.1 s, TBT 240 ms, CLS 0.050',
      'GBLVF: 0/1 pages meet every target; worst page: perf -, a11y -, best practices -, SEO -, LCP -, TBT -, CLS -; 1 page(s) could not be measured',
    ]);
  });
});

describe('findings', () => {
  it('lists the failing weighted audits of each category, and the performance diagnostics', () => {
    const run: LighthouseResult = {
      categories: {
        performance: { score: 0.8, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }] },
        accessibility: {
          score: 0.9,
          auditRefs: [
            { id: 'color-contrast', weight: 7 },
            { id: 'label', weight: 7 },
          ],
        },
        'best-practices': { score: 1, auditRefs: [] },
        seo: { score: 1, auditRefs: [] },
      },
      audits: {
        'largest-contentful-paint': { title: 'Largest Contentful Paint', score: 0.5, displayValue: '3.1 s' },
        'color-contrast': { title: 'Contrast', score: 0 },
        label: { title: 'Labels', score: 1 },
        'legacy-javascript': { title: 'Avoid serving legacy JavaScript', score: 0.5, displayValue: 'Est savings of 12 KiB' },
      },
    };
    expect(findingsOf(run)).toEqual([
      { category: 'performance', id: 'largest-contentful-paint', title: 'Largest Contentful Paint', displayValue: '3.1 s' },
      { category: 'performance', id: 'legacy-javascript', title: 'Avoid serving legacy JavaScript', displayValue: 'Est savings of 12 KiB' },
      { category: 'accessibility', id: 'color-contrast', title: 'Contrast' },
    ]);
  });
});

describe('arguments', () => {
  it('runs 3 times on every page by default', () => {
    expect(parseOptions([])).toEqual({ runs: 3, findings: false });
  });

  it('takes --runs, --pages, --findings, --save and --out, with a space or an equals sign', () => {
    expect(parseOptions(['--runs', '5', '--pages=/, /privacy-request/', '--findings', '--save', 'reports', '--out=.kept/before,.kept/after'])).toEqual({
      runs: 5,
      pages: ['/', '/privacy-request/'],
      findings: true,
      save: 'reports',
      out: ['.kept/before', '.kept/after'],
    });
  });

  it.each([
    [['--runs', '0'], '--runs must be a whole number of at least 1, got "0"'],
    [['--runs', 'two'], '--runs must be a whole number of at least 1, got "two"'],
    [['--runs'], "Option '--runs <value>' argument missing"],
    [['--pages', 'privacy-request'], '--pages takes routes starting with "/", got "privacy-request"'],
    [['--fast'], "Unknown option '--fast'"],
  ])('refuses %j with a usage line', (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(message);
    expect(() => parseOptions(argv)).toThrow('Usage: [BRAND=<code>] npm run lighthouse');
  });
});
