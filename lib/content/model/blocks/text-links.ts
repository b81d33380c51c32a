import { z } from 'zod';
import { Href, Text, Variant } from '@/lib/content/fields';

/** Spec 01 §3 Text link: note targetURL, spelt as in the spec. */
const TextLink = z.strictObject({
  id: z.string().min(1),
  displayText: Text.meta({ description: 'The link text.' }),
  targetURL: Href,
});

/** Spec 01 §2.11 list of text links. */
export const TextLinksBlock = z
  .strictObject({
    type: z.literal('textLinks'),
    id: z.string().min(1),
    title: Text.optional().meta({ description: 'A heading over the links.' }),
    items: z.array(TextLink).min(1).meta({ description: 'The links, in order.' }),
    variant: Variant.optional(),
  })
  .meta({ title: 'List of text links', description: 'An optional title over a list of links.' });

export type TextLinksBlockData = z.infer<typeof TextLinksBlock>;
