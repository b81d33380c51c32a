/**
 * What the edit server (cms-server.ts) adds so that the editor shows a change at once
 * (docs/editor-internals.md):
 * - drafts: the entry being typed, written to a drafts folder the dev site lays over content/
 *   (lib/content LoadOptions.drafts), never to the content file; a save removes its draft;
 * - photos: their renditions written before the edit server answers (keepRenditions), so the
 *   preview and the dev site show a photo the moment a page uses it;
 * - uploads: checked by their content (lib/images/inspect.ts) before anything is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrandCode } from '../../lib/brands';
import { inspectImage, PHOTO_FORMATS, formatOf } from '../../lib/images/inspect';
import { nodeWindow } from '../../lib/images/node-window';
import { ORIGINALS_DIR } from '../../lib/images/rendition';
import { fieldsOfFile, inFieldOrder } from './cms-config';
import { applySave } from './cms-format';
import type { RenditionKeeper } from './images';

/** content/AXC/pages/a/b.json -> /a/b/; pages/index.json -> /; undefined for a file that is not a page. */
export function pageRoute(file: string): string | undefined {
  const match = /^content\/[A-Z]+\/pages\/(.*)\.json$/.exec(file);
  if (!match?.[1]) return undefined;
  const segments = match[1].split('/');
  if (segments.at(-1) === 'index') segments.pop();
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/** How a new page's `$schema` points at page.schema.json from where it is written. */
function schemaPointerFor(file: string): string | undefined {
  if (!/^content\/[^/]+\/pages\//.test(file)) return undefined;
  return path.posix.relative(path.posix.dirname(file), 'content/schema/page.schema.json');
}

/**
 * The text a save of `data` gives `file` (relative to root): the file's own layout and key order kept,
 * a new file in the model's order with its `$schema` (cms-format.ts). A draft is written the same way,
 * so the dev site renders what the save would write.
 */
export function savedText(root: string, brand: BrandCode, file: string, data: unknown): string {
  const absolute = path.join(root, file);
  const original = fs.existsSync(absolute) ? fs.readFileSync(absolute, 'utf8') : undefined;
  const saved = inFieldOrder(data, fieldsOfFile(brand, file)) as Parameters<typeof applySave>[1];
  return applySave(original, saved, schemaPointerFor(file));
}

/**
 * savedText, for a draft: Decap's local server writes a saved file in place (truncated, then written), so a
 * draft typed at the moment of a save can find the file half written, which no JSON parser reads (the
 * editor's console showed the draft's 500). The file is read again, a moment later, until it is whole.
 */
async function savedTextOnceWhole(root: string, brand: BrandCode, file: string, data: unknown): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return savedText(root, brand, file, data);
    } catch (error) {
      if (!(error instanceof SyntaxError) || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The folder of npm run edit's drafts for a brand (git-ignored), emptied: a start begins with no draft. */
export function freshDraftsDir(root: string, brand: BrandCode): string {
  const dir = path.join(root, '.cache', 'editor-drafts', brand);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** A photo uploaded into the entry being typed (Decap keeps it until the entry is saved): its path and base64 bytes. */
export interface DraftMedia {
  path: string;
  content: string;
}

export interface Drafts {
  /** The folder laid over the project root. */
  readonly dir: string;
  /**
   * Writes the entry being typed as the draft of `file`, with the photos uploaded into it, so that
   * the preview shows them before they are saved; answers the route the preview shows, and why an
   * upload is refused (it is then left out).
   */
  write(file: string, data: unknown, media?: readonly DraftMedia[]): Promise<{ route: string; refused: { path: string; message: string }[] }>;
  /** Drops the draft of `file` or of an uploaded photo (the entry was saved or left). */
  remove(file: string): void;
  /** Drops every draft (an editor page starts: a tab closed without a word leaves none behind). */
  clear(): void;
}

/** A content file the editor edits (a page, site.json, a shared file), or undefined for anything else. */
function editableFile(root: string, brand: BrandCode, file: unknown): string | undefined {
  if (typeof file !== 'string' || !file.endsWith('.json') || file.split('/').some((part) => part === '..' || part === '')) return undefined;
  if (pageRoute(file) === undefined && fieldsOfFile(brand, file).length === 0) return undefined;
  return file.startsWith(`content/${brand}/`) || file.startsWith('content/shared/') ? file : undefined;
}

export class DraftError extends Error {}

/** A path in the media folder (content/images/...), without a way out of it. */
function mediaPath(file: string): boolean {
  return file.startsWith(`${ORIGINALS_DIR}/`) && !file.split('/').some((part) => part === '..' || part === '');
}

let writes = 0;

/**
 * Written whole, then renamed: the dev site never reads half a draft. Each write has its own temporary
 * name: two drafts of one file can be on their way at once (typing goes on while the dev site renders the
 * last one), and with one shared name the second rename found the file already moved (ENOENT, a 500 the
 * editor's console showed).
 */
function writeWhole(target: string, content: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // A dot file, which the content reader passes over (a page folder's stray file is otherwise a problem).
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}-${++writes}.tmp`);
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, target);
}

export function createDrafts(options: { root: string; brand: BrandCode; dir: string; keeper: RenditionKeeper; siteOrigin: string }): Drafts {
  const { root, brand, dir, keeper } = options;
  return {
    dir,
    async write(file, data, media = []) {
      const checked = editableFile(root, brand, file);
      if (checked === undefined) throw new DraftError(`${String(file)}: not a content file of ${brand}`);
      const refused: { path: string; message: string }[] = [];
      for (const photo of media) {
        const bytes = Buffer.from(photo.content, 'base64');
        const message = uploadProblem(photo.path, bytes);
        if (message === undefined) writeWhole(path.join(dir, photo.path), bytes);
        else refused.push({ path: photo.path, message });
      }
      writeWhole(path.join(dir, checked), await savedTextOnceWhole(root, brand, checked, data));
      const route = pageRoute(checked);
      if (route !== undefined) await keeper.writePage(checked, data);
      // A route next dev has not seen is answered from its list of routes as it was, so "not found",
      // until its background refresh of that list ends: the preview waits for the page instead.
      if (route !== undefined && !fs.existsSync(path.join(root, checked))) await servedAt(`${options.siteOrigin}${route}`);
      return { route: route ?? '/', refused };
    },
    clear() {
      for (const entry of fs.readdirSync(dir)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
    },
    remove(file) {
      const checked = editableFile(root, brand, file) ?? (mediaPath(file) ? file : undefined);
      if (checked !== undefined) fs.rmSync(path.join(dir, checked), { force: true });
    },
  };
}

/** Waits until the dev site answers `url` with anything but 404 (at most a minute: then the preview shows what it shows). */
export async function servedAt(url: string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const response = await fetch(url, { cache: 'no-store' }).catch(() => undefined);
    await response?.arrayBuffer();
    if (response !== undefined && response.status !== 404) return;
    // next dev refreshes its list in a worker that loads the whole brand: ask again shortly.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Why an upload to the media folder is refused, in one sentence, or undefined when it may be saved:
 * the file's content as lib/images/inspect.ts judges it, and, since the media folder holds the
 * originals of photos (content/images/), a drawing or any other format is refused there.
 */
export function uploadProblem(assetPath: string, bytes: Uint8Array): string | undefined {
  const name = path.posix.basename(assetPath);
  if (!mediaPath(assetPath)) return `${name}: photos are uploaded to ${ORIGINALS_DIR}/`;
  const problem = inspectImage(name, bytes, nodeWindow())[0];
  if (problem) return `${name}: ${problem.path === '(root)' ? '' : `${problem.path}: `}${problem.message}`;
  if (!PHOTO_FORMATS.has(formatOf(bytes)))
    return `${name}: the photo library takes JPEG, PNG or WebP photos; a drawing (SVG) goes in public/images/ with the site's code`;
  return undefined;
}
