/**
 * The browser editor's server (npm run edit), on 127.0.0.1 only: it serves Decap CMS from
 * node_modules (bundled with editor/cms.tsx by esbuild: no CDN, no network), the configuration
 * generated from the content model, and Decap's local backend API, which it forwards to
 * decap-server (the working tree, no git commits) after turning each save into edits of the file's
 * own text (cms-format.ts). `/editor/problems` runs the site's own content check; `/editor/draft`
 * takes the entry being typed for the preview, and uploads are checked by their content (cms-live.ts).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import type { BrandCode } from '../../lib/brands';
import type { EntryContext } from '../../lib/content/check-entry';
import { checkContext } from './cms-check-context';
import { cmsConfig } from './cms-config';
import { type DraftMedia, type Drafts, DraftError, pageRoute, savedText, servedAt, uploadProblem } from './cms-live';
import { editorProblems } from './cms-problems';
import type { RenditionKeeper } from './images';

const EDITOR_DIR = 'editor';
const DECAP_DIST = path.join('node_modules', 'decap-cms-app', 'dist');

export interface EditServerOptions {
  root: string;
  brand: BrandCode;
  host: string;
  port: number;
  /** decap-server's address (its API is at /api/v1). */
  backendOrigin: string;
  /** The dev site's origin, which the preview shows. */
  siteOrigin: string;
  /** The entries being typed (cms-live.ts); the dev site renders them. */
  drafts: Drafts;
  /** Writes photos' renditions before a save is answered. */
  keeper: RenditionKeeper;
}

/** Decap and editor/cms.tsx in one script, from node_modules; built once per start (a second or two). */
async function bundleEditor(root: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, EDITOR_DIR, 'cms.tsx')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"', global: 'window' },
    logLevel: 'silent',
    absWorkingDir: root,
  });
  return result.outputFiles[0]?.text ?? '';
}

/** What editor/cms.tsx reads from settings.json beside its page. */
interface EditorSettings {
  brand: BrandCode;
  /** The dev site the preview shows (local only). */
  site?: string;
  /** Where the content check answers (local only; in production CI checks each pull request). */
  checkUrl?: string;
  config: Record<string, unknown>;
  /** What the editor's own content check needs to know of the rest of the content (editor/field-check.tsx). */
  checkContext: EntryContext;
  /** Where checkContext answers again after a save (local only). */
  checkContextUrl?: string;
}

interface DataFile {
  path: string;
  raw: string;
  newPath?: string;
}

/** The save rewritten as edits of each file's text: its layout, key order and newline are kept. */
function rewriteSave(root: string, brand: BrandCode, body: { action?: string; params?: { entry?: DataFile; dataFiles?: DataFile[] } }): void {
  if (body.action !== 'persistEntry' || !body.params) return;
  const files = [body.params.entry, ...(body.params.dataFiles ?? [])].filter((file): file is DataFile => file !== undefined && file.path.endsWith('.json'));
  for (const file of files) {
    const absolute = path.resolve(root, file.path);
    if (!absolute.startsWith(`${root}${path.sep}`)) continue;
    file.raw = savedText(root, brand, file.path, JSON.parse(file.raw));
  }
}

function send(response: http.ServerResponse, status: number, type: string, body: string | Buffer): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(body);
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const IMAGE_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif' };
const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm', '.map': 'application/json' };

/** What the edit server's answers share: its options, the editor's page and script, the image lookup. */
interface EditServer {
  options: EditServerOptions;
  html: Buffer;
  script: string | Buffer;
  // Plain functions (closures over the options), not methods: they are passed around detached.
  imageFile: (name: string) => Promise<string | undefined>;
  readJson: (file: string) => unknown;
}

/** Starts the edit server; resolves once it listens, with its origin. */
export async function startEditServer(options: EditServerOptions): Promise<{ origin: string; server: http.Server }> {
  const { root } = options;
  const readJson = (file: string): unknown => {
    try {
      return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
    } catch {
      return undefined;
    }
  };
  const editor: EditServer = { options, html: fs.readFileSync(path.join(root, EDITOR_DIR, 'index.html')), script: await bundleEditor(root), imageFile: imageFinder(options), readJson };
  const server = http.createServer((request, response) => {
    answer(editor, request, response).catch((error: unknown) => {
      console.error(`Editor server: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) send(response, 500, 'text/plain; charset=utf-8', error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return { origin: `http://${options.host}:${port}`, server };
}

/**
 * The file of /images/<name>: a photo from content/images/ (its draft first), else a file of
 * public/. Decap asks for a photo's thumbnail the moment it is chosen, while the photo's bytes are
 * still on their way as a draft (preview.tsx sends them at once): a photo not found yet is waited
 * for, two seconds at most.
 */
function imageFinder(options: EditServerOptions): (name: string) => Promise<string | undefined> {
  const { root } = options;
  const bases = [options.drafts.dir, root].map((base) => path.join(base, 'content')).concat(path.join(root, 'public'));
  // name has no ".." (checked below), so each candidate stays inside its base.
  const findImage = (name: string): string | undefined => bases.map((base) => path.join(base, name)).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  return async (name) => {
    if (name.split('/').some((part) => part === '..')) return undefined;
    const until = Date.now() + 2_000;
    for (;;) {
      const found = findImage(name);
      if (found !== undefined || Date.now() > until || !IMAGE_TYPES[path.extname(name).toLowerCase()]) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/** One request: the editor's files and checks (GET), a draft or a save (POST), else 404. */
async function answer(editor: EditServer, request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const { options } = editor;
  const url = new URL(request.url ?? '/', 'http://editor');
  const origin = `http://${request.headers.host ?? `${options.host}:${options.port}`}`;
  const got = request.method === 'GET' ? await getAnswer(editor, url.pathname, origin) : undefined;
  if (got !== undefined) return send(response, 200, got.type, got.body);
  // Only the editor's own page may write files or drafts: another site open in the same browser
  // could post here, so a request from elsewhere (its Origin) or one that skips CORS preflight
  // (any type but JSON) is refused.
  const from = request.headers.origin;
  const fromEditor = (from === undefined || from === origin) && /^application\/json\b/.test(request.headers['content-type'] ?? '');
  if (request.method === 'POST' && url.pathname === '/editor/draft') {
    if (!fromEditor) return send(response, 403, 'text/plain; charset=utf-8', 'Only the editor on this address may preview');
    return answerDraft(options.drafts, request, response);
  }
  if (request.method === 'POST' && url.pathname === '/api/v1') {
    if (!fromEditor) return send(response, 403, 'text/plain; charset=utf-8', 'Only the editor on this address may save');
    return answerSave(options, request, response);
  }
  send(response, 404, 'text/plain; charset=utf-8', 'Not found');
}

/** What a GET sends: the editor's page, script, settings and checks, Decap's chunks or an image; undefined for any other path. */
async function getAnswer(editor: EditServer, pathname: string, origin: string): Promise<{ type: string; body: string | Buffer } | undefined> {
  const { options } = editor;
  const { root, brand } = options;
  const json = (value: unknown) => ({ type: 'application/json', body: JSON.stringify(value) });
  if (pathname === '/' || pathname === '/index.html') return { type: 'text/html; charset=utf-8', body: editor.html };
  if (pathname === '/editor/cms.js') return { type: TYPES['.js'] ?? '', body: editor.script };
  if (pathname === '/settings.json') {
    const settings: EditorSettings = {
      brand,
      site: options.siteOrigin,
      checkUrl: '/editor/problems',
      checkContext: checkContext(root, brand),
      checkContextUrl: '/editor/check-context',
      config: { ...cmsConfig({ brand, backend: { name: 'local', url: `${origin}/api/v1` } }), site_url: options.siteOrigin },
    };
    return json(settings);
  }
  if (pathname === '/editor/check-context') return json(checkContext(root, brand));
  if (pathname === '/editor/problems') return json(editorProblems(brand, root, editor.readJson));
  // Decap's own chunks (loaded by its webpack runtime next to the script that loaded it).
  const chunk = /^\/editor\/([\w.-]+\.(?:js|wasm|map))$/.exec(pathname)?.[1];
  const chunkFile = chunk === undefined ? undefined : path.join(root, DECAP_DIST, chunk);
  if (chunkFile !== undefined && fs.existsSync(chunkFile)) return { type: TYPES[path.extname(chunkFile)] ?? 'application/octet-stream', body: fs.readFileSync(chunkFile) };
  const image = await imagePath(editor, pathname);
  return image === undefined ? undefined : { type: IMAGE_TYPES[path.extname(image).toLowerCase()] ?? 'application/octet-stream', body: fs.readFileSync(image) };
}

/** The file of an image path, as the editor's image fields and the site show it. */
async function imagePath(editor: EditServer, pathname: string): Promise<string | undefined> {
  const { root } = editor.options;
  // Photos from content/images/ (a photo uploaded into the entry and not saved yet from its draft), other files from public/.
  if (pathname.startsWith('/images/')) {
    const file = await editor.imageFile(decodeURIComponent(pathname));
    if (file !== undefined) return file;
  }
  // Other images from public/ as the site serves them: a brand's logo under /logos/, the footer's badges.
  const publicImage = path.join(root, 'public', decodeURIComponent(pathname));
  const isImage = IMAGE_TYPES[path.extname(pathname).toLowerCase()] !== undefined;
  if (isImage && publicImage.startsWith(path.join(root, 'public') + path.sep) && fs.statSync(publicImage, { throwIfNoEntry: false })?.isFile()) return publicImage;
  return undefined;
}

/** POST /editor/draft: the entry being typed (and its photos) written as a draft, one removed, or all cleared. */
async function answerDraft(drafts: EditServerOptions['drafts'], request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const { file, data, media, reset } = JSON.parse((await readBody(request)).toString('utf8')) as { file?: unknown; data?: unknown; media?: DraftMedia[]; reset?: boolean };
  if (reset === true) {
    drafts.clear();
    return send(response, 200, 'application/json', '{}');
  }
  if (data === null) {
    drafts.remove(String(file));
    return send(response, 200, 'application/json', '{}');
  }
  try {
    return send(response, 200, 'application/json', JSON.stringify(await drafts.write(String(file), data, media)));
  } catch (error) {
    if (error instanceof DraftError) return send(response, 400, 'application/json', JSON.stringify({ error: error.message }));
    throw error;
  }
}

type Asset = { path: string; content: string; encoding: BufferEncoding };

/**
 * POST /api/v1: a save, its photos checked, its JSON rewritten in each file's own layout, then
 * passed to decap-server; once saved, its drafts are dropped, its photos' renditions written and a
 * new page waited for on the dev site, so the editor's preview reloads onto it.
 */
async function answerSave(options: EditServerOptions, request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const { root, brand } = options;
  const body = JSON.parse((await readBody(request)).toString('utf8')) as Parameters<typeof rewriteSave>[2] & { params?: { asset?: Asset; assets?: Asset[] } };
  // Photos come alone (the Media page) or with the entry they were uploaded into.
  const assets = body.action === 'persistMedia' ? [body.params?.asset] : body.action === 'persistEntry' ? (body.params?.assets ?? []) : [];
  const refused = assets
    .filter((asset): asset is Asset => asset !== undefined)
    .map((asset) => uploadProblem(asset.path, Buffer.from(asset.content, asset.encoding)))
    .find((problem) => problem !== undefined);
  // Decap shows { error } in its notice: "Failed to persist media: <the sentence>".
  if (refused !== undefined) return send(response, 422, 'application/json', JSON.stringify({ error: refused }));
  const saved = body.action === 'persistEntry' ? [body.params?.entry, ...(body.params?.dataFiles ?? [])].filter((file) => file !== undefined) : [];
  const created = saved.filter((file) => !fs.existsSync(path.join(root, file.path)));
  rewriteSave(root, brand, body);
  const upstream = await fetch(`${options.backendOrigin}/api/v1`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const answered = Buffer.from(await upstream.arrayBuffer());
  if (upstream.ok) {
    for (const asset of assets) if (asset !== undefined) options.drafts.remove(asset.path);
    for (const file of saved) {
      options.drafts.remove(file.path);
      // The saved page's photos are served before the editor reloads its preview, and a new page is.
      if (pageRoute(file.path) !== undefined) await options.keeper.writePage(file.path, JSON.parse(file.raw));
    }
    for (const file of created) {
      const route = pageRoute(file.path);
      if (route !== undefined) await servedAt(`${options.siteOrigin}${route}`);
    }
  }
  send(response, upstream.status, upstream.headers.get('content-type') ?? 'application/json', answered);
}

export interface StaticEditorOptions {
  root: string;
  brands: readonly BrandCode[];
  /** owner/name of the hosted repository. */
  repo: string;
  branch: string;
  /** The OAuth endpoint for GitHub logins (Decap's base_url), when not Netlify's. */
  baseUrl?: string;
  out: string;
}

/**
 * The production editor as static files, for an internal host (never a brand's export): one editor
 * per brand at /<CODE>/ on Decap's GitHub backend with the editorial workflow (each save a branch and
 * a pull request, checked by CI), the same bundle and the same generated configuration.
 */
export async function writeStaticEditor(options: StaticEditorOptions): Promise<void> {
  const { root, out } = options;
  fs.mkdirSync(path.join(out, 'editor'), { recursive: true });
  fs.writeFileSync(path.join(out, 'editor', 'cms.js'), await bundleEditor(root));
  for (const file of fs.readdirSync(path.join(root, DECAP_DIST))) {
    if (/\.(?:js|wasm)$/.test(file) && file !== 'decap-cms-app.js') fs.copyFileSync(path.join(root, DECAP_DIST, file), path.join(out, 'editor', file));
  }
  const html = fs.readFileSync(path.join(root, EDITOR_DIR, 'index.html'));
  for (const brand of options.brands) {
    fs.mkdirSync(path.join(out, brand), { recursive: true });
    fs.writeFileSync(path.join(out, brand, 'index.html'), html);
    const backend = { name: 'github' as const, repo: options.repo, branch: options.branch, ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}) };
    // The check's knowledge of the content as it is when the editor is written; CI checks each pull request in full.
    const settings: EditorSettings = { brand, config: cmsConfig({ brand, backend }), checkContext: checkContext(root, brand) };
    fs.writeFileSync(path.join(out, brand, 'settings.json'), `${JSON.stringify(settings, null, 2)}\n`);
  }
  const links = options.brands.map((brand) => `<li><a href="/${brand}/">${brand}</a></li>`).join('');
  fs.writeFileSync(path.join(out, 'index.html'), `<!doctype html><html lang="en"><meta charset="utf-8"><title>Content editor</title><h1>Which brand?</h1><ul>${links}</ul></html>\n`);
}
