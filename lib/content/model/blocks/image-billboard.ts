import { z } from 'zod';
import { CallToActionRow, Image, Markdown, Text, Variant } from '@/lib/content/fields';

const BillboardBullet = z.strictObject({
  id: z.string().min(1),
  icon: Image.optional().meta({ description: 'Shown at 24x24 before the copy. An icon usually only decorates: then tick Decorative. Without an icon, a tick is shown.' }),
  copy: Markdown,
  subBullet: z.array(Markdown).optional().meta({ description: 'Indented points under this bullet.' }),
});

/** Spec 02 §3 Image billboard. */
export const ImageBillboardBlock = z
  .strictObject({
    type: z.literal('imageBillboard'),
    id: z.string().min(1),
    internalName: z.string().optional().meta({ description: 'For editors only; not shown.' }),
    bordered: z.boolean().optional().meta({ description: 'Frame the billboard with a border.' }),
    imagePlacement: z.enum(['left', 'right']).default('right').meta({ description: 'Where the image sits beside the copy on wide screens.' }),
    eyebrow: Text.optional().meta({ description: 'A short line above the headline.' }),
    headline: Text,
    bodyCopy: Markdown.optional(),
    bullets: z.array(BillboardBullet).optional().meta({ description: 'Points under the copy, each with an optional icon and sub-points.' }),
    image: Image.optional().meta({ description: 'Shown at 560x420 (4:3). Without an image the fallbackText panel shows instead.' }),
    fallbackText: z
      .tuple([Text, Text, Text])
      .optional()
      .meta({ description: 'The text-image shown when there is no image: three short lines, e.g. ["Bank", "on your", "terms"].' }),
    callToActionRow: CallToActionRow.optional(),
    variant: Variant.optional(),
  })
  .meta({ title: 'Image billboard', description: 'An image (or a three-line text panel) beside a headline, copy, bullets and buttons.' });

export type ImageBillboardBlockData = z.infer<typeof ImageBillboardBlock>;
