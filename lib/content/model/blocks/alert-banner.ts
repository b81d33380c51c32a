import { z } from 'zod';
import { Href, Markdown, Text } from '@/lib/content/fields';

/** Spec 02 §3 Alert banner: a message bar with an optional call to action. */
export const AlertBannerBlock = z
  .strictObject({
    type: z.literal('alertBanner'),
    id: z.string().min(1),
    alertType: z
      .enum(['Standard', 'Emergency'])
      .default('Standard')
      .meta({ description: 'Standard: a notice in the brand colours. Emergency: an urgent red bar (outages, fraud warnings).' }),
    message: Markdown.meta({ description: 'The message, in Markdown: **bold**, [links](/route).' }),
    callToAction: z
      .strictObject({ targetUrl: Href, displayText: Text.meta({ description: 'The link text.' }) })
      .optional()
      .meta({ description: 'An optional link shown after the message.' }),
  })
  .meta({ title: 'Alert banner', description: 'A message bar, Standard or Emergency, with an optional call to action.' });

export type AlertBannerBlockData = z.infer<typeof AlertBannerBlock>;
