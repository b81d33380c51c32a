import { z } from 'zod';
import { Markdown, Variant } from '@/lib/content/fields';

/** Free-form Markdown: headings, lists, tables of prose, links. */
export const RichTextBlock = z
  .strictObject({
    type: z.literal('richText'),
    id: z.string().min(1),
    markdown: Markdown,
    variant: Variant.optional(),
  })
  .meta({ title: 'Rich text', description: 'Markdown content rendered with react-markdown.' });

export type RichTextBlockData = z.infer<typeof RichTextBlock>;
