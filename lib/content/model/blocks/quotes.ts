import { z } from 'zod';
import { Text, Variant } from '@/lib/content/fields';

/** Spec 02 §3 Quote. */
export const QuotesBlock = z
  .strictObject({
    type: z.literal('quotes'),
    id: z.string().min(1),
    quote: Text.meta({ description: 'The quoted words, without quotation marks.' }),
    author: Text.optional().meta({ description: 'Who said it, e.g. "Maria L., business owner since 2019".' }),
    variant: Variant.optional(),
  })
  .meta({ title: 'Quote', description: 'A pull quote with its author.' });

export type QuotesBlockData = z.infer<typeof QuotesBlock>;
