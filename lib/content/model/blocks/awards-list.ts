import { z } from 'zod';
import { Markdown, Text, Variant } from '@/lib/content/fields';

/** The ratings that have a star image (spec 02 §3); any other text shows no image (spec 02 §5). */
export const STAR_RATINGS = ['5.0 Stars', '4.5 Stars', '4.0 Stars'] as const;

/** Spec 02 §3 Awards item. */
const AwardsItem = z.strictObject({
  id: z.string().min(1),
  starRating: z
    .string()
    .optional()
    .meta({ description: `'5.0 Stars', '4.5 Stars' or '4.0 Stars' show a star image; any other text shows none.` }),
  awardsName: Text.meta({ description: 'The award, e.g. "Best Online Bank for Checking".' }),
  awardsSource: Text.meta({ description: 'Who gave it, e.g. "National Consumer Banking Review, 2026".' }),
});

export const AwardsListBlock = z
  .strictObject({
    type: z.literal('awardsList'),
    id: z.string().min(1),
    headline: Text.optional(),
    bodyCopy: Markdown.optional(),
    items: z.array(AwardsItem).min(1).meta({ description: 'The awards, in order.' }),
    variant: Variant.optional(),
  })
  .meta({ title: 'Awards list', description: 'Awards with their source and an optional star-rating image.' });

export type AwardsListBlockData = z.infer<typeof AwardsListBlock>;
