// @vitest-environment node
/**
 * The static server never falls over: odd request targets, methods and headers, a broken `_headers`,
 * files it cannot read and visitors who go away are each answered (or let go), and the next request
 * is served. The host-like behaviour (routes, 404 page, encodings) is in tests/e2e/static-server.spec.ts.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answersNormally, rawRequest, MALFORMED_TARGETS, rawExchange } from './raw-http-test-helpers';
import { createStaticHandler, HOST, listen, parseRequestTarget } from './static-server';

let root: string;
let server: http.Server;
let port: number;
const BIG = 'x'.repeat(4 * 1024 * 1024);

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-unit-'));
  fs.writeFileSync(path.join(root, 'index.html'), 'home');
  fs.writeFileSync(path.join(root, '404.html'), 'brand 404');
  fs.mkdirSync(path.join(root, 'personal'));
  fs.writeFileSync(path.join(root, 'personal', 'index.html'), 'personal');
  fs.writeFileSync(path.join(root, 'big.txt'), BIG);
  fs.mkdirSync(path.join(root, 'folder.html'));
  server = http.createServer(createStaticHandler(root));
  await listen(server, 0);
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
  syncBuiltinESMExports();
});

describe('parseRequestTarget', () => {
  it.each([
    ['/', { pathname: '/', decoded: '/', search: '' }],
    ['/personal/?utm_source=x', { pathname: '/personal/', decoded: '/personal/', search: '?utm_source=x' }],
    ['/a%20b/%24', { pathname: '/a%20b/%24', decoded: '/a b/$', search: '' }],
    ['//', { pathname: '//', decoded: '//', search: '' }],
    ['http://x/', { pathname: '/', decoded: '/', search: '' }],
    ['HTTPS://x.example:8080/leads?id=1', { pathname: '/leads', decoded: '/leads', search: '?id=1' }],
    ['http://x', { pathname: '/', decoded: '/', search: '' }],
  ])('reads %s', (target, expected) => {
    expect(parseRequestTarget(target)).toEqual(expected);
  });

  it.each(['/%', '/%zz', '/%00', '/%C3%28', '*', 'x', 'ftp://x/', 'http://x#y', '/a#b', '/é', ''])('cannot read %j', (target) => {
    expect(parseRequestTarget(target)).toBeUndefined();
  });
});

describe('the static server under odd requests', () => {
  const expected: Record<string, [number, RegExp]> = {
    '//': [404, /^brand 404$/],
    '///x': [404, /^brand 404$/],
    '/%': [400, /request target cannot be read/],
    '/%zz': [400, /request target cannot be read/],
    'http://x/': [200, /^home$/],
    '/%00': [400, /request target cannot be read/],
    '/%C3%28': [400, /request target cannot be read/],
    '*': [400, /request target cannot be read/],
  };

  it.each(MALFORMED_TARGETS)('answers %s and goes on', async (_, target) => {
    const answer = await rawExchange(port, rawRequest(target));
    // Node's parser refuses a request line and headers over 16 kB itself, before the handler.
    const [status, body] = expected[target] ?? [431, /^$/];
    expect(answer.status).toBe(status);
    expect(answer.body).toMatch(body);
    expect(await answersNormally(port, '/')).toBe(200);
  });

  it('never redirects a path with an empty segment to another host', async () => {
    const answer = await rawExchange(port, rawRequest('//personal'));
    expect([answer.status, answer.headers.location]).toEqual([404, undefined]);
  });

  it('answers HEAD with the headers alone, and refuses OPTIONS and other methods with 405', async () => {
    const head = await rawExchange(port, rawRequest('/personal/', { method: 'HEAD' }));
    expect([head.status, head.headers['content-length'], head.body]).toEqual([200, '8', '']);
    for (const method of ['OPTIONS', 'DELETE', 'PUT', 'PATCH']) {
      const answer = await rawExchange(port, rawRequest('/', { method }));
      expect([method, answer.status, answer.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
    }
    // A method Node's parser does not know is refused before the handler.
    expect((await rawExchange(port, rawRequest('/', { method: 'BREW' }))).status).toBe(400);
    expect(await answersNormally(port, '/')).toBe(200);
  });

  it.each([
    ['a backwards Range', { Range: 'bytes=3-1' }, 200, 'home'],
    ['a Range past the end', { Range: 'bytes=100-200' }, 200, 'home'],
    ['an Accept-Encoding of nonsense', { 'Accept-Encoding': ';;q=x, ,br;q=' }, 200, 'home'],
    ['an If-None-Match that matches nothing', { 'If-None-Match': '"nope"' }, 200, 'home'],
  ])('serves the file whole despite %s', async (_, headers, status, body) => {
    const answer = await rawExchange(port, rawRequest('/', { headers }));
    expect([answer.status, answer.body]).toEqual([status, body]);
  });

  it('answers 304 to the ETag it sent', async () => {
    const first = await rawExchange(port, rawRequest('/'));
    const again = await rawExchange(port, rawRequest('/', { headers: { 'If-None-Match': first.headers.etag! } }));
    expect([again.status, again.body]).toEqual([304, '']);
  });

  it('refuses a malformed header line with 400 (Node) and goes on', async () => {
    const answer = await rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(await answersNormally(port, '/')).toBe(200);
  });

  it('does not serve a directory named like a page, a socket or a dot file', async () => {
    const socketFile = path.join(root, 'socket.txt');
    const unix = http.createServer();
    await new Promise<void>((resolve) => unix.listen(socketFile, resolve));
    fs.writeFileSync(path.join(root, '.env'), 'SECRET=1');
    try {
      for (const target of ['/folder', '/socket.txt', '/.env']) {
        const answer = await rawExchange(port, rawRequest(target));
        expect([target, answer.status, answer.body]).toEqual([target, 404, 'brand 404']);
      }
    } finally {
      await new Promise((resolve) => unix.close(resolve));
      fs.rmSync(path.join(root, '.env'));
    }
  });

  it('closes the connection without a page on a file it cannot read (gone in a rebuild, no permission), says why, and goes on', async () => {
    // sirv opens the file with fs.createReadStream from its own import of node:fs, which sees this
    // stand-in once the built-in module's exports are synced.
    vi.spyOn(fs, 'createReadStream').mockImplementationOnce(() => {
      const stream = new PassThrough();
      process.nextTick(() => stream.destroy(Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' })));
      return stream as unknown as fs.ReadStream;
    });
    syncBuiltinESMExports();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(rawExchange(port, rawRequest('/personal/'))).rejects.toThrow(/the connection closed without an answer \(0 bytes/);
    expect(console.error).toHaveBeenCalledWith('GET /personal/: EACCES: permission denied');
    expect(await answersNormally(port, '/personal/')).toBe(200);
  });

  it('answers 500 while the export\'s _headers cannot be read, and serves again once it can', async () => {
    const headersFile = path.join(root, '_headers');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fs.writeFileSync(headersFile, '  X-Orphan: a header under no path\n');
    try {
      expect((await rawExchange(port, rawRequest('/'))).status).toBe(500);
      expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^GET \/: _headers: "X-Orphan/));
    } finally {
      fs.writeFileSync(headersFile, '/*\n  X-Content-Type-Options: nosniff\n');
    }
    const answer = await rawExchange(port, rawRequest('/'));
    expect([answer.status, answer.headers['x-content-type-options']]).toEqual([200, 'nosniff']);
    fs.rmSync(headersFile);
  });

  it('lets go of the file when the visitor leaves mid-download', async () => {
    const openFiles = () => fs.readdirSync('/proc/self/fd').length;
    const before = openFiles();
    for (let i = 0; i < 20; i++) {
      await new Promise<void>((resolve, reject) => {
        http
          .get({ host: HOST, port, path: '/big.txt', agent: false }, (response) => {
            response.once('data', () => {
              response.destroy();
              resolve();
            });
          })
          .on('error', reject);
      });
    }
    await expect.poll(openFiles, { timeout: 5000 }).toBeLessThanOrEqual(before);
    expect(await answersNormally(port, '/big.txt')).toBe(200);
  });

  it('answers 200 concurrent requests, good and bad, and goes on', async () => {
    const requests = Array.from({ length: 200 }, (_, index) => {
      const [, target] = MALFORMED_TARGETS[index % MALFORMED_TARGETS.length]!;
      return index % 2 === 0 ? rawRequest('/personal/') : rawRequest(target);
    });
    const answers = await Promise.all(requests.map((request) => rawExchange(port, request)));
    expect(answers.filter((_, index) => index % 2 === 0).every((answer) => answer.status === 200 && answer.body === 'personal')).toBe(true);
    expect(new Set(answers.filter((_, index) => index % 2 === 1).map((answer) => answer.status))).toEqual(new Set([200, 400, 404, 431]));
    expect(await answersNormally(port, '/')).toBe(200);
  });
});

describe('headers follow the file that is served (issue 39)', () => {
  const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  const PAGE_POLICY = "default-src 'self'";
  let siteRoot: string;
  let site: http.Server;
  let sitePort: number;

  beforeAll(async () => {
    siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-headers-'));
    fs.mkdirSync(path.join(siteRoot, 'images'));
    fs.writeFileSync(path.join(siteRoot, 'images', 'hero-savings.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(siteRoot, 'images', 'a b.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.mkdirSync(path.join(siteRoot, 'personal'));
    fs.writeFileSync(path.join(siteRoot, 'personal', 'index.html'), 'personal');
    fs.writeFileSync(path.join(siteRoot, '404.html'), 'brand 404');
    fs.writeFileSync(path.join(siteRoot, '_headers'), `/images/*\n  Content-Security-Policy: ${SANDBOX}\n/personal/*\n  Content-Security-Policy: ${PAGE_POLICY}\n`);
    site = http.createServer(createStaticHandler(siteRoot));
    await listen(site, 0);
    sitePort = (site.address() as AddressInfo).port;
  });

  afterAll(async () => {
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
    fs.rmSync(siteRoot, { recursive: true, force: true });
  });

  it.each([
    ['/%69mages/hero-savings.svg', '/images/hero-savings.svg'],
    ['/images/hero%2Dsavings.svg', '/images/hero-savings.svg'],
    ['/images%2Fhero-savings.svg', '/images/hero-savings.svg'],
    ['/%70ersonal/', '/personal/'],
    ['/%70ersonal/?utm_source=mail', '/personal/?utm_source=mail'],
    ['/images/a%20b.sv%67', '/images/a%20b.svg'],
    ['/images/caf%c3%a9.svg', '/images/caf%C3%A9.svg'],
  ])('redirects %s to its one spelling, %s', async (target, location) => {
    const answer = await rawExchange(sitePort, rawRequest(target));
    expect([answer.status, answer.headers.location, answer.body]).toEqual([307, location, '']);
  });

  it.each([
    ['/images/hero-savings.svg', SANDBOX],
    ['/images/a%20b.svg', SANDBOX],
    ['/personal/', PAGE_POLICY],
  ])('serves %s with its policy', async (target, policy) => {
    const answer = await rawExchange(sitePort, rawRequest(target));
    expect([answer.status, answer.headers['content-security-policy']]).toEqual([200, policy]);
  });

  it('never sends a file under a spelling its rule does not see: every way of writing the SVG is its sandboxed answer or a redirect', async () => {
    const spellings = ['/images/hero-savings.svg', '/%69mages/hero-savings.svg', '/IMAGES/../images/hero-savings.svg', '/images/%68ero-savings.svg', '/images/hero-savings%2Esvg', '/%2Fimages/hero-savings.svg'];
    const answers = await Promise.all(spellings.map((target) => rawExchange(sitePort, rawRequest(target))));
    expect(answers.map((answer) => (answer.status === 200 ? `200 ${answer.headers['content-security-policy'] ?? 'no policy'}` : String(answer.status)))).toEqual([
      `200 ${SANDBOX}`,
      '307',
      '404',
      '307',
      '307',
      '404',
    ]);
  });
});
