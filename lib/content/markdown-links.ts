/**
 * The URLs a Markdown string links to, read by the same parser react-markdown uses (mdast from
 * micromark), so every form a reader can write is seen: inline links, autolinks, reference-style
 * definitions ("[r]: {evilUrl}") and images. A regular expression over the text saw only the first.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';

export interface MarkdownUrl {
  url: string;
  /** An image source rather than a link. */
  image: boolean;
}

interface MdNode {
  type: string;
  url?: string;
  children?: MdNode[];
}

function collect(node: MdNode, out: MarkdownUrl[]): void {
  if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && typeof node.url === 'string') {
    out.push({ url: node.url, image: node.type === 'image' });
  }
  for (const child of node.children ?? []) collect(child, out);
}

export function markdownUrls(text: string): MarkdownUrl[] {
  // Every link, definition and autolink needs a bracket; most strings have none and skip the parser.
  if (!/[[<]/.test(text)) return [];
  const out: MarkdownUrl[] = [];
  collect(fromMarkdown(text) as MdNode, out);
  return out;
}
