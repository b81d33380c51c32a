import { z } from 'zod';
import { Markdown, Text, Variant } from '@/lib/content/fields';

/** Spec 02 §9: a carousel auto-advances every 5000 ms unless content says otherwise. */
const DEFAULT_CAROUSEL_TIME = 5000;

const Testimonial = z.strictObject({
  id: z.string().min(1),
  content: Markdown.meta({ description: 'What the customer said (the quote itself, without quotation marks).' }),
  author: Text.meta({ description: 'Who said it.' }),
  location: Text.optional().meta({ description: 'Where the author is, e.g. "Austin, TX".' }),
  title: Text.optional().meta({ description: 'A short heading over the quote, e.g. "Opened my account in minutes".' }),
  description: Text.optional().meta({ description: 'Who the author is, e.g. "Small business owner since 2019".' }),
});

/** Spec 02 §3 Carousel (testimonials) and §4 its states. */
export const TestimonialCarouselBlock = z
  .strictObject({
    type: z.literal('testimonialCarousel'),
    id: z.string().min(1),
    headline: Text.optional(),
    bodyCopy: Markdown.optional(),
    time: z
      .number()
      .int()
      .min(2000)
      .max(60000)
      .default(DEFAULT_CAROUSEL_TIME)
      .meta({ description: 'Milliseconds each testimonial shows before the next (2000 to 60000; 5000 by default).' }),
    auto: z.boolean().default(true).meta({ description: 'Advance on its own (visitors can always pause it).' }),
    items: z.array(Testimonial).min(1).meta({ description: 'The testimonials, one slide each.' }),
    variant: Variant.optional(),
  })
  .meta({
    title: 'Testimonial carousel',
    description: 'Customer testimonials, one at a time, advancing on their own with a pause control and dots to pick one.',
  });

export type TestimonialCarouselBlockData = z.infer<typeof TestimonialCarouselBlock>;
