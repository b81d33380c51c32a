/**
 * npm run build: validates the content, then exports every brand (or BRAND=AXC only) into
 * out/<CODE>/, one `next build` after another (two cannot share the .next folder at once).
 *
 * `--local-leads` points the sample lead forms ({leadReceiverUrl}) at the lead receiver on this
 * machine (scripts/lib/lead-receiver.ts) instead of the production endpoint: `npm start` and the
 * end-to-end tests build that way, so a lead sent locally lands somewhere that answers.
 */
import { tokenEnvName } from '../lib/links';
import { brandsFromEnv } from './lib/brand-args';
import { leadReceiverUrl } from './lib/lead-receiver';
import { buildBrandSite, ROOT, validateOrExit } from './lib/next-build';

const brands = brandsFromEnv();

const env: Record<string, string> = {};
if (process.argv.includes('--local-leads')) {
  env[tokenEnvName('leadReceiverUrl')] = leadReceiverUrl();
  console.log(`Lead forms send to the local receiver ${leadReceiverUrl()}.`);
}
// Checked with the overrides the build will use, so a bad SITE_URL_* stops it here, listed with the rest.
validateOrExit(brands, ROOT, { ...process.env, ...env });

const started = performance.now();
for (const [index, brand] of brands.entries()) {
  process.stdout.write(`[${index + 1}/${brands.length}] ${brand}: building… `);
  try {
    const result = await buildBrandSite(brand, { env });
    const { security } = result;
    const saved = security.compression.bytes - security.compression.brotliBytes;
    console.log(
      `${result.pages} pages in ${result.seconds.toFixed(1)} s -> out/${brand}/ ` +
        `(${security.strictPages} strict policies, _headers, .br/.gz of ${security.compression.files} files: ${(saved / 1024 / 1024).toFixed(1)} MB less with brotli)`,
    );
    for (const warning of security.warnings) console.warn(`  warning: ${warning}`);
  } catch (error) {
    console.log('failed');
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
console.log(`Built ${brands.length} brand${brands.length === 1 ? '' : 's'} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
