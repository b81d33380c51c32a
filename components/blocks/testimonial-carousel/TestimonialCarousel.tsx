import { Markdown } from '@/components/ui/Markdown';
import { BlockHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import { LazyCarouselSlides } from './CarouselSlides.lazy';
import type { TestimonialCarouselBlockData } from '@/lib/content/model/blocks/testimonial-carousel';
import styles from './TestimonialCarousel.module.scss';

/** Spec 02 §3 Carousel: customer testimonials, rendered here and rotated by the client leaf. */
export function TestimonialCarousel({ block, context }: { block: TestimonialCarouselBlockData; context: BlockContext }) {
  const headingId = block.headline ? headingIdOf(block) : undefined;
  const label = block.headline ?? 'Customer testimonials';
  const { heading, child: Title } = blockHeadings(block, context);
  const slides = block.items.map((item) => ({
    id: item.id,
    content: (
      <figure className={styles.testimonial}>
        {item.title ? <Title className={styles.title}>{item.title}</Title> : null}
        <blockquote className={styles.quote}>
          <Markdown links={context.links}>{item.content}</Markdown>
        </blockquote>
        <figcaption className={styles.caption}>
          <span className={styles.author}>{item.author}</span>
          {item.location ? <span>{item.location}</span> : null}
          {item.description ? <span>{item.description}</span> : null}
        </figcaption>
      </figure>
    ),
  }));
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId} label={label} width="narrow">
      {block.headline ? <BlockHeader as={heading} id={headingId} headline={block.headline} body={block.bodyCopy} links={context.links} intro="center" /> : null}
      <LazyCarouselSlides label={label} slides={slides} time={block.time} auto={block.auto} />
    </BlockSection>
  );
}
