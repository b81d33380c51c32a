/**
 * The relative links of the project's Markdown (README.md and docs/**): each must lead to a file or folder
 * that exists and, when it names a heading (`page.md#a-heading`, `#a-heading`), to a heading of that page.
 * The README was cut into docs/ pages; a link to a section that moved would otherwise fail only in a reader's
 * browser. Links are read with the Markdown parser the content check uses, so code blocks are not links.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';

interface MdNode {
  type: string;
  url?: string;
  value?: string;
  depth?: number;
  children?: MdNode[];
  position?: { start: { line: number } };
}

/** The anchor GitHub gives a heading: lowercase, punctuation dropped, each space a hyphen. */
export function headingAnchor(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function textOf(node: MdNode): string {
  return node.value ?? (node.children ?? []).map(textOf).join('');
}

function walk(node: MdNode, visit: (node: MdNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** Every anchor a page's headings make; a repeated heading gets -1, -2, … as on GitHub. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  walk(fromMarkdown(markdown), (node) => {
    if (node.type !== 'heading') return;
    const base = headingAnchor(textOf(node));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  });
  return anchors;
}

/** The Markdown files whose links are checked: README.md and every .md under docs/. */
export function markdownFiles(root: string): string[] {
  const docs = path.join(root, 'docs');
  const under = fs.existsSync(docs)
    ? (fs.readdirSync(docs, { recursive: true }) as string[]).filter((file) => file.endsWith('.md')).map((file) => path.join('docs', file))
    : [];
  return ['README.md', ...under.sort()];
}

/**
 * Each link of `files` (paths from `root`) that leads nowhere, as `file:line: link: why`. Links to the web
 * (a scheme such as https: or mailto:) are not followed, nor are links that leave the repository (the
 * specification beside it): a fresh clone has neither.
 */
export function brokenLinks(root: string, files: readonly string[]): string[] {
  const problems: string[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    let found = anchorCache.get(file);
    if (found === undefined) {
      found = anchorsOf(fs.readFileSync(file, 'utf8'));
      anchorCache.set(file, found);
    }
    return found;
  };
  for (const file of files) {
    const absolute = path.join(root, file);
    walk(fromMarkdown(fs.readFileSync(absolute, 'utf8')), (node) => {
      if ((node.type !== 'link' && node.type !== 'definition') || node.url === undefined) return;
      const url = node.url;
      if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return;
      const [target = '', fragment] = url.split('#');
      const targetPath = target === '' ? absolute : path.resolve(path.dirname(absolute), decodeURIComponent(target));
      if (path.relative(root, targetPath).startsWith('..')) return;
      const at = `${file}:${node.position?.start.line ?? 0}: ${url}`;
      if (!fs.existsSync(targetPath)) {
        problems.push(`${at}: no file ${path.relative(root, targetPath)}`);
        return;
      }
      if (fragment !== undefined && targetPath.endsWith('.md') && !anchors(targetPath).has(fragment)) {
        problems.push(`${at}: ${path.relative(root, targetPath)} has no heading #${fragment}`);
      }
    });
  }
  return problems;
}
