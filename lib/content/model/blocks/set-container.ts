import { z } from 'zod';
import { CallToActionRow, Image, Markdown, Text, Variant } from '@/lib/content/fields';

/** A column of the set: an icon or image, a headline, copy and buttons (every part but the headline optional). */
export const SetCard = z.strictObject({
  id: z.string().min(1),
  icon: Image.optional().meta({ description: 'A small icon shown at 48x48 above the headline; usually "decorative": true.' }),
  image: Image.optional().meta({ description: 'A picture shown at 384x216 (16:9) across the top of the card.' }),
  headline: Text,
  bodyCopy: Markdown.optional(),
  callToActionRow: CallToActionRow.optional(),
});

/** Spec 02 §3 Set container (columns). */
export const SetContainerBlock = z
  .strictObject({
    type: z.literal('setContainer'),
    id: z.string().min(1),
    numberOfColumns: z
      .string()
      .optional()
      .meta({ description: 'Text containing 1 to 4, e.g. "3" or "3 columns": the columns on a wide screen. Default 3.' }),
    eyebrow: Text.optional(),
    headline: Text.optional(),
    bodyCopy: Markdown.optional(),
    items: z.array(SetCard).min(1).meta({ description: 'The cards, one per column, wrapping to new rows.' }),
    additionalDetails: Markdown.optional().meta({ description: 'Notes shown below the columns.' }),
    isolate: z
      .boolean()
      .optional()
      .meta({ description: 'true: each card stands apart on its own raised panel; false (default): open columns.' }),
    variant: Variant.optional(),
  })
  .meta({ title: 'Set container (columns)', description: 'An intro and one to four columns of cards.' });

export type SetContainerBlockData = z.infer<typeof SetContainerBlock>;
export type SetCardData = z.infer<typeof SetCard>;
