import type { CSSProperties } from 'react';
import { SmartLink } from '@/components/ui/SmartLink';
import { BlockIntro, introHeadingId } from '../BlockIntro';
import { BlockSection } from '../BlockSection';
import type { BlockContext } from '../types';
import type { TopicalNavBlockData } from './schema';
import styles from './TopicalNav.module.scss';

/**
 * The icon is used as a mask painted in the theme's link colour, so one set of icon files suits
 * every brand. The schema limits src to a plain path, so it is safe inside url("...").
 */
function iconStyle(src: string): CSSProperties {
  return { '--icon': `url("${src}")` } as CSSProperties;
}

/** Spec 01 §2.11 topical navigation cards: each card is one link named by its text. */
export function TopicalNav({ block, context }: { block: TopicalNavBlockData; context: BlockContext }) {
  const headingId = introHeadingId(block);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'secondary'} headingId={headingId}>
      <BlockIntro block={block} context={context} />
      <ul className={styles.grid}>
        {block.items.map((item) => (
          <li key={item.id} className={styles.item}>
            <SmartLink href={item.targetUrl} links={context.links} className={styles.card}>
              <span className={styles.icon} style={iconStyle(item.icon.src)} aria-hidden="true" />
              <span className={styles.text}>{item.displayText}</span>
              <span className={styles.arrow} aria-hidden="true" />
            </SmartLink>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
