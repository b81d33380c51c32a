/**
 * What a Markdown string holds that the check must see, read by the same parser react-markdown
 * uses (mdast from micromark), so every form a reader can write is seen: inline links, autolinks,
 * reference-style definitions ("[r]: {evilUrl}") and images; raw HTML (react-markdown shows it
 * escaped, as literal "<script>" text on the page); and how deep the tree nests (react-markdown
 * renders recursively: 3,000 nested quotes overflow the stack during export).
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { MAX_MARKDOWN_DEPTH } from './limits';
import { markdownNodeProblems, type MdNode, plainNodeProblem } from './text';

interface MarkdownUrl {
  url: string;
  /** An image source rather than a link. */
  image: boolean;
}

export interface MarkdownFacts {
  urls: MarkdownUrl[];
  problems: string[];
}

/** Block quotes and list items are what nest deep; a line opening more of them than the limit is refused unparsed. */
const DEEP_LINE = new RegExp(`^(?:[ \\t]*(?:>|(?:[-+*]|\\d{1,9}[.)])(?=[ \\t]))){${MAX_MARKDOWN_DEPTH},}`, 'm');
/** Emphasis markers in a row: the parser's work grows with the square of the run, and no text needs more than a few. */
const MARKER_RUN = new RegExp(`[*_~]{${2 * MAX_MARKDOWN_DEPTH},}`);
const TOO_DEEP = `Nests quotes, lists or emphasis more than ${MAX_MARKDOWN_DEPTH} levels deep; no page needs that many`;
/** What can make a Markdown string more than text: links, HTML, quotes, lists, emphasis, entities and escapes. */
const MARKUP = /[[<>*_`!&\\]|^\s*(?:[-+]|\d{1,9}[.)])\s/m;

function tagOf(html: string): string {
  const tag = /^<\/?[A-Za-z][A-Za-z0-9-]*/.exec(html)?.[0];
  return tag ? `${tag}>` : html.slice(0, 20);
}

/**
 * `markdown` says what the field is: Markdown (true: what it would show as written is refused too),
 * plain text (false: Markdown in it shows as written, and its "links" lead nowhere), or unknown
 * (undefined: a field its schema does not reach, read for its links and HTML only).
 */
export function markdownFacts(text: string, markdown?: boolean): MarkdownFacts {
  const facts: MarkdownFacts = { urls: [], problems: [] };
  if (!MARKUP.test(text)) return facts;
  if (DEEP_LINE.test(text) || MARKER_RUN.test(text)) {
    facts.problems.push(TOO_DEEP);
    return facts;
  }
  // Walked with a stack, in document order, not by recursion: the depth is checked here, not by overflowing.
  const stack: { node: MdNode; depth: number }[] = [{ node: fromMarkdown(text), depth: 0 }];
  let tooDeep = false;
  const tagsNamed = new Set<string>();
  // Plain text gets one message for its Markdown, at the first construct: the fix is the same for all.
  let plainNamed = false;
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: MdNode; depth: number };
    if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && typeof node.url === 'string' && markdown !== false) {
      facts.urls.push({ url: node.url, image: node.type === 'image' });
    }
    if (markdown === true) facts.problems.push(...markdownNodeProblems(node, text));
    const plain = markdown === false && !plainNamed ? plainNodeProblem(node, text) : undefined;
    if (plain !== undefined) {
      plainNamed = true;
      facts.problems.push(plain);
    }
    const tag = node.type === 'html' && typeof node.value === 'string' ? tagOf(node.value.trim()) : '';
    // Each tag once, where it first appears; a closing tag is the same problem as its opening tag.
    if (tag !== '' && !/^<!--[\s\S]*-->$|^<\//.test(node.value?.trim() ?? '') && !tagsNamed.has(tag.toLowerCase())) {
      tagsNamed.add(tag.toLowerCase());
      const at = node.position ? ` at line ${node.position.start.line}, column ${node.position.start.column}` : '';
      facts.problems.push(
        `Holds HTML (${tag}${at}): content is text and Markdown only, and the page would show the tag as written; remove it (Markdown: **bold**, [link](/route))`,
      );
    }
    if (depth > MAX_MARKDOWN_DEPTH && !tooDeep) {
      tooDeep = true;
      facts.problems.push(TOO_DEEP);
    }
    const children = node.children ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) {
      const child = children[index];
      if (child) stack.push({ node: child, depth: depth + 1 });
    }
  }
  return facts;
}
