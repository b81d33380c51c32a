/**
 * npm run check:content: validates every brand's content (or BRAND=AXC only) without building, so
 * a marketer or developer gets the full list of problems in a second instead of after a build.
 */
import { brandsFromEnv } from './lib/brand-args';
import { validateOrExit } from './lib/next-build';

const brands = brandsFromEnv();
validateOrExit(brands);
console.log(`Content OK: ${brands.join(', ')}.`);
