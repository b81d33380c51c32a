// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { Block } from '../../lib/content/model/blocks';
import { CONTENT_REFERENCE_DOC, contentReference, contentSections, descriptionGaps, rowsOf } from './content-reference';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('docs/content-reference.md', () => {
  it('is what npm run docs:content writes from the content model (run npm run schema after changing a schema)', () => {
    expect(fs.readFileSync(path.join(root, CONTENT_REFERENCE_DOC), 'utf8')).toBe(contentReference());
  });

  it('describes every field: a field without a .meta({ description }) in the model is listed here', () => {
    const { files, blocks, shared } = contentSections();
    expect(descriptionGaps([...files, ...blocks, ...shared])).toEqual([]);
  });

  it('has a section for every content file and every block type', () => {
    const { files, blocks } = contentSections();
    expect(files.map((file) => file.heading)).toEqual([
      'content/<CODE>/site.json',
      'content/<CODE>/pages/**.json',
      'content/shared/site-urls.json',
      'content/shared/link-groups.json',
      'content/shared/footer.json',
      'content/shared/calculator-frames.json',
    ]);
    expect(blocks.map((block) => block.heading)).toEqual(Block.options.map((option) => option.shape.type.value));
    expect(blocks.map((block) => block.heading)).toContain('marineLoanPicker');
  });
});

describe('a row per field', () => {
  const Card = z.strictObject({
    title: z.string().min(1).meta({ description: 'The heading.' }),
    size: z.enum(['small', 'large']).default('small').meta({ description: 'How big.' }),
    count: z.number().int().min(1).max(4).optional().meta({ description: 'How many.' }),
    tags: z.array(z.string()).meta({ description: 'Labels.' }),
    links: z.array(z.strictObject({ url: z.string().meta({ description: 'Where.' }) })).meta({ description: 'Links.' }),
    send: z
      .discriminatedUnion('how', [
        z.strictObject({ how: z.literal('mail'), to: z.string().meta({ description: 'The address.' }) }),
        z.strictObject({ how: z.literal('log') }),
      ])
      .optional()
      .meta({ description: 'Where it goes.' }),
    extras: z.record(z.string(), z.boolean()).optional().meta({ description: 'Switches by name.' }),
    note: z.string().optional(),
  });

  it('gives the type, whether it is required, its values and default, and its description', () => {
    expect(rowsOf(Card, [])).toEqual([
      { path: 'title', type: 'text', required: true, values: 'not empty', description: 'The heading.' },
      { path: 'size', type: 'one of', required: false, values: '`small`, `large`; default `small`', description: 'How big.' },
      { path: 'count', type: 'whole number', required: false, values: 'at least 1; at most 4', description: 'How many.' },
      { path: 'tags', type: 'list of text', required: true, values: '', description: 'Labels.' },
      { path: 'links', type: 'list of objects', required: true, values: '', description: 'Links.' },
      { path: 'links[].url', type: 'text', required: true, values: '', description: 'Where.' },
      { path: 'send', type: 'object', required: false, values: 'by `how`: `mail`, `log`', description: 'Where it goes.' },
      { path: 'send.to', type: 'text', required: true, values: '', description: 'With `how` `mail`: The address.' },
      { path: 'extras', type: 'named entries: `true` or `false`', required: false, values: '', description: 'Switches by name.' },
      { path: 'note', type: 'text', required: false, values: '', description: undefined },
    ]);
  });

  it('lists a field without a description as a gap, by its section and path, in a union option too', () => {
    const Sent = z.discriminatedUnion('how', [z.strictObject({ how: z.literal('mail'), cc: z.string() }), z.strictObject({ how: z.literal('log') })]);
    const rows = rowsOf(Card.extend({ copy: Sent.meta({ description: 'A copy.' }) }), []);
    expect(descriptionGaps([{ heading: 'card', rows }])).toEqual(['card: note', 'card: copy.cc']);
  });

  it('links a field of a shared type to that type instead of repeating its fields', () => {
    const Photo = z.strictObject({ src: z.string() });
    const rows = rowsOf(z.strictObject({ photo: Photo.optional().meta({ description: 'The photo.' }) }), [{ name: 'image', schema: Photo }]);
    expect(rows).toEqual([{ path: 'photo', type: '[image](#image)', required: false, values: '', description: 'The photo.' }]);
  });
});
