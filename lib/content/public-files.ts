/**
 * The files under public/ are copied into every export as they are and served from the brand's
 * own domain. Each is judged by what it is, not by its name (lib/images/inspect.ts): an image must
 * be the format its name says, an SVG may hold only drawing (lib/images/svg.ts), and nothing there
 * may be a page or a script, whatever it is called: pages come from content.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FORMAT_NAMES, formatOf, inspectImage, RUNNABLE_NAME } from '@/lib/images/inspect';
import { nodeWindow } from '@/lib/images/node-window';
import type { ContentProblem } from './problems';

const IMAGE_NAME = /\.(?:svg|jpe?g|png|webp)$/i;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The problems of one file under public/ (`file` relative to the project root), from its name and bytes. */
function publicFileProblemsOf(file: string, bytes: Uint8Array): { path: string; message: string }[] {
  if (RUNNABLE_NAME.test(file)) {
    return [{ path: '(root)', message: "Is a file a browser runs as a page or a script, served from the brand's own domain: public/ holds images and documents only (pages come from content)" }];
  }
  if (IMAGE_NAME.test(file)) return inspectImage(file, bytes, nodeWindow());
  const format = formatOf(bytes);
  if (format === 'html' || format === 'xml') {
    return [{ path: '(root)', message: `Is ${FORMAT_NAMES[format]} whatever its name says, which a browser could run as a page on the brand's own domain: public/ holds images and documents only (pages come from content)` }];
  }
  if (/\.pdf$/i.test(file) && format !== 'pdf') return [{ path: '(root)', message: `Is named .pdf but is ${FORMAT_NAMES[format]}: save the document again as a PDF` }];
  return [];
}

/**
 * What a file's name and bytes were found to hold, kept for the process: the same public/ files
 * are judged again for every brand of a build, on every content change in `npm run dev`, and for
 * every planted content tree of the tests, and an SVG's judgement (a parse and DOMPurify's pass in
 * jsdom) cost most of a small site's check (about 100 of 150 ms). Keyed by the bytes' digest, so
 * a changed file is judged afresh.
 */
const judged = new Map<string, { path: string; message: string }[]>();

function judgedProblemsOf(file: string, bytes: Uint8Array): { path: string; message: string }[] {
  const key = `${file}\0${createHash('sha256').update(bytes).digest('base64')}`;
  let problems = judged.get(key);
  if (problems === undefined) {
    problems = publicFileProblemsOf(file, bytes);
    judged.set(key, problems);
  }
  return problems;
}

/** Every file under public/ that is not what it says or could run script on a brand's domain, as `public/…: line N: problem`. */
export function publicFileProblems(root: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const absolute of filesUnder(path.join(root, 'public'))) {
    const file = path.relative(root, absolute).split(path.sep).join('/');
    // Generated renditions (public/_img/) come from checked photos, never from an SVG or a page.
    if (file.startsWith('public/_img/')) continue;
    let bytes: Uint8Array;
    try {
      bytes = fs.readFileSync(absolute);
    } catch {
      problems.push({ file, path: '(root)', message: 'Cannot be read (a symbolic link to nothing, or no permission): replace it with the file itself' });
      continue;
    }
    for (const problem of judgedProblemsOf(file, bytes)) problems.push({ file, ...problem });
  }
  return problems;
}
