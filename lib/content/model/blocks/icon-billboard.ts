import { z } from 'zod';
import { CallToActionRow, Image, Markdown, Text, Variant } from '@/lib/content/fields';

/** Spec 02 §3 Icon billboard. */
export const IconBillboardBlock = z
  .strictObject({
    type: z.literal('iconBillboard'),
    id: z.string().min(1),
    icon: Image.optional().meta({ description: 'Shown at 96x96 beside the text. An icon usually only decorates: then tick Decorative and leave its alt text empty.' }),
    headline: Text,
    bodyCopy: Markdown.optional(),
    bullets: z
      .array(z.strictObject({ id: z.string().min(1), copy: Markdown }))
      .optional()
      .meta({ description: 'A checklist under the copy.' }),
    callToActionRow: CallToActionRow.optional(),
    variant: Variant.optional(),
  })
  .meta({ title: 'Icon billboard', description: 'A large icon beside a headline, copy, bullets and buttons.' });

export type IconBillboardBlockData = z.infer<typeof IconBillboardBlock>;
