/**
 * What the planted-content tests write and read: an AXB page and its pieces, and the problems a
 * throwaway content tree gets from the check `npm run check:content` and the build run.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { formatProblem } from '@/lib/content';
import { loadBrandContent } from '@/lib/content/load';
import { writeContentTree } from '@/tests/fixtures/site';

export const PAGE = 'content/AXB/pages/index.json';
export const SITE = 'content/AXB/site.json';

export function page(blocks: unknown[], extra: Record<string, unknown> = {}, pointer = '../../schema/page.schema.json') {
  return { $schema: pointer, title: 'Home', description: 'Home page.', blocks, ...extra };
}

export function cta(id: string, targetUrl: string) {
  return { id, displayText: 'Go', targetUrl };
}

export function hero(id: string, extra: Record<string, unknown> = {}) {
  return { type: 'hero', id, headline: 'Banking that works', ...extra };
}

/** A general lead form sending as `submit` says. */
export function leadForm(submit: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    type: 'leadForm',
    id: 'contact',
    form: 'general',
    headline: 'Contact us',
    description: 'We answer within a day.',
    disclosure: 'We never share your details.',
    submit,
    ...extra,
  };
}

/** The `file: json.path: problem` lines of a content tree holding `files`, in the check's order. */
export function problemsOf(files: Record<string, unknown>, env: Record<string, string> = {}): string[] {
  const root = writeContentTree(files);
  try {
    const result = loadBrandContent('AXB', { root, env });
    return result.ok ? [] : result.problems.map(formatProblem);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/** `npm run check:content` for AXB over a throwaway content root, as a marketer runs it: its exit code and output. */
export function runCheckContent(root: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['--import', 'tsx', path.resolve('scripts/check-content.ts')], {
    env: { ...process.env, BRAND: 'AXB', CONTENT_ROOT: root },
    encoding: 'utf8',
  });
}
