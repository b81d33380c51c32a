/**
 * A static server for the exports: one port per brand, each serving out/<CODE>/ as a domain root,
 * the way a static host would. Used by `npm run serve` and by the end-to-end tests.
 *
 * - Files are read from disk on every request (sirv's dev mode), so a rebuild while the server
 *   runs is picked up instead of serving a stale file list.
 * - A directory route is served from its index.html at its trailing-slash URL ("/personal/");
 *   "/personal" redirects there, so relative links resolve as they will in production.
 * - Any other unknown path gets the brand's own 404.html with status 404.
 * - The export's `_headers` (written by the build, in the Netlify / Cloudflare Pages format) is
 *   applied to every response, as those hosts do, and is itself never served.
 * - A text file is sent from its precompressed .br or .gz twin when the request accepts that
 *   encoding (Content-Encoding, Vary: Accept-Encoding), brotli first.
 * - Only 127.0.0.1 is listened on.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import { BRAND_CODES, type BrandCode } from '../../lib/brands';
import { type HeaderRule, headersForPath, parseHeaders } from './headers-file';
import { OUT } from './next-build';

export const HOST = '127.0.0.1';
export const DEFAULT_PORT_BASE = 4100;

/** The first brand's port: PORT_BASE from the environment, else 4100. */
export function portBase(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.PORT_BASE?.trim();
  if (!raw) return DEFAULT_PORT_BASE;
  const base = Number(raw);
  if (!Number.isInteger(base) || base < 1 || base + BRAND_CODES.length - 1 > 65535) {
    throw new Error(`PORT_BASE must be a port number (1-${65536 - BRAND_CODES.length}), got "${raw}".`);
  }
  return base;
}

/** Each brand has a fixed port, in BRAND_CODES order: AXB 4100, AXI 4101, … */
export function brandPort(brand: BrandCode, base: number = portBase()): number {
  return base + BRAND_CODES.indexOf(brand);
}

export function brandOrigin(brand: BrandCode, base: number = portBase()): string {
  return `http://${HOST}:${brandPort(brand, base)}`;
}

/** The folder a brand exports to. */
export function exportDir(brand: BrandCode, outDir: string = OUT): string {
  return path.join(outDir, brand);
}

export function hasExport(brand: BrandCode, outDir: string = OUT): boolean {
  return fs.existsSync(path.join(exportDir(brand, outDir), 'index.html'));
}

/**
 * The brand's display name, read from its exported home page (og:site_name, else the part of the
 * <title> before " | "), falling back to the code.
 */
export function brandName(brand: BrandCode, outDir: string = OUT): string {
  let html: string;
  try {
    html = fs.readFileSync(path.join(exportDir(brand, outDir), 'index.html'), 'utf8');
  } catch {
    return brand;
  }
  const siteName = /<meta\s+property="og:site_name"\s+content="([^"]*)"/i.exec(html)?.[1];
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.split(' | ')[0];
  return decodeEntities((siteName || title || brand).trim()) || brand;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3): brotli, then gzip, among
 * those accepted with a q-value above 0 ("*" stands for any coding not named); identity otherwise.
 */
export function negotiateEncoding(header: string | undefined): ContentCoding {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((coding) => weight(coding) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best ?? 'identity';
}

/** The export's _headers rules, read again when the file changes (a rebuild while serving). */
function headerRulesReader(file: string): () => HeaderRule[] {
  let stamp = '';
  let rules: HeaderRule[] = [];
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const current = stat ? `${stat.size}:${stat.mtimeMs}` : '';
    if (current !== stamp) {
      stamp = current;
      rules = stat ? parseHeaders(fs.readFileSync(file, 'utf8')) : [];
    }
    return rules;
  };
}

/** The request handler for one export folder. */
export function createStaticHandler(root: string): http.RequestListener {
  const dir = path.resolve(root);
  const notFoundFile = path.join(dir, '404.html');
  const rules = headerRulesReader(path.join(dir, '_headers'));
  const serveFile = sirv(dir, {
    dev: true,
    etag: true,
    dotfiles: false,
    extensions: ['html'],
    brotli: true,
    gzip: true,
    // sirv's type table (mrmime) has no .ico; every page links /favicon.ico, and hosts send it as this.
    setHeaders: (res, pathname) => {
      if (pathname.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon');
    },
    onNoMatch: (req, res) => sendNotFound(req, res, notFoundFile),
  });
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed\n');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    // The headers the host would send for this path; sirv keeps a header already set over its own.
    for (const [name, value] of headersForPath(rules(), url.pathname)) res.setHeader(name, value);
    // sirv picks the .br or .gz twin by a substring test of Accept-Encoding (it would send gzip
    // for "gzip;q=0"), so it is handed the one coding negotiated here.
    const coding = negotiateEncoding(req.headers['accept-encoding']);
    req.headers['accept-encoding'] = coding === 'identity' ? '' : coding;
    if (url.pathname === '/_headers' || /\.(br|gz)$/.test(url.pathname)) {
      sendNotFound(req, res, notFoundFile);
      return;
    }
    if (directoryWithoutSlash(dir, url.pathname)) {
      res.writeHead(308, { Location: `${url.pathname}/${url.search}` });
      res.end();
      return;
    }
    // sirv decodes paths with decodeURI, which keeps reserved characters escaped, so a request
    // for "__next.%24oc%24slug.txt" would miss the file "__next.$oc$slug.txt". Decode those that
    // cannot change the path's structure (not "/", "?", "#" or "%").
    req.url = url.pathname.replace(/%(24|26|2B|2C|3A|3B|3D|40)/gi, (escape) => decodeURIComponent(escape)) + url.search;
    serveFile(req, res);
  };
}

/** "/personal" when out/<CODE>/personal/index.html exists: a route requested without its trailing slash. */
function directoryWithoutSlash(dir: string, pathname: string): boolean {
  if (pathname.endsWith('/') || path.posix.extname(pathname) !== '') return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const index = path.join(dir, decoded, 'index.html');
  return index.startsWith(dir + path.sep) && fs.existsSync(index);
}

/** The brand's 404 page (precompressed when accepted), with the headers already set for the path. */
function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse, notFoundFile: string): void {
  const coding = req.headers['accept-encoding'];
  const twin = coding === 'br' ? '.br' : coding === 'gzip' ? '.gz' : '';
  const file = twin && fs.existsSync(notFoundFile + twin) ? notFoundFile + twin : notFoundFile;
  fs.readFile(file, (error, body) => {
    if (error) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Not found (this export has no 404.html)\n');
      return;
    }
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
      ...(file === notFoundFile ? {} : { 'Content-Encoding': file.endsWith('.br') ? 'br' : 'gzip' }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

export interface BrandServer {
  brand: BrandCode;
  name: string;
  port: number;
  /** The brand's root URL, e.g. http://127.0.0.1:4100/ */
  url: string;
}

export interface RunningServers {
  servers: BrandServer[];
  close(): Promise<void>;
}

export interface StartOptions {
  /** The first brand's port; defaults to PORT_BASE or 4100. Each brand keeps its fixed offset. */
  portBase?: number;
  /** The folder holding the exports; defaults to out/. */
  outDir?: string;
}

export class MissingExportError extends Error {
  constructor(readonly brands: readonly BrandCode[]) {
    super(
      `No export for ${brands.join(', ')}: ${brands.map((brand) => `out/${brand}/`).join(', ')} ` +
        `${brands.length === 1 ? 'does' : 'do'} not exist. Build with BRAND=<code> npm run build (or npm run build for all).`,
    );
    this.name = 'MissingExportError';
  }
}

/**
 * Starts one server per brand on 127.0.0.1 and resolves once all listen. Every brand needs its
 * export (MissingExportError otherwise); if any server cannot start, those that did are closed.
 */
export async function startStaticServers(brands: readonly BrandCode[], options: StartOptions = {}): Promise<RunningServers> {
  const outDir = options.outDir ?? OUT;
  const base = options.portBase ?? portBase();
  const missing = brands.filter((brand) => !hasExport(brand, outDir));
  if (missing.length > 0) throw new MissingExportError(missing);

  const started: { server: http.Server; info: BrandServer }[] = [];
  const close = () => Promise.all(started.map(({ server }) => closeServer(server))).then(() => undefined);
  const results = await Promise.allSettled(
    brands.map(async (brand) => {
      const server = http.createServer(createStaticHandler(exportDir(brand, outDir)));
      await listen(server, brandPort(brand, base));
      const { port } = server.address() as AddressInfo;
      const info = { brand, name: brandName(brand, outDir), port, url: `http://${HOST}:${port}/` };
      started.push({ server, info });
      return info;
    }),
  );
  const servers: BrandServer[] = [];
  for (const result of results) {
    if (result.status === 'rejected') {
      await close();
      throw result.reason;
    }
    servers.push(result.value);
  }
  return { servers, close };
}

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${HOST} is already in use (another npm run serve?). Set PORT_BASE to use other ports.`)
          : error,
      );
    };
    server.once('error', onError);
    server.listen(port, HOST, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
