import { HeadlineWithBody } from '@/components/ui/HeadlineWithBody';
import { SmartLink } from '@/components/ui/SmartLink';
import { BlockSection } from '../BlockSection';
import { type BlockContext, headingFor } from '../types';
import type { TopicalNavBlockData } from './schema';
import styles from './TopicalNav.module.scss';

/** Spec 01 §2.11 topical navigation cards: each card is one link named by its text. */
export function TopicalNav({ block, context }: { block: TopicalNavBlockData; context: BlockContext }) {
  const headingId = block.headline ? `${block.id}-heading` : undefined;
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'secondary'} headingId={headingId}>
      {block.headline && headingId ? (
        <div className={styles.intro}>
          <HeadlineWithBody
            as={headingFor(context.index)}
            id={headingId}
            headline={block.headline}
            bodyCopy={block.bodyCopy}
            links={context.links}
            headlineClassName={styles.headline}
            bodyClassName={styles.body}
          />
        </div>
      ) : null}
      <ul className={styles.grid}>
        {block.items.map((item) => (
          <li key={item.id} className={styles.item}>
            <SmartLink href={item.targetUrl} links={context.links} className={styles.card}>
              <img src={item.icon.src} alt="" width={48} height={48} loading="lazy" className={styles.icon} />
              <span className={styles.text}>{item.displayText}</span>
              <span className={styles.arrow} aria-hidden="true" />
            </SmartLink>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
