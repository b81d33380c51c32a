import { z } from 'zod';
import { Href, Image, Text, Variant } from '@/lib/content/fields';

/** Spec 02 §3 Image link: an image and a title that together are one link. */
export const ImageLinkBlock = z
  .strictObject({
    type: z.literal('imageLink'),
    id: z.string().min(1),
    image: Image.meta({ description: 'Shown at 640x360 (16:9). If it only illustrates the title, tick Decorative.' }),
    title: Text.meta({ description: 'The link text, shown under the image.' }),
    targetUrl: Href,
    variant: Variant.optional(),
  })
  .meta({ title: 'Image link', description: 'A linked image with its title.' });

export type ImageLinkBlockData = z.infer<typeof ImageLinkBlock>;
