import { z } from 'zod';
import { Markdown, Text, Variant } from '@/lib/content/fields';

/** Spec 01 §2.11 headline with body copy (entity "Section content"). */
export const HeadlineBlock = z
  .strictObject({
    type: z.literal('headline'),
    id: z.string().min(1),
    internalName: z.string().optional().meta({ description: 'A name for editors only; never shown.' }),
    headline: Text,
    bodyCopy: Markdown.optional(),
    variant: Variant.optional(),
  })
  .meta({ title: 'Headline with body copy', description: 'A section heading followed by Markdown body copy.' });

export type HeadlineBlockData = z.infer<typeof HeadlineBlock>;
