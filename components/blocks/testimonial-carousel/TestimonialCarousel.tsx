import { Markdown } from '@/components/ui/Markdown';
import { BlockIntro, introHeadingId } from '../BlockIntro';
import { BlockSection } from '../BlockSection';
import type { BlockContext } from '../types';
import { LazyCarouselSlides } from './CarouselSlides.lazy';
import type { TestimonialCarouselBlockData } from '@/lib/content/model/blocks/testimonial-carousel';
import styles from './TestimonialCarousel.module.scss';

/** Spec 02 §3 Carousel: customer testimonials, rendered here and rotated by the client leaf. */
export function TestimonialCarousel({ block, context }: { block: TestimonialCarouselBlockData; context: BlockContext }) {
  const headingId = introHeadingId(block);
  const label = block.headline ?? 'Customer testimonials';
  // Under the block's h1/h2 a testimonial title is one level down; with no block heading it is an h2.
  const Title = headingId ? 'h3' : 'h2';
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
      <BlockIntro block={block} context={context} />
      <LazyCarouselSlides label={label} slides={slides} time={block.time} auto={block.auto} />
    </BlockSection>
  );
}
