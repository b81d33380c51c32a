/**
 * The browser editor's configuration holds the whole content model: every block type, every field
 * of every block and file, every enumeration's values, Markdown as Markdown, images as images, and
 * link fields refusing what the URL validator refuses. Walked from the zod schemas, so a field added
 * to the model and missed by the generator fails here.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Markdown } from '../../lib/content/fields';
import { Block } from '../../lib/content/model/blocks';
import { Page, Site } from '../../lib/content/schema';
import { checkUrl } from '../../lib/links';
import { type CmsCollection, type CmsField, cmsCollections, cmsConfig, fieldsOfFile, inFieldOrder, LINK_PATTERN, SHARED_FILES } from './cms-config';

type Def = { type: string } & Record<string, unknown>;
const def = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

function inner(schema: unknown): unknown {
  let current = schema;
  while (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'pipe', 'lazy'].includes(def(current).type)) {
    const d = def(current);
    current = d.type === 'pipe' ? d.in : d.type === 'lazy' ? (d.getter as () => unknown)() : d.innerType;
  }
  return current;
}

/** Every place the model and the config disagree, as "path: what". */
function mismatches(schema: unknown, field: CmsField, at: string, inOptional = false): string[] {
  const s = inner(schema);
  const d = def(s);
  switch (d.type) {
    case 'object': {
      if (field.widget !== 'object') return [`${at}: an object, shown as ${field.widget}`];
      return objectMismatches(d.shape as Record<string, unknown>, field.fields ?? [], at, inOptional || (schema as z.ZodType).safeParse(undefined).success);
    }
    case 'array': {
      if (field.widget !== 'list') return [`${at}: a list, shown as ${field.widget}`];
      const element = inner(d.element);
      const ed = def(element);
      if (ed.type === 'union' && typeof ed.discriminator === 'string') return unionMismatches(element, field, at);
      if (ed.type === 'object') return objectMismatches(ed.shape as Record<string, unknown>, field.fields ?? [], `${at}[]`);
      return field.field ? mismatches(d.element, field.field, `${at}[]`) : [`${at}: a list of values without its field`];
    }
    case 'enum': {
      const values = Object.values(d.entries as Record<string, string>);
      const options = field.options?.map((option) => (typeof option === 'string' ? option : option.value));
      return field.widget === 'select' && JSON.stringify(options) === JSON.stringify(values)
        ? []
        : [`${at}: enumeration ${values.join('|')}, shown as ${field.widget} ${JSON.stringify(field.options ?? [])}`];
    }
    case 'string': {
      let current: unknown = s;
      let markdown = false;
      for (; current !== undefined; current = (current as { _zod: { parent?: unknown } })._zod.parent) if (current === Markdown) markdown = true;
      if (markdown && field.widget !== 'markdown') return [`${at}: Markdown, shown as ${field.widget}`];
      return ['string', 'markdown', 'image', ...(field.name === '$schema' ? ['hidden'] : []), ...(field.name === 'id' ? ['element-id'] : [])].includes(
        field.widget,
      )
        ? []
        : [`${at}: text, shown as ${field.widget}`];
    }
    case 'boolean':
      return field.widget === 'boolean' ? [] : [`${at}: a yes/no, shown as ${field.widget}`];
    case 'number':
      return field.widget === 'number' ? [] : [`${at}: a number, shown as ${field.widget}`];
    case 'literal':
      return field.widget === 'hidden' && field.default === (d.values as unknown[])[0] ? [] : [`${at}: a constant, shown as ${field.widget}`];
    case 'record': {
      // A map: a list of named items, each the value's fields (or its one field when the value is plain).
      if (field.widget !== 'named-list') return [`${at}: a map, shown as ${field.widget}`];
      const value = inner(d.valueType);
      if (def(value).type === 'object') return objectMismatches(def(value).shape as Record<string, unknown>, field.fields ?? [], `${at}{}`);
      return field.field ? mismatches(d.valueType, field.field, `${at}{}`) : [`${at}: a map of values without its field`];
    }
    case 'union': {
      const options = (d.options as unknown[]).map(inner);
      if (options.every((option) => ['string', 'number', 'boolean'].includes(def(option).type)))
        return field.widget === 'scalar' ? [] : [`${at}: text, number or yes/no, shown as ${field.widget}`];
      if (field.widget !== 'variant' || field.variant_key === undefined) return [`${at}: a choice of variants, shown as ${field.widget}`];
      return unionMismatches(s, { ...field, typeKey: field.variant_key, types: field.variants }, at, field.variant_key);
    }
    case 'tuple': {
      const items = d.items as unknown[];
      if (field.widget !== 'list' || field.min !== items.length || field.max !== items.length || !field.field)
        return [`${at}: ${items.length} values, shown as ${field.widget}`];
      return items.flatMap((item, index) => mismatches(item, field.field as CmsField, `${at}[${index}]`));
    }
    default:
      return [`${at}: a ${d.type}, shown as ${field.widget}`];
  }
}

function objectMismatches(shape: Record<string, unknown>, fields: CmsField[], at: string, inOptional = false): string[] {
  const out: string[] = [];
  const names = fields.map((field) => field.name);
  for (const name of names) if (!(name in shape)) out.push(`${at}.${name}: in the editor, not in the model`);
  for (const [name, schema] of Object.entries(shape)) {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) {
      out.push(`${at}.${name}: in the model, not in the editor`);
      continue;
    }
    const optional = (schema as z.ZodType).safeParse(undefined).success;
    // Decap would demand the fields of an empty optional object: they are required there once it is filled in (checked before save).
    // Decap's required means "not empty": a field whose value may be "" (alt text of a decorative image) cannot be.
    const mayBeEmpty = (schema as z.ZodType).safeParse('').success;
    if (!optional && !inOptional && !mayBeEmpty && field.required === false) out.push(`${at}.${name}: required, optional in the editor`);
    if (optional && field.required === true) out.push(`${at}.${name}: optional, required in the editor`);
    out.push(...mismatches(schema, field, `${at}.${name}`, inOptional));
  }
  return out;
}

function unionMismatches(union: unknown, field: CmsField, at: string, discriminator?: string): string[] {
  const d = def(union);
  const key = discriminator ?? (d.discriminator as string);
  if (field.typeKey !== key) return [`${at}: a union on ${key}, without typeKey`];
  const out: string[] = [];
  for (const option of d.options as unknown[]) {
    const shape = def(inner(option)).shape as Record<string, unknown>;
    const type = (def(inner(shape[key])).values as string[])[0];
    const config = field.types?.find((candidate) => candidate.name === type);
    if (!config) {
      out.push(`${at}: block type ${type} is not in the editor`);
      continue;
    }
    const { [key]: _discriminator, ...fields } = shape;
    out.push(...objectMismatches(fields, config.fields ?? [], `${at}<${type}>`));
  }
  return out;
}

const collections = cmsCollections('AXC');
const [pages, settings, shared] = collections as [CmsCollection, CmsCollection, CmsCollection];
const pageFields = pages.fields ?? [];

describe('the editor configuration generated from the content model', () => {
  it('has every block type of the model, and no other', () => {
    const blocks = pageFields.find((field) => field.name === 'blocks');
    const modelTypes = (def(Block).options as unknown[]).map(
      (option) => (def(inner((def(inner(option)).shape as Record<string, unknown>).type)).values as string[])[0],
    );
    expect(blocks?.types?.map((type) => type.name)).toEqual(modelTypes);
    expect(modelTypes).toContain('accordion');
    expect(blocks?.typeKey).toBe('type');
  });

  it('has every field and enumeration of pages, blocks, site.json and the shared files, with the widget that fits', () => {
    const page = { name: 'page', label: 'Page', widget: 'object', fields: pageFields };
    expect(mismatches(Page, page, 'page')).toEqual([]);
    const site = settings.files?.[0];
    expect(site?.file).toBe('content/AXC/site.json');
    expect(mismatches(Site, { name: 'site', label: '', widget: 'object', fields: site?.fields ?? [] }, 'site')).toEqual([]);
    for (const { name, schema } of SHARED_FILES) {
      const file = shared.files?.find((candidate) => candidate.name === name);
      expect(file?.file).toBe(`content/shared/${name}.json`);
      expect(mismatches(schema, { name, label: '', widget: 'object', fields: file?.fields ?? [] }, name)).toEqual([]);
    }
  });

  it('fails on a model field the editor lacks (the walk can fail)', () => {
    const Extra = z.strictObject({ headline: z.string(), tone: z.enum(['calm', 'loud']) });
    const fields: CmsField[] = [{ name: 'headline', label: 'Headline', widget: 'string' }];
    expect(mismatches(Extra, { name: 'x', label: '', widget: 'object', fields }, 'x')).toEqual(['x.tone: in the model, not in the editor']);
  });

  it('shows the hero the way a marketer reads it: required headline, Markdown body, image with alt text, selects, hints', () => {
    const hero = pageFields.find((field) => field.name === 'blocks')?.types?.find((type) => type.name === 'hero');
    const field = (name: string) => hero?.fields?.find((candidate) => candidate.name === name);
    expect(field('headline')).toMatchObject({ label: 'Headline', widget: 'string', required: true });
    expect(field('bodyCopy')).toMatchObject({ widget: 'markdown', required: false });
    expect(field('image')?.fields?.map((f) => [f.name, f.widget])).toEqual([
      ['src', 'image'],
      ['alt', 'string'],
      ['decorative', 'boolean'],
    ]);
    expect(field('imagePlacement')).toMatchObject({
      widget: 'select',
      options: ['Right', 'Left'],
      default: 'Right',
      hint: 'Where the image sits beside the copy on wide screens.',
    });
    const leadForm = pageFields.find((f) => f.name === 'blocks')?.types?.find((type) => type.name === 'leadForm');
    expect(leadForm?.fields?.find((f) => f.name === 'form')?.options).toContainEqual({
      label: 'Contact us (HubSpot): name, email, phone, message, dealer checkbox',
      value: 'contactUsHubspot',
    });
    expect(leadForm?.fields?.find((f) => f.name === 'settings')).toMatchObject({ widget: 'named-list', field: { widget: 'scalar' } });
    expect(leadForm?.fields?.find((f) => f.name === 'submit')).toMatchObject({ widget: 'variant', variant_key: 'handler', required: false });
    expect(leadForm?.fields?.find((f) => f.name === 'submit')?.variants?.map((type) => type.name)).toEqual([
      'log',
      'webhook',
      'hubspot',
      'salesforce',
      'relay',
    ]);
  });

  /** Every field of every collection, with where it is. */
  function everyField(): { at: string; field: CmsField }[] {
    const out: { at: string; field: CmsField }[] = [];
    const walk = (fields: readonly CmsField[] | undefined, at: string) => {
      for (const field of fields ?? []) {
        out.push({ at: `${at}.${field.name}`, field });
        walk(field.fields, `${at}.${field.name}`);
        walk(field.types, `${at}.${field.name}`);
        walk(field.variants, `${at}.${field.name}`);
        if (field.field) walk([field.field], `${at}.${field.name}`);
      }
    };
    for (const collection of collections) {
      walk(collection.fields, collection.name);
      for (const file of collection.files ?? []) walk(file.fields, `${collection.name}/${file.name}`);
    }
    return out;
  }

  it('edits no field of the model as JSON text or code', () => {
    const fields = everyField();
    expect(fields.filter(({ field }) => ['json', 'code', 'text'].includes(field.widget) && field.name !== '$schema').map(({ at }) => at)).toEqual([]);
    expect(fields.length).toBeGreaterThan(500);
  });

  it('describes every block type in a sentence, for the Add menu', () => {
    const blocks = pageFields.find((field) => field.name === 'blocks')?.types ?? [];
    expect(blocks.filter((type) => !/^[A-Z].{10,}\.$/.test(type.hint ?? '')).map((type) => `${type.name}: ${type.hint ?? 'no description'}`)).toEqual([]);
  });

  it('hints in sentences a marketer reads: no JSON, no spec sections', () => {
    const hints = everyField().flatMap(({ at, field }) => (field.hint === undefined ? [] : [`${at}: ${field.hint}`]));
    expect(hints.length).toBeGreaterThan(100);
    expect(hints.filter((hint) => /spec \d|"decorative": true|": (true|false)\b/i.test(hint))).toEqual([]);
    const labels = everyField().flatMap(({ field }) => (field.options ?? []).map((option) => (typeof option === 'string' ? option : option.label)));
    expect(labels.filter((label) => /spec \d/i.test(label))).toEqual([]);
  });

  it('says what a pattern asks in words, never as a regular expression', () => {
    const messages = everyField().flatMap(({ at, field }) =>
      [field.pattern, field.key_pattern].filter((pattern) => pattern !== undefined).map((pattern) => `${at}: ${pattern[1]}`),
    );
    expect(messages.length).toBeGreaterThan(10);
    expect(messages.filter((message) => /[\^$]|\[[^\]]*-[^\]]*\]|\\[dswS]/.test(message.split(': ').slice(1).join(': ')))).toEqual([]);
  });

  it('refuses in the editor the link schemes the URL validator refuses, and accepts what it accepts', () => {
    const pattern = new RegExp(LINK_PATTERN[0]);
    const tokens = { onlineBankingUrl: 'https://online.example.com' };
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x', 'ftp://x.example.com/']) {
      expect(checkUrl(href, 'link', tokens).ok).toBe(false);
      expect(pattern.test(href), href).toBe(false);
    }
    for (const href of [
      '/personal/',
      '/about#team',
      '{onlineBankingUrl}/login',
      'https://example.com/',
      'HTTPS://example.com/',
      'mailto:a@example.com',
      'tel:+18885551234',
    ]) {
      expect(checkUrl(href, 'link', tokens).ok, href).toBe(true);
      expect(pattern.test(href), href).toBe(true);
    }
  });

  it('pages are one collection nested by route; production saves through pull requests', () => {
    expect(pages).toMatchObject({ folder: 'content/AXC/pages', extension: 'json', format: 'page-json', create: true, meta: { path: { widget: 'string' } } });
    expect(cmsConfig({ brand: 'AXB', backend: { name: 'github', repo: 'bank/sites', branch: 'main' } })).toMatchObject({
      backend: { name: 'github', repo: 'bank/sites', branch: 'main' },
      publish_mode: 'editorial_workflow',
    });
  });

  it('puts a new block in the order of the model, whatever order Decap sends (defaults first)', () => {
    const decap = { blocks: [{ items: [{ expanded: false, body: 'Answer', title: 'Question', id: 'q1' }], id: 'faq', type: 'accordion' }], title: 'FAQ' };
    expect(JSON.stringify(inFieldOrder(decap, fieldsOfFile('AXC', 'content/AXC/pages/faq.json')))).toBe(
      JSON.stringify({ title: 'FAQ', blocks: [{ type: 'accordion', id: 'faq', items: [{ id: 'q1', title: 'Question', body: 'Answer', expanded: false }] }] }),
    );
  });

  it('creates no optional object on a new entry (its fields carry no defaults)', () => {
    const article = pageFields.find((field) => field.name === 'article');
    expect(article?.required).toBe(false);
    expect(article?.fields?.filter((field) => field.default !== undefined)).toEqual([]);
  });
});
