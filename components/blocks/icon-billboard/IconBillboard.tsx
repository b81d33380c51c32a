import { CallToActionRow } from '@/components/ui/CallToActionRow';
import { ContentImage } from '@/components/ui/ContentImage';
import { Markdown } from '@/components/ui/Markdown';
import { BlockCopyHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import type { IconBillboardBlockData } from '@/lib/content/model/blocks/icon-billboard';
import { headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import styles from './IconBillboard.module.scss';

/** Spec 02 §3 Icon billboard: a large icon beside the headline, copy, a checklist and buttons. */
export function IconBillboard({ block, context }: { block: IconBillboardBlockData; context: BlockContext }) {
  const headingId = headingIdOf(block);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'secondary'} headingId={headingId} innerClassName={styles.inner}>
      {block.icon ? <ContentImage image={block.icon} width={96} height={96} className={styles.icon} /> : null}
      <div className={styles.copy}>
        <BlockCopyHeader block={block} context={context} classes={styles} />
        {block.bullets && block.bullets.length > 0 ? (
          <ul className={styles.bullets}>
            {block.bullets.map((bullet) => (
              <li key={bullet.id}>
                <Markdown links={context.links}>{bullet.copy}</Markdown>
              </li>
            ))}
          </ul>
        ) : null}
        <CallToActionRow items={block.callToActionRow} links={context.links} />
      </div>
    </BlockSection>
  );
}
