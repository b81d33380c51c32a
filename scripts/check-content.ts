/**
 * npm run check:content: validates every brand's content (or BRAND=AXC only) without building, so
 * a marketer or developer gets the full list of problems in a second instead of after a build.
 * It runs the same checks as the build (lib/content/load.ts: schemas, links, endpoints, frames,
 * images, siteUrl and SITE_URL_* overrides). CONTENT_ROOT checks another project root's content/
 * (the tests plant bad content in a temporary one).
 */
import path from 'node:path';
import { brandsFromEnv, scriptArgs } from './lib/args';
import { ROOT, validateOrExit } from './lib/next-build';

scriptArgs('Usage: [BRAND=<code>] [CONTENT_ROOT=<dir>] npm run check:content', {});
const brands = brandsFromEnv();
const root = process.env.CONTENT_ROOT ? path.resolve(process.env.CONTENT_ROOT) : ROOT;
try {
  validateOrExit(brands, root);
} catch (error) {
  // A content problem is a list of lines, never a stack trace; anything else is named in one line.
  console.error(`The content check failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log(`Content OK: ${brands.join(', ')}.`);
