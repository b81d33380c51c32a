import { z } from 'zod';
import { Href, Markdown, Text, Variant } from '@/lib/content/fields';

const PaginatedListItem = z.strictObject({
  id: z.string().min(1),
  title: Text.meta({ description: 'The link text of the card.' }),
  targetUrl: Href,
  eyebrow: z.string().min(1).optional().meta({ description: 'A short line above the title: a date, a category.' }),
  description: z.string().min(1).optional().meta({ description: 'One or two sentences under the title.' }),
});

/** Spec 01 §2.11 pagination: a list of link cards shown a page at a time, the page chosen by ?page=. */
export const PaginatedListBlock = z
  .strictObject({
    type: z.literal('paginatedList'),
    id: z.string().min(1),
    headline: Text.optional(),
    bodyCopy: Markdown.optional(),
    pageSize: z.number().int().min(1).max(50).default(6).meta({ description: 'Cards per page.' }),
    items: z.array(PaginatedListItem).min(1).meta({ description: 'The link cards, in order; pageSize of them show per page.' }),
    variant: Variant.optional(),
  })
  .meta({
    title: 'Paginated list',
    description: 'Link cards shown pageSize at a time, with numbered page links; the page comes from ?page= (default 1).',
  });

export type PaginatedListBlockData = z.infer<typeof PaginatedListBlock>;
