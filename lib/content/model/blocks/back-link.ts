import { z } from 'zod';
import { Href, Text, Variant } from '@/lib/content/fields';

/** Spec 01 §2.10 Go-back link and go-back-to-referrer button. */
export const BackLinkBlock = z
  .strictObject({
    type: z.literal('backLink'),
    id: z.string().min(1),
    mode: z.enum(['history', 'referrer']).default('history').meta({
      description:
        'history: a link that goes back in the browser history (to the browser start page when there is none); ' +
        'referrer: a button to the page the visitor came from when it is of this site, else to homeUrl.',
    }),
    text: Text.default('Go back').meta({ description: 'The link or button text.' }),
    homeUrl: Href.default('/').meta({
      description: 'Where it leads without scripts, when the referrer is another site, or when the browser is unknown.',
    }),
    variant: Variant.optional(),
  })
  .meta({ title: 'Back link', description: 'A link back to the previous page.' });

export type BackLinkBlockData = z.infer<typeof BackLinkBlock>;
