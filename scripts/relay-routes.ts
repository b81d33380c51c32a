/**
 * npm run relay:routes [-- <file>]: writes the lead relay's routes (relay/routes.ts), built from every
 * brand's content, as JSON (default relay-routes.json) for the Worker, which reads them from its KV
 * namespace (docs/lead-relay.md, "Deploy to Cloudflare Workers"). A content problem stops it with the
 * content check's `file: json.path: problem` lines.
 */
import fs from 'node:fs';
import { ContentError } from '../lib/content';
import { leadRoutesFromContent } from '../relay/routes';
import { scriptArgs } from './lib/args';

const { positionals } = scriptArgs('Usage: npm run relay:routes [-- <file>]', {}, true);
const file = positionals[0] ?? 'relay-routes.json';
try {
  const routes = leadRoutesFromContent();
  fs.writeFileSync(file, `${JSON.stringify(routes, null, 2)}\n`);
  console.log(`${routes.routes.length} lead routes of ${Object.keys(routes.origins).length} origins written to ${file}.`);
} catch (error) {
  console.error(error instanceof ContentError ? error.message : error instanceof Error ? error.message : String(error));
  process.exit(1);
}
