/**
 * The originals of the photos content shows, on the disk: where each one's file is (a draft's
 * before the working tree's) and whether the pipeline can read it. The pure part (which photos,
 * at which sizes) is lib/images/collect.ts, which the browser editor bundles too.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContentProblem } from '@/lib/content/problems';
import { type CollectedRendition, missingOriginal, originalProblemsBy } from './collect';
import { inspectImage } from './inspect';
import { nodeWindow } from './node-window';

/**
 * The file of a photo's original (relative to root, e.g. content/images/a.jpg): a draft's (a photo
 * uploaded in npm run edit and not saved yet, see LoadOptions.drafts) before root's; undefined when
 * there is none.
 */
export function originalFile(root: string, relative: string, drafts?: string): string | undefined {
  return [...(drafts === undefined ? [] : [path.join(drafts, relative)]), path.join(root, relative)].find((file) => fs.existsSync(file));
}

/**
 * Every rendition whose original is missing from content/images/ (or that names no photo under
 * /images/), or is not a photo the pipeline can read (lib/images/inspect.ts: its real format, its
 * pixel size), reported at each content file and JSON path that shows it, so `npm run
 * check:content` refuses what sharp would refuse during the build.
 */
export function originalProblems(root: string, renditions: ReadonlyMap<string, CollectedRendition>, drafts?: string): ContentProblem[] {
  return originalProblemsBy((src, relative) => originalVerdict(root, src, relative, drafts), renditions);
}

function originalVerdict(root: string, src: string, relative: string | undefined, drafts: string | undefined): string | undefined {
  if (relative === undefined) return missingOriginal(src, relative);
  const absolute = originalFile(root, relative, drafts);
  if (absolute === undefined || !fs.statSync(absolute, { throwIfNoEntry: false })?.isFile()) return missingOriginal(src, relative);
  const [problem] = inspectImage(relative, fs.readFileSync(absolute), nodeWindow());
  if (problem === undefined) return undefined;
  return `The original ${relative} ${problem.message.charAt(0).toLowerCase()}${problem.message.slice(1)}`;
}
