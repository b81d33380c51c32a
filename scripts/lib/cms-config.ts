/**
 * The browser editor's (Decap CMS) configuration, generated from the content model: every field of
 * lib/content/schema.ts and of every block becomes the Decap widget that fits it, so a block or a
 * field cannot exist in the model and be missing from the editor (cms-config.test.ts holds the two
 * together). Required fields, enumerations (selects), Markdown, lists, the block union (a list with
 * `types` and `typeKey: "type"`, which stores a block exactly as the JSON does), images with their
 * alt text and the zod descriptions (as hints) all come from the zod schemas.
 */
import { z } from 'zod';
import { PAGE_FORMAT, PAGE_SUMMARY } from '../../editor/search';
import type { BrandCode } from '../../lib/brands';
import { Markdown } from '../../lib/content/fields';
import { CalculatorFrames } from '../../lib/content/model/calculator-frames';
import { SharedFooter } from '../../lib/content/model/footer';
import { LinkGroups, Page, Site, SiteUrls } from '../../lib/content/schema';
import { urlFieldsOf } from '../../lib/content/url-fields';
import { LINK_SCHEMES, type UrlKind } from '../../lib/links';
import { isFormId, manifestOf } from '../../forms/form-ids';
import { checkMessage, def, derivesFrom, shapeOf, unwrap, type Def } from './zod-model';

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  options?: (string | { label: string; value: string })[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  pattern?: [string, string];
  fields?: CmsField[];
  field?: CmsField;
  types?: CmsField[];
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
  choose_url?: boolean;
  /** named-list (a map edited as a list of named items): the label and rule of an item's name. */
  key_label?: string;
  key_pattern?: [string, string];
  /** variant (a union of objects): the field that tells them apart, and each variant's fields. Not `types`: Decap reads that as a list's. */
  variant_key?: string;
  variants?: CmsField[];
  label_singular?: string;
  /** A required field whose value may be "" (alt text of a decorative image): "" is its value, not an absent one. */
  keep_empty?: boolean;
  /** element-id: the word an id made for a new block starts with. */
  id_prefix?: string;
}

/** "callToActionRow" -> "Call to action row". */
function humanize(name: string): string {
  const words = name
    .replace(/^\$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The kind of URL a string field holds (the URL validator's kinds), if it is one. */
function urlKindOf(schema: unknown): UrlKind | undefined {
  return urlFieldsOf(schema as z.ZodType, 'x')[0]?.kind;
}

/** "[hH][tT][tT][pP]": a regular expression part matching a word in any letter case (Decap's pattern has no flags). */
function anyCase(word: string): string {
  return [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
}

/**
 * What a link field may start with, from the URL validator's rules (lib/links/validate-url.ts): a
 * route of this site, a fragment, a {token} site URL, or one of LINK_SCHEMES. The full check (the
 * route exists, the token is known) runs after each save; this catches `javascript:` as it is typed.
 */
export const LINK_PATTERN: [string, string] = [
  `^\\s*(?:/|#|\\{[A-Za-z][A-Za-z0-9]*\\}|(?:${LINK_SCHEMES.map((scheme) => anyCase(scheme)).join('|')}))`,
  `A route of this site (/personal/), a {token} site URL, or ${LINK_SCHEMES.join(' ')} — nothing else (no javascript:)`,
];

/** Endpoints, frames and a brand's siteUrl: a {token} site URL or https (http only on this machine, checked after save). */
const WEB_ADDRESS_PATTERN: [string, string] = [
  `^\\s*(?:\\{[A-Za-z][A-Za-z0-9]*\\}|${anyCase('https:')}|${anyCase('http://localhost')}|${anyCase('http://127.0.0.1')})`,
  'A {token} site URL or an https:// address',
];

/**
 * What the model's few patterns without a message of their own ask, in a sentence: Decap shows a
 * pattern's message when a value does not match it, and a marketer does not read regular expressions.
 */
const PATTERN_SENTENCES: Record<string, string> = {
  '^[a-z][A-Za-z0-9]*$': 'A name in camelCase: a lowercase letter first, then letters and digits, no spaces (e.g. bankUrl)',
  '^[a-z][a-z0-9-]*$': 'A lowercase letter first, then lowercase letters, digits and hyphens (e.g. video-id)',
  '^[A-Za-z0-9_ -]+$': 'Letters, digits, spaces, hyphens and underscores only',
};

function stringChecks(schema: unknown): { pattern?: [string, string] } {
  let pattern: [string, string] | undefined;
  for (const check of (def(schema).checks as unknown[] | undefined) ?? []) {
    const d = def(check) as Def & { check?: string; minimum?: number; format?: string; pattern?: RegExp; error?: unknown };
    if (d.check === 'string_format' && d.format === 'regex' && d.pattern instanceof RegExp && pattern === undefined) {
      const message = checkMessage(d);
      pattern = [d.pattern.source, message || (PATTERN_SENTENCES[d.pattern.source] ?? 'Use only the characters the hint above names')];
    }
  }
  return { pattern };
}

function numberChecks(schema: unknown): Pick<CmsField, 'value_type' | 'min' | 'max'> {
  const out: Pick<CmsField, 'value_type' | 'min' | 'max'> = { value_type: 'float' };
  for (const check of (def(schema).checks as unknown[] | undefined) ?? []) {
    const d = def(check) as Def & { check?: string; format?: string; value?: number; inclusive?: boolean };
    if (d.check === 'number_format' && /int/.test(d.format ?? '')) out.value_type = 'int';
    if (d.check === 'greater_than' && typeof d.value === 'number') out.min = d.inclusive ? d.value : d.value + (out.value_type === 'int' ? 1 : 0);
    if (d.check === 'less_than' && typeof d.value === 'number') out.max = d.inclusive ? d.value : d.value - (out.value_type === 'int' ? 1 : 0);
  }
  return out;
}

/** A Decap summary for an item: its first text field among the usual names. */
function summaryOf(shape: Record<string, unknown>): string | undefined {
  const name = ['headline', 'title', 'name', 'displayText', 'label', 'headerTab', 'id', 'src', 'value', 'copy'].find((key) => key in shape);
  return name === undefined ? undefined : `{{fields.${name}}}`;
}

/** A text field: markdown, an image, a link or web address, an element id, or text with its pattern. */
function stringField(name: string, base: CmsField, inner: unknown, kind: ReturnType<typeof urlKindOf>): CmsField {
  if (derivesFrom(inner, Markdown)) return { ...base, widget: 'markdown' };
  if (kind === 'image') return { ...base, widget: 'image', choose_url: true };
  if (kind === 'link' || kind === 'renderedLink') return { ...base, pattern: LINK_PATTERN };
  if (kind !== undefined) return { ...base, pattern: WEB_ADDRESS_PATTERN };
  // Element ids are made for a new block and kept (links name them as #id): nobody types one.
  if (name === 'id')
    return {
      ...base,
      label: 'Id (made for you)',
      widget: 'element-id',
      hint: base.hint ?? 'Made when this was added, and kept: links to this place on the page end in #id.',
    };
  const { pattern } = stringChecks(inner);
  // Decap's required means "not empty": a required field that may be "" (the alt text of a decorative
  // image) is not marked; the content check in the editor judges it. An optional field is dropped when cleared (cms-format.ts).
  const mayBeEmpty = (inner as z.ZodType).safeParse('').success;
  return { ...base, ...(pattern ? { pattern } : {}), required: base.required && !mayBeEmpty, ...(base.required && mayBeEmpty ? { keep_empty: true } : {}) };
}

/** The Decap field for one property of a content object. */
function fieldFor(name: string, schema: unknown): CmsField {
  const { schema: inner, optional, defaultValue, description } = unwrap(schema);
  const base: CmsField = { name, label: humanize(name), widget: 'string', required: !optional };
  if (description !== undefined) base.hint = description;
  if (defaultValue !== undefined) base.default = defaultValue;
  const d = def(inner);
  const kind = urlKindOf(schema);
  switch (d.type) {
    case 'string':
      return stringField(name, base, inner, kind);
    case 'number':
      return { ...base, widget: 'number', ...numberChecks(inner) };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'enum': {
      const values = Object.values(d.entries as Record<string, string>);
      // A lead form is chosen by its title ("Contact us (HubSpot): name, email, …"), stored as its id.
      const formIds = values.filter(isFormId);
      const forms = formIds.length === values.length ? formIds.map((value) => ({ label: formLabel(manifestOf(value).title), value })) : undefined;
      return { ...base, widget: 'select', options: forms ?? values };
    }
    case 'literal':
      return { ...base, widget: 'hidden', default: (d.values as unknown[])[0] };
    case 'object': {
      const fields = fieldsOf(inner);
      // Decap checks the required fields of an object left empty; an optional object's fields are
      // required only once it is filled in, which the content check (after save) enforces.
      return {
        ...base,
        widget: 'object',
        fields: base.required ? fields : fields.map(relaxed),
        summary: summaryOf(d.shape as Record<string, unknown>),
        collapsed: !base.required,
      };
    }
    case 'array': {
      const element = unwrap(d.element).schema;
      const elementDef = def(element);
      if (elementDef.type === 'union' && typeof elementDef.discriminator === 'string') {
        return { ...base, widget: 'list', typeKey: elementDef.discriminator, types: unionTypes(element), collapsed: true };
      }
      if (elementDef.type === 'object') {
        return { ...base, widget: 'list', fields: fieldsOf(element), summary: summaryOf(elementDef.shape as Record<string, unknown>), collapsed: false };
      }
      return { ...base, widget: 'list', field: fieldFor(singular(name), d.element) };
    }
    case 'tuple': {
      // A fixed number of lines (an image billboard's three-line text-image): a list of exactly that many.
      const items = d.items as unknown[];
      return { ...base, widget: 'list', field: fieldFor('line', items[0]), min: items.length, max: items.length };
    }
    case 'record':
      return { ...base, ...namedList(name, d) };
    case 'union': {
      const variants = variantTypes(inner);
      if (variants !== undefined) return { ...base, widget: 'variant', variant_key: variants.key, variants: variants.types };
      // A setting that is text, a number or yes/no: the value keeps its kind (editor/widgets.tsx).
      if ((d.options as unknown[]).every((option) => ['string', 'number', 'boolean'].includes(def(unwrap(option).schema).type)))
        return { ...base, widget: 'scalar' };
      throw new Error(`${name}: a union the editor has no form for`);
    }
    default:
      throw new Error(`${name}: a ${d.type} the editor has no form for`);
  }
}

/**
 * A map (a record: link groups by name, a form's settings by name) as a list of named items, stored
 * back as the same map (editor/widgets.tsx): an item's name is the key, its fields the value's.
 */
function namedList(name: string, d: Def): Pick<CmsField, 'widget' | 'fields' | 'field' | 'key_label' | 'key_pattern' | 'summary'> {
  const keyChecks = stringChecks(unwrap(d.keyType).schema);
  const valueShape = shapeOf(d.valueType);
  const keyLabel = `${humanize(singular(name))} name`;
  const keyPattern: [string, string] | undefined = keyChecks.pattern;
  const common = { widget: 'named-list', key_label: keyLabel, ...(keyPattern ? { key_pattern: keyPattern } : {}) };
  if (valueShape !== undefined) return { ...common, fields: fieldsOf(d.valueType) };
  return { ...common, field: { ...fieldFor(singular(name), d.valueType), name: VALUE_FIELD } };
}

/** The name of the one field of a map whose values are plain (a site URL, a setting): the item is its value. */
export const VALUE_FIELD = '$value';

/** A union of objects told apart by one literal field (a lead form's submit "handler"), as a choice of variants. */
function variantTypes(union: unknown): { key: string; types: CmsField[] } | undefined {
  const options = (def(union).options as unknown[]).map((option) => shapeOf(option));
  if (options.some((shape) => shape === undefined)) return undefined;
  const shapes = options as Record<string, unknown>[];
  const key =
    (def(union).discriminator as string | undefined) ??
    Object.keys(shapes[0] ?? {}).find((candidate) => shapes.every((shape) => candidate in shape && def(unwrap(shape[candidate]).schema).type === 'literal'));
  if (key === undefined) return undefined;
  return { key, types: unionTypes(union, key) };
}

/** "Contact us, HubSpot shape: name, email (spec 03)" -> "Contact us (HubSpot): name, email": a form's title as a marketer reads it. */
function formLabel(title: string): string {
  return title.replace(/\s*\(spec \d+\)$/, '').replace(/^([^:]*?), (\w+) shape:/, '$1 ($2):');
}

/** A field of an optional object: not required, nor are its own object's fields (list items keep theirs). */
function relaxed(field: CmsField): CmsField {
  // Without its default: Decap would fill it in and so create the optional object on every new entry.
  const { default: _default, ...rest } = field;
  return { ...rest, required: false, ...(field.widget === 'object' && field.fields ? { fields: field.fields.map(relaxed) } : {}) };
}

function singular(name: string): string {
  return name.endsWith('s') ? name.slice(0, -1) : `${name}Item`;
}

/** Every property of an object schema, in the schema's order. */
function fieldsOf(schema: unknown): CmsField[] {
  const shape = shapeOf(schema);
  if (shape === undefined) throw new Error(`Not an object schema: ${def(unwrap(schema).schema).type}`);
  return Object.entries(shape).map(([name, field]) => fieldFor(name, field));
}

/** The types of a discriminated union as Decap list `types`: one object per option, named by its literal. */
function unionTypes(union: unknown, discriminator?: string): CmsField[] {
  const d = def(union);
  const key = discriminator ?? (d.discriminator as string);
  return (d.options as unknown[]).map((option) => {
    const shape = shapeOf(option) ?? {};
    const name = (def(unwrap(shape[key]).schema).values as string[])[0] ?? '';
    const { title, description } = unwrap(option);
    const type: CmsField = {
      name,
      label: title ?? humanize(name),
      widget: 'object',
      summary: summaryOf(shape),
      fields: Object.entries(shape)
        .filter(([name]) => name !== key)
        // A new block's id starts with its type: "hero-k3x9q2".
        .map(([field, schema]) =>
          field === 'id' ? { ...fieldFor(field, schema), id_prefix: name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase() } : fieldFor(field, schema),
        ),
    };
    if (description !== undefined) type.hint = description;
    return type;
  });
}

export interface CmsConfigOptions {
  brand: BrandCode;
  /** Local: decap-server behind scripts/edit.ts. GitHub: the production path (docs/editor-internals.md, "Production"). */
  backend: { name: 'local'; url: string } | { name: 'github'; repo: string; branch: string; baseUrl?: string };
  /** The dev site, which the editor's preview opens. */
  siteUrl?: string;
}

export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  extension?: string;
  /** JSON; the pages' own format adds the text a visitor sees, for search (editor/search.ts). */
  format: 'json' | typeof PAGE_FORMAT;
  summary?: string;
  create?: boolean;
  delete?: boolean;
  identifier_field?: string;
  nested?: { depth: number; summary: string; subfolders: boolean };
  meta?: { path: { widget: 'string'; label: string; default: string } };
  files?: { name: string; label: string; file: string; fields: CmsField[] }[];
  fields?: CmsField[];
}

/** The names of the fields whose "" is a value (keep_empty), anywhere in a brand's collections. */
export function keptEmptyNames(collections: readonly CmsCollection[]): Set<string> {
  const names = new Set<string>();
  const walk = (fields: readonly CmsField[] | undefined): void => {
    for (const field of fields ?? []) {
      if (field.keep_empty) names.add(field.name);
      walk(field.fields);
      walk(field.types);
      walk(field.variants);
      if (field.field) walk([field.field]);
    }
  };
  for (const collection of collections) {
    walk(collection.fields);
    for (const file of collection.files ?? []) walk(file.fields);
  }
  return names;
}

/** The $schema pointer, kept as it is (a hidden field: Decap writes back only what its fields name). */
const SCHEMA_POINTER: CmsField = { name: '$schema', label: 'JSON Schema', widget: 'hidden', required: false };

function withoutPointer(fields: CmsField[]): CmsField[] {
  return [SCHEMA_POINTER, ...fields.filter((field) => field.name !== '$schema')];
}

/** The shared files (content/shared/*.json) and their schemas. */
export const SHARED_FILES = [
  { name: 'site-urls', label: 'Company site URLs', schema: SiteUrls },
  { name: 'link-groups', label: 'Shared link groups', schema: LinkGroups },
  { name: 'footer', label: 'Shared footer (social profiles, app)', schema: SharedFooter },
  { name: 'calculator-frames', label: 'Calculator frames', schema: CalculatorFrames },
] as const;

/** The collections of one brand: its pages (nested by route), its site settings, the shared files. */
export function cmsCollections(brand: BrandCode): CmsCollection[] {
  return [
    {
      name: 'pages',
      label: `${brand} pages`,
      label_singular: 'page',
      description:
        'Every page of the brand, by route (the file content/<brand>/pages/<route>.json). A new page lives in the folder you type under "Folder" (/ for the top level, or e.g. axos-advantage) and is named after its title: "Careers" in axos-advantage is /axos-advantage/careers/.',
      folder: `content/${brand}/pages`,
      extension: 'json',
      format: PAGE_FORMAT,
      summary: PAGE_SUMMARY,
      create: true,
      delete: false,
      identifier_field: 'title',
      nested: { depth: 20, summary: '{{title}}', subfolders: false },
      // No index_file: Decap would then move every page file to <its folder>/index.json on save.
      // A new page is written as <folder>/<its title as a slug>.json, an existing one keeps its file.
      meta: { path: { widget: 'string', label: 'Folder: / for a top-level page, else the route above it (e.g. axos-advantage)', default: '/' } },
      fields: withoutPointer(fieldsOf(Page)),
    },
    {
      name: 'site',
      label: `${brand} settings`,
      format: 'json',
      files: [{ name: 'site', label: `${brand} site settings (site.json)`, file: `content/${brand}/site.json`, fields: withoutPointer(fieldsOf(Site)) }],
    },
    {
      name: 'shared',
      label: 'Shared by every brand',
      format: 'json',
      files: SHARED_FILES.map(({ name, label, schema }) => ({
        name,
        label,
        file: `content/shared/${name}.json`,
        fields: withoutPointer(fieldsOf(schema)),
      })),
    },
  ];
}

/** The whole Decap configuration for one brand, passed to CMS.init (load_config_file: false). */
export function cmsConfig(options: CmsConfigOptions): Record<string, unknown> {
  const { backend } = options;
  const common = {
    load_config_file: false,
    // Photos: originals live in content/images/ and are referenced as /images/<name> (lib/images).
    media_folder: 'content/images',
    public_folder: '/images',
    collections: cmsCollections(options.brand),
  };
  if (backend.name === 'local') {
    return { ...common, backend: { name: 'proxy', proxy_url: backend.url, branch: 'main' }, publish_mode: 'simple' };
  }
  return {
    ...common,
    backend: { name: 'github', repo: backend.repo, branch: backend.branch, ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}) },
    // Every save is a branch and a pull request; CI (bash .ci/run) checks it before anyone merges.
    publish_mode: 'editorial_workflow',
  };
}

/** The editor fields of a content file of the brand (a page, site.json or a shared file); [] for any other file. */
export function fieldsOfFile(brand: BrandCode, file: string): readonly CmsField[] {
  for (const collection of cmsCollections(brand)) {
    if (collection.folder && file.startsWith(`${collection.folder}/`)) return collection.fields ?? [];
    const entry = collection.files?.find((candidate) => candidate.file === file);
    if (entry) return entry.fields;
  }
  return [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A value with its keys in the order of the editor's fields, which is the model's (Decap puts the
 * fields it fills with defaults first): what a new page or block looks like in its file.
 */
export function inFieldOrder(value: unknown, fields: readonly CmsField[] | undefined, typeKey?: string): unknown {
  if (!isRecord(value) || fields === undefined) return value;
  const names = [...(typeKey ? [typeKey] : []), ...fields.map((field) => field.name)];
  const keys = Object.keys(value).sort(
    (a, b) => (names.indexOf(a) === -1 ? names.length : names.indexOf(a)) - (names.indexOf(b) === -1 ? names.length : names.indexOf(b)),
  );
  return Object.fromEntries(
    keys.map((key) => [
      key,
      inFieldOrderOf(
        value[key],
        fields.find((field) => field.name === key),
      ),
    ]),
  );
}

function inFieldOrderOf(value: unknown, field: CmsField | undefined): unknown {
  if (field === undefined) return value;
  if (field.widget === 'object') return inFieldOrder(value, field.fields);
  if (field.widget === 'variant' && field.variant_key && isRecord(value)) {
    return inFieldOrder(value, field.variants?.find((type) => type.name === value[field.variant_key as string])?.fields, field.variant_key);
  }
  if (field.widget === 'named-list' && isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, field.fields ? inFieldOrder(item, field.fields) : inFieldOrderOf(item, field.field)]),
    );
  }
  if (field.widget !== 'list' || !Array.isArray(value)) return value;
  return value.map((item: unknown) => {
    if (field.types && field.typeKey && isRecord(item)) {
      const type = field.types.find((candidate) => candidate.name === item[field.typeKey as string]);
      return inFieldOrder(item, type?.fields, field.typeKey);
    }
    return field.fields ? inFieldOrder(item, field.fields) : field.field ? inFieldOrderOf(item, field.field) : item;
  });
}
