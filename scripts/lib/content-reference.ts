/**
 * docs/content-reference.md, written from the content model (lib/content/schema.ts and the block
 * modules): per content file and per block, each field with its type, whether it is required, its
 * allowed values and default, and its `.meta({ description })`. The descriptions are the ones the
 * editor shows as hints and the JSON Schemas carry, so the reference cannot say something else than
 * the model; a field without one is listed as a gap (and a test requires there are none).
 */
import type { z } from 'zod';
import { CallToAction, CallToActionLink, Image, Interstitial, InterstitialBullet, Markdown } from '../../lib/content/fields';
import { FIELD_HELP } from '../../lib/content/json-schema';
import { InsightsListingBlock as InsightsListing } from '../../lib/content/model/blocks/insights-listing';
import { HeaderConfig } from '../../lib/content/model/header';
import { SCHEMA_FILES } from '../../lib/content/schema';
import { urlFieldsOf } from '../../lib/content/url-fields';
import type { UrlKind } from '../../lib/links';
import { headingAnchor } from './docs-links';
import { checkMessage, def, derivesFrom, shapeOf, unwrap, type Def } from './zod-model';

export const CONTENT_REFERENCE_DOC = 'docs/content-reference.md';

/** One row of a table: a field, reached from the file or block by `path`. */
export interface FieldRow {
  path: string;
  type: string;
  required: boolean;
  values: string;
  description?: string;
}

/** A section of the reference: a content file, a block, or a field type many blocks share. */
export interface Section {
  heading: string;
  /** What the file or block is (its schema's own title and description). */
  intro?: string;
  rows: FieldRow[];
}

/** Field types many blocks use, described once in their own section and linked from each use. */
export interface SharedType {
  name: string;
  schema: unknown;
}

const SHARED_TYPES: SharedType[] = [
  { name: 'image', schema: Image },
  { name: 'call-to-action item', schema: CallToAction },
  { name: 'call-to-action link', schema: CallToActionLink },
  { name: 'interstitial', schema: Interstitial },
  { name: 'interstitial bullet', schema: InterstitialBullet },
];

/** Objects described by their own row alone: their fields are listed elsewhere, or not written by hand. */
const SUMMARISED: unknown[] = [HeaderConfig, InsightsListing.shape.listing.unwrap()];

/** Where each schema file's content lives, as a marketer finds it. */
const FILE_OF: Record<keyof typeof SCHEMA_FILES, string> = {
  'site.schema.json': 'content/<CODE>/site.json',
  'page.schema.json': 'content/<CODE>/pages/**.json',
  'site-urls.schema.json': 'content/shared/site-urls.json',
  'link-groups.schema.json': 'content/shared/link-groups.json',
  'footer.schema.json': 'content/shared/footer.json',
  'calculator-frames.schema.json': 'content/shared/calculator-frames.json',
};

const URL_TYPES: Record<UrlKind, string> = {
  link: 'link',
  markdownLink: 'link',
  renderedLink: 'link',
  endpoint: 'endpoint URL',
  frame: 'frame URL',
  secureLink: 'https link',
  script: 'script URL',
  image: 'image path or URL',
  login: 'login URL',
  absoluteLink: 'absolute URL',
  siteUrl: 'site URL',
  tokenValue: 'https URL',
  forward: 'CRM endpoint URL (lead-endpoints list)',
};

function sharedTypeOf(schema: unknown, except: unknown, shared: readonly SharedType[]): SharedType | undefined {
  return shared.find((type) => type.schema !== except && derivesFrom(schema, type.schema));
}

function code(value: unknown): string {
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

interface Walk {
  rows: FieldRow[];
  shared: readonly SharedType[];
  /** The shared type whose own section is being written (walked, not linked). */
  self: unknown;
  /** Object schemas on the way down, so a schema that contains itself stops. */
  ancestors: Set<unknown>;
  /** What makes every row of this walk apply ("With `handler` `webhook`: "). */
  condition: string;
}

/** Bounds of a number or a string's length, from its checks. */
function bounds(schema: unknown, what: 'number' | 'length'): string[] {
  const out: string[] = [];
  for (const check of (def(schema).checks as unknown[] | undefined) ?? []) {
    const d = def(check) as Record<string, unknown>;
    if (what === 'number' && d.check === 'greater_than') out.push(`${d.inclusive ? 'at least' : 'more than'} ${String(d.value)}`);
    if (what === 'number' && d.check === 'less_than') out.push(`${d.inclusive ? 'at most' : 'less than'} ${String(d.value)}`);
    if (what === 'length' && d.check === 'max_length') out.push(`at most ${String(d.maximum)} characters`);
    if (d.check === 'string_format' && d.format === 'regex' && String((d.pattern as RegExp).source) === '\\S') out.push('not blank');
    else if (d.check === 'string_format' && d.format === 'regex') {
      const message = checkMessage(d);
      out.push(message || `matches \`${String((d.pattern as RegExp).source)}\``);
    }
    if (d.check === 'string_format' && d.format === 'date') out.push('a date, YYYY-MM-DD');
  }
  return out;
}

function isBlank(schema: unknown): boolean {
  return (schema as z.ZodType).safeParse('').success;
}

/** A row being written: the field's row, the notes of its values column, and how to add it to the walk. */
interface Draft {
  row: FieldRow;
  values: string[];
  push: () => void;
}

/** Adds the rows of `schema` at `path` (and of what it contains) to the walk. */
function walk(name: string, path: string, schema: unknown, at: Walk): void {
  const { schema: inner, optional, defaultValue, description } = unwrap(schema);
  const d = def(inner);
  const values: string[] = [];
  if (defaultValue !== undefined) values.push(`default ${code(defaultValue)}`);
  const row: FieldRow = { path, type: d.type, required: !optional, values: '', description: description ?? FIELD_HELP[name] };
  // A field without a description stays without one (a gap), whatever its condition.
  if (at.condition && row.description) row.description = `${at.condition}${row.description}`;
  const draft: Draft = { row, values, push: () => at.rows.push({ ...row, values: values.join('; ') }) };
  const shared = sharedTypeOf(inner, at.self, at.shared);
  if (shared !== undefined) {
    row.type = `[${shared.name}](#${headingAnchor(shared.name)})`;
    return draft.push();
  }
  switch (d.type) {
    case 'string': {
      const kind = urlFieldsOf(inner as z.ZodType, 'x')[0]?.kind;
      row.type = derivesFrom(inner, Markdown) ? 'Markdown' : kind ? URL_TYPES[kind] : 'text';
      values.push(...bounds(inner, 'length'));
      if (row.type === 'text' && !isBlank(inner) && row.required && !values.includes('not blank')) values.push('not empty');
      return draft.push();
    }
    case 'number': {
      const integer = ((d.checks as unknown[] | undefined) ?? []).some((check) => {
        const format = def(check).format;
        return typeof format === 'string' && format.includes('int');
      });
      row.type = integer ? 'whole number' : 'number';
      values.push(...bounds(inner, 'number'));
      return draft.push();
    }
    case 'boolean':
      row.type = '`true` or `false`';
      return draft.push();
    case 'enum':
      row.type = 'one of';
      values.unshift(
        Object.values(d.entries as Record<string, string>)
          .map(code)
          .join(', '),
      );
      return draft.push();
    case 'literal':
      row.type = 'exactly';
      values.unshift((d.values as unknown[]).map(code).join(', '));
      return draft.push();
    case 'tuple': {
      const items = d.items as unknown[];
      const [item] = rowsAt(name, `${path}[]`, items[0], at);
      row.type = `list of ${items.length} ${item?.type ?? 'values'}`;
      return draft.push();
    }
    case 'array':
      return walkArray(name, d, draft, at);
    case 'record':
      return walkRecord(name, d, draft, at);
    case 'object':
      return walkObject(inner, d, draft, at);
    case 'union':
      return walkUnion(inner, d, draft, at);
    default:
      return draft.push();
  }
}

/** The rows `schema` makes at `path`, apart from the walk's own (to say what a list's or a map's items are). */
function rowsAt(name: string, path: string, schema: unknown, at: Walk): FieldRow[] {
  const rows: FieldRow[] = [];
  walk(name, path, schema, { ...at, rows, condition: '' });
  return rows;
}

/** A list: of a shared type (linked), of blocks, of objects (their fields follow), or of values (named in the type). */
function walkArray(name: string, d: Def, { row, values, push }: Draft, at: Walk): void {
  const element = unwrap(d.element).schema;
  const elementDef = def(element);
  const minimum = ((d.checks as unknown[] | undefined) ?? []).map((check) => def(check)).find((c) => c.check === 'min_length');
  if (minimum !== undefined) values.push(`at least ${String(minimum.minimum)}`);
  const elementShared = sharedTypeOf(element, at.self, at.shared);
  if (elementShared !== undefined) {
    row.type = `list of [${elementShared.name}s](#${headingAnchor(elementShared.name)})`;
    return push();
  }
  if (elementDef.type === 'union' && typeof elementDef.discriminator === 'string' && row.path === 'blocks') {
    row.type = 'list of [blocks](#blocks)';
    return push();
  }
  if (elementDef.type === 'object' || elementDef.type === 'union') {
    row.type = 'list of objects';
    push();
    // The item itself gets no row of its own: the list's row says what it is.
    at.rows.push(...rowsAt(name, `${row.path}[]`, d.element, at).filter((item) => item.path !== `${row.path}[]`));
    return;
  }
  const [item] = rowsAt(name, row.path, d.element, at);
  row.type = `list of ${item?.type ?? 'values'}`;
  if (item?.values) values.push(item.values);
  return push();
}

/** Named entries (a map): the rule for a name, then the entry's type or, for objects, the entry's fields. */
function walkRecord(name: string, d: Def, { row, values, push }: Draft, at: Walk): void {
  const keyRules = bounds(unwrap(d.keyType).schema, 'length');
  if (keyRules.length > 0) values.push(`names: ${keyRules.join(', ')}`);
  // An entry gets no row of its own (the map's row says what it is), only its fields do.
  const [entry, ...fields] = rowsAt(name, `${row.path}.<name>`, d.valueType, at);
  row.type = entry?.type === 'object' ? 'named entries' : `named entries: ${entry?.type ?? 'value'}`;
  if (entry?.type !== 'object' && entry?.values) values.push(entry.values);
  push();
  at.rows.push(...fields);
}

/** An object: its own row (not for the file or block itself, path ''), then each field. */
function walkObject(inner: unknown, d: Def, { row, push }: Draft, at: Walk): void {
  row.type = 'object';
  if (at.ancestors.has(inner) || SUMMARISED.some((summarised) => derivesFrom(inner, summarised))) {
    if (at.ancestors.has(inner)) row.description = `${row.description ?? ''} (the same fields as above)`.trim();
    return push();
  }
  if (row.path !== '') push();
  const ancestors = new Set(at.ancestors).add(inner);
  for (const [field, fieldSchema] of Object.entries(d.shape as Record<string, unknown>)) {
    walk(field, row.path === '' ? field : `${row.path}.${field}`, fieldSchema, { ...at, ancestors, condition: '' });
  }
}

/**
 * A union: of objects told apart by a literal field (a footer's `type`, a handler), one row and then each
 * option's fields, said to apply "With `type` `logo`"; of plain values (text, number, true/false), one row.
 */
function walkUnion(inner: unknown, d: Def, { row, values, push }: Draft, at: Walk): void {
  const options = d.options as unknown[];
  const shapes = options.map((option) => shapeOf(option));
  if (!shapes.every((shape) => shape !== undefined)) {
    row.type = options
      .map((option) => def(unwrap(option).schema).type)
      .map((kind) => (kind === 'string' ? 'text' : kind === 'boolean' ? '`true`/`false`' : kind))
      .join(', ');
    return push();
  }
  const literalOf = (shape: Record<string, unknown> | undefined, key: string) => (def(unwrap(shape?.[key]).schema).values as unknown[] | undefined)?.[0];
  const key =
    (d.discriminator as string | undefined) ??
    Object.keys(shapes[0] ?? {}).find((candidate) => shapes.every((shape) => def(unwrap(shape?.[candidate]).schema).type === 'literal'));
  row.type = 'object';
  if (key !== undefined) values.push(`by \`${key}\`: ${shapes.map((shape) => code(literalOf(shape, key))).join(', ')}`);
  push();
  const ancestors = new Set(at.ancestors).add(inner);
  for (const shape of shapes) {
    const condition = key === undefined ? '' : `With \`${key}\` ${code(literalOf(shape, key))}: `;
    for (const [field, fieldSchema] of Object.entries(shape ?? {})) {
      if (field !== key) walk(field, row.path === '' ? field : `${row.path}.${field}`, fieldSchema, { ...at, ancestors, condition });
    }
  }
}

/** The rows of an object schema: its fields and what they contain, paths from the object. */
export function rowsOf(schema: unknown, shared: readonly SharedType[] = SHARED_TYPES, skip: readonly string[] = []): FieldRow[] {
  const at: Walk = { rows: [], shared, self: unwrap(schema).schema, ancestors: new Set(), condition: '' };
  walk('', '', schema, at);
  return at.rows.filter((row) => row.path !== '' && !skip.includes(row.path));
}

/** The sections of the reference: each file, each block, each shared field type. */
export function contentSections(): { files: Section[]; blocks: Section[]; shared: Section[] } {
  const files = Object.entries(SCHEMA_FILES).map(([file, schema]) => {
    const { title, description } = unwrap(schema);
    return { heading: FILE_OF[file as keyof typeof SCHEMA_FILES], intro: [title, description].filter(Boolean).join(': '), rows: rowsOf(schema) };
  });
  const blockUnion = unwrap(def(unwrap(shapeOf(SCHEMA_FILES['page.schema.json'])?.blocks).schema).element).schema;
  const blocks = (def(blockUnion).options as unknown[]).map((option) => {
    const { title, description } = unwrap(option);
    const type = (def(unwrap(shapeOf(option)?.type).schema).values as string[])[0] ?? '';
    return { heading: type, intro: [title, description].filter(Boolean).join(': '), rows: rowsOf(option, SHARED_TYPES, ['type']) };
  });
  const shared = SHARED_TYPES.map((type) => {
    const { title, description } = unwrap(type.schema);
    return { heading: type.name, intro: [title, description].filter(Boolean).join(': '), rows: rowsOf(type.schema) };
  });
  return { files, blocks, shared };
}

/** Every field without a description, as `section: path`. */
export function descriptionGaps(sections: Section[]): string[] {
  return sections.flatMap((section) => section.rows.filter((row) => !row.description?.trim()).map((row) => `${section.heading}: ${row.path}`));
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** Prose from the model, where `<CODE>` or `<page>` would otherwise read as an HTML tag. */
function prose(text: string): string {
  return cell(text).replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function table(rows: FieldRow[]): string[] {
  return [
    '| field | type | required | values | what it is |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) => `| \`${cell(row.path)}\` | ${cell(row.type)} | ${row.required ? 'yes' : 'no'} | ${cell(row.values)} | ${prose(row.description ?? '')} |`,
    ),
  ];
}

function sectionText(section: Section, level: string): string[] {
  return [`${level} ${section.heading}`, '', ...(section.intro ? [prose(section.intro), ''] : []), ...table(section.rows), ''];
}

/** The whole of docs/content-reference.md. */
export function contentReference(sections = contentSections()): string {
  const { files, blocks, shared } = sections;
  return [
    '# Content reference',
    '',
    '<!-- generated by `npm run docs:content` from lib/content/schema.ts and the block modules; do not edit by hand -->',
    '',
    'Every field of every content file and block, from the content model itself: the same descriptions show as hints in the',
    'browser editor and on hover in a code editor (the JSON Schemas in `content/schema/`). A field is required when the',
    'object holding it is given; `a[]` is each item of the list `a`, `a.<name>` each entry of the named entries `a`. What',
    'the content check refuses beyond these rules, and how links are written: [content checks](content-checks.md);',
    'how to edit: [editing content](editing-content.md).',
    '',
    `Files: ${files.map((file) => `[\`${file.heading}\`](#${headingAnchor(file.heading)})`).join(' · ')}`,
    '',
    `Blocks: ${blocks.map((block) => `[${block.heading}](#${headingAnchor(block.heading)})`).join(' · ')}`,
    '',
    `Shared field types: ${shared.map((type) => `[${type.heading}](#${headingAnchor(type.heading)})`).join(' · ')}`,
    '',
    '## Files',
    '',
    ...files.flatMap((file) => sectionText({ ...file, heading: `\`${file.heading}\`` }, '###')),
    '## Blocks',
    '',
    "Every block of a page's `blocks` has a `type` (the heading below) and the fields listed under it.",
    '',
    ...blocks.flatMap((block) => sectionText(block, '###')),
    '## Shared field types',
    '',
    ...shared.flatMap((type) => sectionText(type, '###')),
  ].join('\n');
}
