import { z } from 'zod';
import { Href, Image, Markdown, Text, Variant } from '@/lib/content/fields';

/** Spec 02 §3 Article: id, image.src, itemType, title, description, targetUrl, variant. */
const ArticleItem = z.strictObject({
  id: z.string().min(1),
  image: Image.meta({ description: 'Shown at 16:9 above the title.' }),
  itemType: Text.optional().meta({ description: 'The kind of item, shown above the title, e.g. "Article", "Guide", "Video".' }),
  title: Text.meta({ description: 'The link text of the card.' }),
  description: Text.optional().meta({ description: 'A sentence under the card title.' }),
  targetUrl: Href,
  variant: Variant.optional().meta({ description: 'Colour variant of the card.' }),
});

/** Spec 02 §2 Articles set: article cards and a 'View All' link to the resource's insights. */
export const ArticlesSetBlock = z
  .strictObject({
    type: z.literal('articlesSet'),
    id: z.string().min(1),
    headline: Text.optional(),
    bodyCopy: Markdown.optional(),
    resource: Text.meta({
      description:
        "Whose insights 'View All' opens: personal, business, commercial or invest go to /<resource>/insights; anything else to /personal/insights.",
    }),
    articles: z.array(ArticleItem).min(1).meta({ description: 'The article cards, in order.' }),
    variant: Variant.optional(),
  })
  .meta({ title: 'Articles set', description: "Article cards with a 'View All' link to an insights section." });

export type ArticlesSetBlockData = z.infer<typeof ArticlesSetBlock>;
