import { z } from 'zod';
import { Markdown, Text, Variant } from '@/lib/content/fields';

/** Spec 02 §4 Accordion: items open or closed, toggled by their header, each with an initial expanded flag. */
export const AccordionBlock = z
  .strictObject({
    type: z.literal('accordion'),
    id: z.string().min(1),
    headline: z.string().optional(),
    items: z
      .array(
        z.strictObject({
          id: z.string().min(1),
          title: Text.meta({ description: 'The question or heading that opens and closes the item.' }),
          body: Markdown,
          expanded: z.boolean().default(false).meta({ description: 'Open when the page loads.' }),
        }),
      )
      .min(1)
      .meta({ description: 'The items, in order; each opens and closes on its own.' }),
    variant: Variant.optional(),
  })
  .meta({ title: 'Accordion', description: 'Questions and answers that expand and collapse one by one.' });

export type AccordionBlockData = z.infer<typeof AccordionBlock>;
