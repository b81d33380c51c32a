import { SmartLink } from '@/components/ui/SmartLink';
import { BlockSection } from '../BlockSection';
import type { TextLinksBlockData } from '@/lib/content/model/blocks/text-links';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import styles from './TextLinks.module.scss';

/** Spec 01 §2.11 list of text links. */
export function TextLinks({ block, context }: { block: TextLinksBlockData; context: BlockContext }) {
  const { heading: Heading } = blockHeadings(block, context);
  const headingId = block.title ? headingIdOf(block) : undefined;
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId}>
      {block.title ? (
        <Heading id={headingId} className={styles.title}>
          {block.title}
        </Heading>
      ) : null}
      <ul className={styles.links}>
        {block.items.map((item) => (
          <li key={item.id} className={styles.item}>
            <SmartLink href={item.targetURL} links={context.links} className={styles.link}>
              {item.displayText}
            </SmartLink>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
