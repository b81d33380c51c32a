/**
 * npm run build: validates the content, then exports every brand (or BRAND=AXC only) into
 * out/<CODE>/, one `next build` after another (two cannot share the .next folder at once).
 */
import { brandsFromEnv } from './lib/brand-args';
import { buildBrandSite, validateOrExit } from './lib/next-build';

const brands = brandsFromEnv();
validateOrExit(brands);

const started = performance.now();
for (const [index, brand] of brands.entries()) {
  process.stdout.write(`[${index + 1}/${brands.length}] ${brand}: building… `);
  try {
    const result = await buildBrandSite(brand);
    console.log(`${result.pages} pages in ${result.seconds.toFixed(1)} s -> out/${brand}/`);
  } catch (error) {
    console.log('failed');
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
console.log(`Built ${brands.length} brand${brands.length === 1 ? '' : 's'} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
