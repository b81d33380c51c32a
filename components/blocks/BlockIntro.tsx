import { HeadlineWithBody } from '@/components/ui/HeadlineWithBody';
import { type BlockContext, headingOf } from './types';
import styles from './BlockIntro.module.scss';

interface IntroBlock {
  id: string;
  headline?: string;
  bodyCopy?: string;
}

/** The id of a block's optional intro heading, which names its section; undefined without a headline. */
export function introHeadingId(block: IntroBlock): string | undefined {
  return block.headline ? `${block.id}-heading` : undefined;
}

/**
 * The optional headline and body copy that open a list-like block (cards, videos, paged lists), so
 * every such block introduces itself with the same heading level rule and the same look.
 */
export function BlockIntro({ block, context, align = 'center' }: { block: IntroBlock; context: BlockContext; align?: 'center' | 'start' }) {
  const headingId = introHeadingId(block);
  if (!block.headline || !headingId) return null;
  return (
    <div className={align === 'center' ? `${styles.intro} ${styles.centred}` : styles.intro}>
      <HeadlineWithBody
        as={headingOf(context)}
        id={headingId}
        headline={block.headline}
        bodyCopy={block.bodyCopy}
        links={context.links}
        headlineClassName={styles.headline}
        bodyClassName={styles.body}
      />
    </div>
  );
}
