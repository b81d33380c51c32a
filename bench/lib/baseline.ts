/**
 * The framework baseline of `npm run bench`: an empty page in the site's own shell (header, footer,
 * no blocks), whose JS and CSS are what every page ships before its blocks. It is a route file the
 * bench writes into its copy of the project (copyProject), so neither the product's content nor
 * its config (next.config.ts) knows of it; the catch-all route leaves a static route alone.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The route of the empty baseline page. */
export const BASELINE_ROUTE = '/bench-baseline/';

const BASELINE_PAGE = `import type { Metadata } from 'next';
import { PageShell } from '@/components/chrome/PageShell';
import { currentContent } from '@/lib/site';

export const metadata: Metadata = { title: 'Baseline', robots: { index: false, follow: true } };

export default function BenchBaseline() {
  return <PageShell content={currentContent()} route="${BASELINE_ROUTE}">{null}</PageShell>;
}
`;

/** Writes the baseline route into the project at `project` (a copy: never the working tree). */
export function addBaselineRoute(project: string): void {
  const file = path.join(project, 'app', ...BASELINE_ROUTE.split('/').filter(Boolean), 'page.tsx');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, BASELINE_PAGE);
}
