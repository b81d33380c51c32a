import { z } from 'zod';
import { CallToActionRow, Image, Markdown, Text, Variant } from '@/lib/content/fields';

export type ColumnCount = 1 | 2 | 3 | 4;
/** How many columns a set container shows when numberOfColumns is left out. */
export const DEFAULT_COLUMNS: ColumnCount = 3;

const NUMBER_WORDS: Record<string, number> = { zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };

/**
 * Spec 02 §3/§5: numberOfColumns is text containing 1 to 4 ("3", "3 columns", "Three (3)", "two
 * columns"). The count it names, or undefined when it names none, more than one ("6 or 2") or one
 * outside 1 to 4 ("6"): the content check refuses those rather than guess.
 */
export function columnsNamed(text: string): ColumnCount | undefined {
  const counts = new Set<number>();
  for (const match of text.matchAll(/\d+/g)) counts.add(Number(match[0]));
  for (const match of text.matchAll(/\b[a-z]+\b/gi)) {
    const count = NUMBER_WORDS[match[0].toLowerCase()];
    if (count !== undefined) counts.add(count);
  }
  const [only] = counts;
  return counts.size === 1 && only !== undefined && only >= 1 && only <= 4 ? (only as ColumnCount) : undefined;
}

/** The columns a set container shows: total over what the check accepts, so a template never guesses. */
export function columnCount(numberOfColumns: string | undefined): ColumnCount {
  if (numberOfColumns === undefined) return DEFAULT_COLUMNS;
  const count = columnsNamed(numberOfColumns);
  if (count === undefined) throw new Error(`numberOfColumns ${JSON.stringify(numberOfColumns)} names no column count from 1 to 4`);
  return count;
}

/** A column of the set: an icon or image, a headline, copy and buttons (every part but the headline optional). */
const SetCard = z.strictObject({
  id: z.string().min(1),
  icon: Image.optional().meta({ description: 'A small icon shown at 48x48 above the headline. An icon usually only decorates: then tick Decorative and leave its alt text empty.' }),
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
      .refine((text) => columnsNamed(text) !== undefined, 'Must name one column count from 1 to 4, e.g. "3" or "3 columns": a set container shows one to four columns')
      .optional()
      .meta({ description: 'Text containing 1 to 4, e.g. "3" or "3 columns": the columns on a wide screen. Default 3.' }),
    eyebrow: Text.optional().meta({ description: 'A short line above the headline.' }),
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
