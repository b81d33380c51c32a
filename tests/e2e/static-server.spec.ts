/**
 * The static server behaves like the production host: domain root per brand, trailing-slash
 * routes, the brand's 404 page with status 404. Runs against a small fixture export, no browser.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { brandName, brandPort, MissingExportError, negotiateEncoding, type RunningServers, startStaticServers } from '../../scripts/lib/static-server';
import { FILE_POLICY, PAGE_HEADER_POLICY } from '../../scripts/lib/csp';
import { headersFile } from '../../scripts/lib/headers-file';

// Far from the brands' ports (4100+), apart per worker, and below Linux's ephemeral range
// (32768-60999): a port in that range can be held at that moment by any outgoing connection,
// the browser's included (it happened: 47000 was taken during a full run).
const base = () => 30_000 + test.info().parallelIndex * 20;

let outDir: string;
let running: RunningServers | undefined;

test.beforeEach(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    fs.writeFileSync(path.join(outDir, file), text);
  };
  write('AXB/index.html', '<title>Home | Axos Bank</title><meta property="og:site_name" content="Axos &amp; Co"/>home');
  write('AXB/personal/index.html', 'personal');
  write('AXB/404.html', 'brand 404');
  write('AXB/personal/__next.$oc$slug.txt', 'segment');
  write('AXI/index.html', '<title>Axos Invest | Home</title>invest');
  write('secret.txt', 'outside the export');
});

test.afterEach(async () => {
  await running?.close();
  running = undefined;
  fs.rmSync(outDir, { recursive: true, force: true });
});

test('serves each brand on its own port of 127.0.0.1, as a domain root', async () => {
  running = await startStaticServers(['AXB', 'AXI'], { outDir, portBase: base() });
  expect(running.servers).toEqual([
    { brand: 'AXB', name: 'Axos & Co', port: base(), url: `http://127.0.0.1:${base()}/` },
    { brand: 'AXI', name: 'Axos Invest', port: base() + 1, url: `http://127.0.0.1:${base() + 1}/` },
  ]);
  const home = await fetch(`http://127.0.0.1:${base()}/`);
  expect(home.status).toBe(200);
  expect(home.headers.get('content-type')).toContain('text/html');
  expect(await home.text()).toContain('home');
  expect(await (await fetch(`http://127.0.0.1:${base() + 1}/`)).text()).toContain('invest');
});

test('serves directory routes at their trailing-slash URL and redirects the bare path there', async () => {
  running = await startStaticServers(['AXB'], { outDir, portBase: base() });
  const origin = `http://127.0.0.1:${base()}`;
  const page = await fetch(`${origin}/personal/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toBe('personal');
  const bare = await fetch(`${origin}/personal?utm_source=x`, { redirect: 'manual' });
  expect(bare.status).toBe(308);
  expect(bare.headers.get('location')).toBe('/personal/?utm_source=x');
});

test("answers unknown paths with the brand's 404.html and status 404", async () => {
  running = await startStaticServers(['AXB'], { outDir, portBase: base() });
  const origin = `http://127.0.0.1:${base()}`;
  for (const pathname of ['/this-page-does-not-exist/', '/nope.png']) {
    const response = await fetch(origin + pathname);
    expect(response.status, pathname).toBe(404);
    expect(await response.text(), pathname).toBe('brand 404');
  }
});

test('never serves a file outside the export', async () => {
  running = await startStaticServers(['AXB'], { outDir, portBase: base() });
  // Sent as written: fetch() would remove the dot segments before sending.
  for (const pathname of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/personal/../../secret.txt']) {
    const response = await rawGet(base(), pathname);
    expect(response.body, pathname).not.toContain('outside the export');
    expect(response.status, pathname).toBe(404);
  }
});

test('finds files whose names hold reserved characters, escaped or not', async () => {
  running = await startStaticServers(['AXB'], { outDir, portBase: base() });
  const origin = `http://127.0.0.1:${base()}`;
  for (const pathname of ['/personal/__next.$oc$slug.txt', '/personal/__next.%24oc%24slug.txt']) {
    const response = await fetch(origin + pathname);
    expect(response.status, pathname).toBe(200);
    expect(await response.text()).toBe('segment');
  }
});

test('refuses methods other than GET and HEAD', async () => {
  running = await startStaticServers(['AXB'], { outDir, portBase: base() });
  const response = await fetch(`http://127.0.0.1:${base()}/`, { method: 'POST' });
  expect(response.status).toBe(405);
});

test('names the brands whose export is missing, and starts nothing', async () => {
  await expect(startStaticServers(['AXB', 'AXC'], { outDir, portBase: base() })).rejects.toThrow(MissingExportError);
  await expect(startStaticServers(['AXB', 'AXC'], { outDir, portBase: base() })).rejects.toThrow(/out\/AXC\/ does not exist/);
});

test('takes the port of each brand from its place in the brand list', () => {
  expect(brandPort('AXB', 4100)).toBe(4100);
  expect(brandPort('AXI', 4100)).toBe(4101);
  expect(brandPort('GBLVF', 4100)).toBe(4107);
  expect(brandName('AXC', outDir)).toBe('AXC');
});

test('sends the precompressed twin of a file the request accepts, brotli first, and says so', async () => {
  const page = path.join(outDir, 'AXB', 'personal', 'index.html');
  fs.writeFileSync(`${page}.br`, zlib.brotliCompressSync('personal'));
  fs.writeFileSync(`${page}.gz`, zlib.gzipSync('personal'));
  running = await startStaticServers(['AXB'], { outDir, portBase: base() });
  const cases: [string | undefined, string | undefined, (body: Buffer) => Buffer][] = [
    ['gzip, deflate, br', 'br', (body) => zlib.brotliDecompressSync(body)],
    ['gzip', 'gzip', (body) => zlib.gunzipSync(body)],
    ['br;q=0, gzip;q=0.8', 'gzip', (body) => zlib.gunzipSync(body)],
    ['gzip;q=0', undefined, (body) => body],
    [undefined, undefined, (body) => body],
  ];
  for (const [accept, coding, decode] of cases) {
    const response = await rawGet(base(), '/personal/', accept === undefined ? {} : { 'Accept-Encoding': accept });
    expect(response.headers['content-encoding'], String(accept)).toBe(coding);
    expect(response.headers.vary, String(accept)).toBe('Accept-Encoding');
    expect(decode(response.raw).toString(), String(accept)).toBe('personal');
  }
  expect((await rawGet(base(), '/personal/index.html.br')).status).toBe(404);
});

test("applies the export's _headers, as Netlify and Cloudflare Pages do, and never serves the file", async () => {
  fs.writeFileSync(
    path.join(outDir, 'AXB', '_headers'),
    [
      '/*',
      '  X-Content-Type-Options: nosniff',
      '/personal/',
      "  Content-Security-Policy: default-src 'none'",
      '  Cache-Control: public, max-age=0, must-revalidate',
      '',
    ].join('\n'),
  );
  running = await startStaticServers(['AXB'], { outDir, portBase: base() });
  const page = await rawGet(base(), '/personal/');
  expect(page.headers['content-security-policy']).toBe("default-src 'none'");
  expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(page.headers['x-content-type-options']).toBe('nosniff');
  const home = await rawGet(base(), '/');
  expect(home.headers['content-security-policy']).toBeUndefined();
  expect(home.headers['x-content-type-options']).toBe('nosniff');
  expect((await rawGet(base(), '/_headers')).status).toBe(404);
});

test('serves the pages with their header policy and every other file sandboxed, by the _headers the build writes', async () => {
  const files = ['index.html', 'personal/index.html', '404.html', 'images/evil.svg', 'documents/fees.pdf', 'robots.txt'];
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
  fs.mkdirSync(path.join(outDir, 'AXB', 'images'), { recursive: true });
  fs.writeFileSync(path.join(outDir, 'AXB', 'images', 'evil.svg'), svg);
  fs.mkdirSync(path.join(outDir, 'AXB', 'documents'), { recursive: true });
  fs.writeFileSync(path.join(outDir, 'AXB', 'documents', 'fees.pdf'), '%PDF-1.4');
  fs.writeFileSync(path.join(outDir, 'AXB', 'robots.txt'), 'User-agent: *');
  fs.writeFileSync(path.join(outDir, 'AXB', '_headers'), headersFile(files, []));
  running = await startStaticServers(['AXB'], { outDir, portBase: base() });
  const served = async (pathname: string) => {
    const response = await rawGet(base(), pathname);
    return [response.status, response.headers['content-type']?.replace(/;\s*charset=.*/, ''), response.headers['content-security-policy']];
  };
  expect(await served('/images/evil.svg')).toEqual([200, 'image/svg+xml', FILE_POLICY]);
  expect(await served('/documents/fees.pdf')).toEqual([200, 'application/pdf', FILE_POLICY]);
  expect(await served('/robots.txt')).toEqual([200, 'text/plain', FILE_POLICY]);
  expect(await served('/')).toEqual([200, 'text/html', PAGE_HEADER_POLICY]);
  expect(await served('/personal/')).toEqual([200, 'text/html', PAGE_HEADER_POLICY]);
  // The 404 page, sent for an unknown path among the pages, with the pages' header policy.
  expect(await served('/personal/no-such-page/')).toEqual([404, 'text/html', PAGE_HEADER_POLICY]);
  expect((await rawGet(base(), '/')).headers['x-frame-options']).toBe('DENY');
});

test('negotiates the coding by q-value', () => {
  expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
  expect(negotiateEncoding('*')).toBe('br');
  expect(negotiateEncoding('*;q=0, gzip')).toBe('gzip');
  expect(negotiateEncoding('identity')).toBe('identity');
  expect(negotiateEncoding('')).toBe('identity');
});

function rawGet(
  port: number,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; raw: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, body: raw.toString('utf8'), raw, headers: response.headers });
      });
    });
    request.on('error', reject);
  });
}
