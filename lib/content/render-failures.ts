/**
 * A page the content check accepted must not fail to render; if one does (a bug in a block, or a
 * limit the check does not know yet), the build names the page's content file rather than only a
 * route and a stack. This reads `next build`'s output: Next prints `Error occurred prerendering page
 * "/route"` and then the error, per page that failed.
 */
import { normaliseRoute } from '@/lib/links';
import type { ContentProblem } from './problems';

const FAILED_PAGE = /Error occurred prerendering page "([^"]*)"/g;
const ERROR_LINE = /^\s*(?:[A-Za-z]*Error|Error)(?: \[[^\]]*\])?: (.+)$/m;

/**
 * One problem per page that failed, at its content file: `content/AXB/pages/x.json: (root): Could
 * not be rendered: <the error>`. Routes content does not define (the 404 page) are named by the
 * brand's site.json, whose header and footer they show.
 */
export function renderFailures(output: string, pages: readonly { route: string; file: string }[], siteFile: string): ContentProblem[] {
  const files = new Map(pages.map((page) => [page.route, page.file]));
  const problems: ContentProblem[] = [];
  const seen = new Set<string>();
  for (const match of output.matchAll(FAILED_PAGE)) {
    const route = normaliseRoute(match[1] ?? '/');
    if (seen.has(route)) continue;
    seen.add(route);
    const after = output.slice(match.index + match[0].length);
    const error = ERROR_LINE.exec(after)?.[1] ?? ERROR_LINE.exec(output.slice(0, match.index))?.[1] ?? 'see the output above';
    problems.push({ file: files.get(route) ?? siteFile, path: '(root)', message: `Could not be rendered (page ${route}): ${error.trim()}` });
  }
  return problems;
}
