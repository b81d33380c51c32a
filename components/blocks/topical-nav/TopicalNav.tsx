import { ContentStyle, cssString, idSelector } from '@/components/ui/ContentStyle';
import { SmartLink } from '@/components/ui/SmartLink';
import { BlockHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import type { TopicalNavBlockData } from '@/lib/content/model/blocks/topical-nav';
import styles from './TopicalNav.module.scss';

/**
 * The icon is used as a mask painted in the theme's link colour, so one set of icon files suits
 * every brand. Each icon's address is a rule of the block's own stylesheet (a style="" attribute
 * would be refused by the page's Content-Security-Policy).
 */
function iconId(block: TopicalNavBlockData, item: TopicalNavBlockData['items'][number]): string {
  return `${block.id}-${item.id}-icon`;
}

function iconRules(block: TopicalNavBlockData): string {
  return block.items.map((item) => `${idSelector(iconId(block, item))}{--icon:url(${cssString(item.icon.src)})}`).join('\n');
}

/** Spec 01 §2.11 topical navigation cards: each card is one link named by its text. */
export function TopicalNav({ block, context }: { block: TopicalNavBlockData; context: BlockContext }) {
  const headingId = block.headline ? headingIdOf(block) : undefined;
  const { heading } = blockHeadings(block, context);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'secondary'} headingId={headingId}>
      <ContentStyle name={`topical-nav-${block.id}`} css={iconRules(block)} />
      {block.headline ? <BlockHeader as={heading} id={headingId} headline={block.headline} body={block.bodyCopy} links={context.links} intro="center" /> : null}
      <ul className={styles.grid}>
        {block.items.map((item) => (
          <li key={item.id} className={styles.item}>
            <SmartLink href={item.targetUrl} links={context.links} className={styles.card}>
              <span id={iconId(block, item)} className={styles.icon} aria-hidden="true" />
              <span className={styles.text}>{item.displayText}</span>
              <span className={styles.arrow} aria-hidden="true" />
            </SmartLink>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
