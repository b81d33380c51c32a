/**
 * Text that shows what it says. Pure (no file system), so the editor can run it in the browser.
 *
 * - Characters a reader cannot see, in any string: controls, every Unicode format character (the
 *   TAG block, bidirectional controls, zero-width characters) and the blank letters (Hangul fillers,
 *   the blank braille pattern) that make an "empty" headline pass as text.
 * - In plain-text fields: Markdown, which shows as written there ("[our services](/services)").
 * - In Markdown, what react-markdown would show as written: an HTML comment, a reference link with
 *   no definition, and a tag written as an entity (&lt;script&gt;), which reads as a tag.
 */
import { codePointName, invisibleCharacter } from '@/lib/links/validate-url';

/** Line breaks and tabs are how Markdown is laid out; everything else here is refused in text. */
const ALLOWED = ['\n', '\r', '\t'];
const HIDDEN = /[\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800\u2028\u2029]/u;

const NAMES: Record<number, string> = {
  0x00ad: 'SOFT HYPHEN',
  0x061c: 'ARABIC LETTER MARK',
  0x115f: 'HANGUL CHOSEONG FILLER',
  0x1160: 'HANGUL JUNGSEONG FILLER',
  0x180e: 'MONGOLIAN VOWEL SEPARATOR',
  0x2028: 'LINE SEPARATOR',
  0x2029: 'PARAGRAPH SEPARATOR',
  0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES',
  0x2063: 'INVISIBLE SEPARATOR',
  0x2064: 'INVISIBLE PLUS',
  0x2800: 'BRAILLE PATTERN BLANK',
  0x3164: 'HANGUL FILLER',
  0xffa0: 'HALFWIDTH HANGUL FILLER',
  0xe0001: 'LANGUAGE TAG',
  0xe007f: 'CANCEL TAG',
};

/** The Unicode name of a TAG character (U+E0020-U+E007E), which mirrors ASCII: "TAG LATIN CAPITAL LETTER A". */
function tagName(code: number): string | undefined {
  if (code < 0xe0020 || code > 0xe007e) return undefined;
  const ascii = String.fromCharCode(code - 0xe0000);
  if (/[A-Z]/.test(ascii)) return `TAG LATIN CAPITAL LETTER ${ascii}`;
  if (/[a-z]/.test(ascii)) return `TAG LATIN SMALL LETTER ${ascii.toUpperCase()}`;
  if (/[0-9]/.test(ascii)) return `TAG DIGIT ${['ZERO', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE'][Number(ascii)] ?? ''}`;
  return ascii === ' ' ? 'TAG SPACE' : `TAG CHARACTER (mirrors "${ascii}")`;
}

/** "U+E0041 TAG LATIN CAPITAL LETTER A" for the first character of `text` a reader cannot see, else undefined. */
export function hiddenCharacter(text: string): string | undefined {
  for (const char of text) {
    if (ALLOWED.includes(char) || !HIDDEN.test(char)) continue;
    const code = char.codePointAt(0) ?? 0;
    const name = NAMES[code] ?? tagName(code);
    // The link validator names the controls and bidirectional characters it also refuses in URLs.
    return name ? `${codePointName(char)} ${name}` : invisibleCharacter(char, [], HIDDEN);
  }
  return undefined;
}

/** A node of the Markdown tree (mdast), as lib/content/markdown-links.ts walks it. */
export interface MdNode {
  type: string;
  url?: string;
  value?: string;
  position?: { start: { line: number; column: number; offset?: number }; end: { line: number; column: number; offset?: number } };
  children?: MdNode[];
}

function sourceOf(text: string, node: MdNode): string {
  return text.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? text.length);
}

function at(node: MdNode): string {
  return node.position ? ` at line ${node.position.start.line}, column ${node.position.start.column}` : '';
}

function quoted(source: string): string {
  const line = source.split('\n')[0] ?? '';
  return JSON.stringify(line.length > 60 ? `${line.slice(0, 59)}…` : line);
}

/**
 * A reference link as written when it has no definition: "[text][label]", "[text][]", or "[label]"
 * alone when the label has a word in it ("[1]" and "[*]" are how fine print marks a footnote).
 */
const UNDEFINED_REFERENCE = /(?<!\\)\[[^\]\n]+\]\[[^\]\n]*\]|(?<!\\)\[[^\]\n]*[A-Za-z]{2}[^\]\n]*\](?![(:[])/;
/** A tag as a reader would take it: "<b>", "</p>", "<img src=x>", "<br/>", or a comment; "x<y" is a comparison. */
const TAG_LIKE = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>|<!--/;

/**
 * What a node of a Markdown field shows as written (HTML tags themselves are reported by
 * lib/content/markdown-links.ts, which walks the tree and calls this for each node).
 */
export function markdownNodeProblems(node: MdNode, text: string): string[] {
  if (node.type === 'html' && node.value?.trim().startsWith('<!--')) {
    return [`Holds an HTML comment (${quoted(node.value.trim())}${at(node)}), which the page would show as written: delete it (content has no comments)`];
  }
  if (node.type !== 'text') return [];
  const problems: string[] = [];
  const source = sourceOf(text, node);
  // A reference with a definition is a link node; one left in text had none.
  const reference = UNDEFINED_REFERENCE.exec(source);
  if (reference) {
    problems.push(
      `Holds ${quoted(reference[0])}${at(node)}, a reference link with no definition, which the page would show as written: write [text](/route), or define the label on a line of its own ([label]: /route)`,
    );
  }
  // Text that reads as a tag once its entities or escapes are decoded (&lt;script&gt;, \<b>).
  const tag = TAG_LIKE.exec(node.value ?? '');
  if (tag) problems.push(`Holds ${quoted(source.trim())}${at(node)}, which the page would show as the tag ${quoted(tag[0].trim())}: write what it means in words`);
  return problems;
}

const PLAIN_MARKUP: Record<string, string> = {
  link: 'a Markdown link',
  linkReference: 'a Markdown link',
  image: 'a Markdown image',
  strong: 'Markdown bold',
  emphasis: 'Markdown emphasis',
  inlineCode: 'Markdown code',
  definition: 'a Markdown link definition',
};

/** Markdown in a plain-text field (a headline, a label), where it shows as written; an HTML tag has its own message. */
export function plainNodeProblem(node: MdNode, text: string): string | undefined {
  const what = node.type === 'html' && node.value?.trim().startsWith('<!--') ? 'an HTML comment' : PLAIN_MARKUP[node.type];
  if (what === undefined) return undefined;
  return `Is plain text, where ${what} shows as written: the page would show ${quoted(sourceOf(text, node))}; write the words only (a link goes in the block's link fields)`;
}

/** The keys that hold an image's alternative text in the content model (Image.alt, icon altText). */
const ALT_KEYS = new Set(['alt', 'altText']);
/** A name a design tool or a camera gives a file: what a reader hears instead of what the image shows. */
const FILE_NAME = /^[^\s/\\]+\.(?:png|jpe?g|webp|gif|svg|avif|heic|tiff?|bmp)$/i;

/**
 * Alt text that is a file name ("hero-savings.svg", "IMG_2041.JPG") tells a screen-reader user
 * nothing about the picture; it is what authoring tools fill in when nobody wrote alt text.
 */
export function fileNameAltProblem(key: PropertyKey | undefined, value: string): string | undefined {
  if (typeof key !== 'string' || !ALT_KEYS.has(key) || !FILE_NAME.test(value.trim())) return undefined;
  return `Alt text is a file name ("${value.trim()}"): describe what the image shows for a visitor who cannot see it, or tick Decorative and leave it empty`;
}
