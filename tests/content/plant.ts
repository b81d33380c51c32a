/**
 * What the planted-content tests write and read: an AXB page and its pieces, and the problems a
 * throwaway content tree gets from the check `npm run check:content` and the build run.
 */
import fs from 'node:fs';
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
