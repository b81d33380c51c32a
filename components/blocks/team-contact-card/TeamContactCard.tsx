import { ContentImage } from '@/components/ui/ContentImage';
import { BlockSection } from '../BlockSection';
import { ContactList } from '../executive-bio/ContactList';
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
          <ContactList
            contacts={[
              { key: 'phone', label: 'Phone', text: block.phone, href: telHref(block.phone) },
              { key: 'email', label: 'Email', text: block.email, href: mailtoHref(block.email) },
            ]}
            links={context.links}
            classes={styles}
          />
        </div>
      </article>
    </BlockSection>
  );
}
