/**
 * What the editor's own content check (lib/content/check-entry.ts, bundled into the editor) needs to
 * know of the rest of the content: the brand's routes and their element ids, the site URL tokens, the
 * brand's siteUrl, the files under public/ and the original photos. Read from the working tree when
 * the editor starts (and after each save, locally) or when the production editor is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrandCode } from '../../lib/brands';
import { anchorsOf, type EntryContext, slugOf } from '../../lib/content/check-entry';
import { normaliseRoute } from '../../lib/links';

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  } catch {
    // A file that is not JSON is the build's check to name; here it only adds no route or token.
    return undefined;
  }
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' ? Reflect.get(value, key) : undefined;
}

export function checkContext(root: string, brand: BrandCode): EntryContext {
  const anchors: Record<string, string[]> = {};
  const pagesDir = path.join(root, 'content', brand, 'pages');
  for (const file of filesUnder(pagesDir).filter((name) => name.endsWith('.json'))) {
    anchors[normaliseRoute(slugOf(file).join('/'))] = [...anchorsOf(readJson(path.join(pagesDir, file)))];
  }
  const tokens = field(readJson(path.join(root, 'content', 'shared', 'site-urls.json')), 'tokens');
  const siteUrl = field(readJson(path.join(root, 'content', brand, 'site.json')), 'siteUrl');
  return {
    brand,
    anchors,
    tokens: tokens !== null && typeof tokens === 'object' ? (tokens as EntryContext['tokens']) : {},
    ...(typeof siteUrl === 'string' ? { siteUrl } : {}),
    publicFiles: filesUnder(path.join(root, 'public')),
    photos: filesUnder(path.join(root, 'content', 'images')).map((name) => `content/images/${name}`),
  };
}
