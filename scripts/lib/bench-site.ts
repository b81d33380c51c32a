/**
 * lib/site as `npm run bench` builds it: next.config.ts puts this module in place of `@/lib/site`
 * when BENCH_BASELINE=1, so the production lib/site carries no benchmark code. It is lib/site plus
 * one empty page, whose JS and CSS are what the framework alone ships in the same build; the bench
 * shows every real page against it.
 */
import type { BrandContent } from '../../lib/content';
import { currentContent as brandContent } from '../../lib/site';

// Everything else as lib/site has it; the currentContent declared here takes the place of its own.
export * from '../../lib/site';

/** The route of the empty baseline page. */
export const BASELINE_ROUTE = '/bench-baseline/';

export function currentContent(): BrandContent {
  const content = brandContent();
  const baseline = {
    route: BASELINE_ROUTE,
    slug: ['bench-baseline'],
    file: '(bench baseline)',
    page: { title: 'Baseline', description: 'An empty page for measuring the framework baseline.', noindex: true, blocks: [] },
  };
  return { ...content, pages: [...content.pages, baseline] };
}
