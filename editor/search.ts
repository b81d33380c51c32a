/**
 * Find anything (docs/editor-internals.md). Decap searches a folder collection by the fields its
 * summary names (and title), reading each entry as its format parses it. So the pages collection
 * gets a format of its own: JSON, plus one computed field, the text a visitor sees on the page
 * (every text and Markdown field, found through the editor's fields, which come from the model),
 * named in the summary so Decap searches it, and left out again when the page is written.
 */

/** The computed field; no model field starts with "__". */
export const SEARCH_KEY = '__visibleText';
/** The format's name, set on the pages collection. */
export const PAGE_FORMAT = 'page-json';

interface EditorField {
  name: string;
  widget: string;
  pattern?: [string, string];
  fields?: EditorField[];
  field?: EditorField;
  types?: EditorField[];
  typeKey?: string;
}

/** "Read [our rates](/rates) **today**" -> "Read our rates today". */
function plainMarkdown(text: string): string {
  return text.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`#>|~]+/g, ' ');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Whether a text field holds something no visitor reads: an address (the configuration gives link and
 * web address fields a pattern that admits http, in any letter case: scripts/lib/cms-config.ts) or
 * an id (which names a block or a button for the site's code and its links, never shown).
 */
function unread(field: EditorField): boolean {
  return field.name === 'id' || (field.pattern !== undefined && /\[hH\]\[tT\]\[tT\]\[pP\]/.test(field.pattern[0]));
}

function collect(value: unknown, field: EditorField | undefined, out: string[]): void {
  if (field === undefined || value === undefined || value === null) return;
  if (field.widget === 'markdown' && typeof value === 'string') out.push(plainMarkdown(value));
  else if ((field.widget === 'string' || field.widget === 'text') && !unread(field) && typeof value === 'string') out.push(value);
  else if (field.widget === 'object' && isRecord(value)) collectFields(value, field.fields ?? [], out);
  else if (field.widget === 'list' && Array.isArray(value)) {
    for (const item of value) {
      if (field.types && field.typeKey && isRecord(item))
        collectFields(item, field.types.find((type) => type.name === item[field.typeKey as string])?.fields ?? [], out);
      else if (field.fields && isRecord(item)) collectFields(item, field.fields, out);
      else collect(item, field.field, out);
    }
  }
}

function collectFields(value: Record<string, unknown>, fields: readonly EditorField[], out: string[]): void {
  for (const field of fields) collect(value[field.name], field, out);
}

/** Every text of a page a visitor sees, as one line: headings, body copy, button labels, list items. */
export function visibleText(page: unknown, fields: readonly EditorField[]): string {
  const out: string[] = [];
  if (isRecord(page)) collectFields(page, fields, out);
  return out.join(' ').replace(/\s+/g, ' ').trim();
}

/** Decap's custom format: JSON as Decap writes it (two-space indent), with the visible text added on reading. */
export function pageFormat(fields: readonly EditorField[]) {
  return {
    fromFile(content: string): Record<string, unknown> {
      const data = JSON.parse(content) as Record<string, unknown>;
      return { ...data, [SEARCH_KEY]: visibleText(data, fields) };
    },
    toFile(data: Record<string, unknown>): string {
      const { [SEARCH_KEY]: _text, ...page } = data;
      return JSON.stringify(page, null, 2);
    },
  };
}

/**
 * The pages list's line: the title, then the route (the folder below pages/ and the file name), with
 * the visible text named but shown as nothing, so that Decap's search reads it.
 */
export const PAGE_SUMMARY = `{{title}}{{${SEARCH_KEY} | ternary('', '')}} · /{{dirname}}{{dirname | ternary('/', '')}}{{filename}}/`;
