import { ContentImage } from '@/components/ui/ContentImage';
import { SmartLink } from '@/components/ui/SmartLink';
import { BlockSection } from '../BlockSection';
import { mailtoHref, telHref } from '../executive-bio/contacts';
import { TEAM_CARD_IMAGE, TEAM_CARD_PLACEHOLDER, type TeamContactCardBlockData } from '@/lib/content/model/blocks/team-contact-card';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import styles from './TeamContactCard.module.scss';

/**
 * Spec 03 §2 Team contact card: the person's image (a placeholder when the content has none), name
 * (the section's heading), title, and phone and email as tel: and mailto: links.
 */
export function TeamContactCard({ block, context }: { block: TeamContactCardBlockData; context: BlockContext }) {
  const { heading: Heading } = blockHeadings(block, context);
  const headingId = headingIdOf(block);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId}>
      <article className={styles.card} aria-labelledby={headingId}>
        <ContentImage image={block.image ?? TEAM_CARD_PLACEHOLDER} {...TEAM_CARD_IMAGE} className={styles.image} />
        <div className={styles.text}>
          <Heading id={headingId} className={styles.name}>
            {block.name}
          </Heading>
          <p className={styles.title}>{block.title}</p>
          <dl className={styles.contacts}>
            <div className={styles.contact}>
              <dt>Phone</dt>
              <dd>
                <SmartLink href={telHref(block.phone)} links={context.links}>
                  {block.phone}
                </SmartLink>
              </dd>
            </div>
            <div className={styles.contact}>
              <dt>Email</dt>
              <dd>
                <SmartLink href={mailtoHref(block.email)} links={context.links}>
                  {block.email}
                </SmartLink>
              </dd>
            </div>
          </dl>
        </div>
      </article>
    </BlockSection>
  );
}
