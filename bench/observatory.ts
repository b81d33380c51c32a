/**
 * npm run observatory: a header scan of one page of each built brand (its home page, or ROUTE=/x/),
 * served from out/<CODE>/ by the same server as `npm run serve` (so with its _headers and
 * precompression), scored by the rules of the MDN HTTP Observatory (bench/lib/observatory.ts).
 * No network: the server listens on a free port of 127.0.0.1. Scored as the site deployed at its
 * https URL; HTTP=1 scores the local http response as it is.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brandsFromEnv, scriptArgs } from '../scripts/lib/args';
import { scanResponse } from './lib/observatory';
import { createStaticHandler, exportDir, hasExport, HOST } from '../scripts/lib/static-server';

scriptArgs('Usage: [BRAND=<code>] [ROUTE=/x/] [HTTP=1] npm run observatory', {});
const route = process.env.ROUTE ?? '/';
const https = process.env.HTTP !== '1';
const brands = brandsFromEnv().filter((brand) => hasExport(brand));
if (brands.length === 0) {
  console.error('No brand has been built: run npm run build (or BRAND=<code> npm run build) first.');
  process.exit(1);
}

for (const brand of brands) {
  const server = http.createServer(createStaticHandler(exportDir(brand)));
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const origin = `http://${HOST}:${(server.address() as AddressInfo).port}`;
  const response = await fetch(origin + route, { headers: { 'Accept-Encoding': 'br, gzip' } });
  const html = await response.text();
  const headers = new Map([...response.headers]);
  server.close();
  const scan = scanResponse(headers, html, { origin, https });
  console.log(`\n${brand} ${route}: ${scan.score} (${scan.grade}), status ${response.status}`);
  for (const test of scan.tests) {
    const modifier = test.modifier > 0 ? `+${test.modifier}` : String(test.modifier);
    console.log(`  ${modifier.padStart(4)}  ${test.name.padEnd(30)} ${test.result}${test.note ? ` (${test.note})` : ''}`);
  }
}
