/**
 * Limits no real page comes near, so that content past them is refused by the check with its file
 * and place instead of crashing a recursive step of the check or of the build (React renders
 * Markdown recursively: 3,000 nested quotes overflowed the stack during export, naming no file),
 * or shipping a page of megabytes. The largest content file today is 11 kB, its longest field
 * 4,600 characters and its deepest nesting 10 levels; the limits leave ample room above that.
 */

/** Bytes of one content file. */
const MAX_FILE_BYTES = 512 * 1024;
/** Arrays and objects inside one another in one content file. */
const MAX_JSON_DEPTH = 32;
/** Characters of one text field (a long legal page is a tenth of it). */
const MAX_TEXT_LENGTH = 50_000;
/** Nodes inside one another in a Markdown field's tree: quotes in quotes, lists in lists, emphasis in links. */
export const MAX_MARKDOWN_DEPTH = 16;

const count = (value: number) => value.toLocaleString('en-US');

/** The problem of a file too large to be a page, else undefined. */
export function fileSizeProblem(bytes: number): string | undefined {
  if (bytes <= MAX_FILE_BYTES) return undefined;
  return `Is ${count(bytes)} bytes; a content file holds at most ${count(MAX_FILE_BYTES)} (split the page, or link to a document under public/)`;
}

/**
 * How deep arrays and objects nest in JSON text, read in one pass without parsing, so a file of
 * 50,000 nested arrays is refused before any recursive walk sees it. Brackets inside strings do not count.
 */
export function jsonDepthProblem(text: string): string | undefined {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) {
        const line = text.slice(0, index).split('\n').length;
        return `Nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep (at line ${line}); no page needs that many, so the file is not read further`;
      }
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return undefined;
}

/** The problem of a text field too long for a page, else undefined. */
export function textLengthProblem(text: string): string | undefined {
  if (text.length <= MAX_TEXT_LENGTH) return undefined;
  return `Is ${count(text.length)} characters long; a field holds at most ${count(MAX_TEXT_LENGTH)} (split the text into several blocks)`;
}
