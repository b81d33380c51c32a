import { z } from 'zod';
import { CallToActionRow, Image, Markdown, Text, Variant } from '@/lib/content/fields';

/** Spec 01 §3 Step item. */
const StepItem = z.strictObject({
  id: z.string().min(1),
  title: Text.meta({ description: 'The heading of the step.' }),
  description: Markdown,
});

/** Spec 01 §2.11 step list: title, description, steps, an optional image and call-to-action row. */
export const StepListBlock = z
  .strictObject({
    type: z.literal('stepList'),
    id: z.string().min(1),
    title: Text.meta({ description: 'The heading of the block.' }),
    description: Markdown.optional(),
    steps: z.array(StepItem).min(1).meta({ description: 'The steps, in order: shown as a numbered list.' }),
    image: Image.optional().meta({ description: 'Shown beside the steps from tablet width up.' }),
    callToActionRow: CallToActionRow.optional(),
    variant: Variant.optional(),
  })
  .meta({ title: 'Step list', description: 'Numbered steps (title and description) with an optional image and call-to-action row.' });

export type StepListBlockData = z.infer<typeof StepListBlock>;
