import { clsx } from 'clsx';
import { ContentImage } from '@/components/ui/ContentImage';
import { Markdown } from '@/components/ui/Markdown';
import { AdditionalDetails } from '../AdditionalDetails';
import { BlockHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import { blockHeadings, type HeadingLevel, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import { ContactList } from './ContactList';
import { mailtoHref, telHref } from './contacts';
import type { ExecutiveBioBlockData, ExecutiveBioData, ExecutiveBioSetBlockData } from '@/lib/content/model/blocks/executive-bio';
import styles from './ExecutiveBio.module.scss';
import { bioCardHeadingIdOf } from '@/lib/content/element-id-names';

/** One executive's card: headshot, name (a heading at the given level), title, biography and contacts. */
function ExecutiveBioCard({
  bio,
  heading: Heading,
  headingId,
  links,
}: {
  bio: ExecutiveBioData;
  heading: HeadingLevel;
  headingId?: string;
  links: BlockContext['links'];
}) {
  const contacts = [
    bio.executiveEmailAddress ? { key: 'email', label: 'Email', text: bio.executiveEmailAddress, href: mailtoHref(bio.executiveEmailAddress) } : null,
    bio.executivePhoneNumber ? { key: 'phone', label: 'Phone', text: bio.executivePhoneNumber, href: telHref(bio.executivePhoneNumber) } : null,
    bio.executiveLinkedIn ? { key: 'linkedin', label: 'LinkedIn', text: `${bio.executiveName} on LinkedIn`, href: bio.executiveLinkedIn } : null,
    bio.executiveWebsite ? { key: 'website', label: 'Website', text: `${bio.executiveName}'s website`, href: bio.executiveWebsite } : null,
  ].filter((contact) => contact !== null);
  return (
    <article className={clsx(styles.card, bio.variant && `variant-${bio.variant} ${styles.painted}`)} aria-labelledby={headingId}>
      {bio.executiveHeadshot ? <ContentImage image={bio.executiveHeadshot} width={160} height={160} fit="cover" className={styles.headshot} /> : null}
      <div className={styles.text}>
        <Heading id={headingId} className={styles.name}>
          {bio.executiveName}
        </Heading>
        <p className={styles.title}>{bio.executiveTitle}</p>
        {bio.executiveBodyCopy ? (
          <div className={styles.body}>
            <Markdown links={links}>{bio.executiveBodyCopy}</Markdown>
          </div>
        ) : null}
        {contacts.length > 0 ? <ContactList contacts={contacts} links={links} classes={styles} /> : null}
      </div>
    </article>
  );
}

/** Spec 02 §3 Executive bio on its own: one card in a section named by the executive's name. */
export function ExecutiveBioBlock({ block, context }: { block: ExecutiveBioBlockData; context: BlockContext }) {
  const headingId = headingIdOf(block);
  return (
    <BlockSection id={block.id} variant="tertiary" headingId={headingId} width="narrow">
      <ExecutiveBioCard bio={block} heading={blockHeadings(block, context).heading} headingId={headingId} links={context.links} />
    </BlockSection>
  );
}

/** Spec 02 §3 Executive bio set: a title and description, then a grid of bio cards. */
export function ExecutiveBioSet({ block, context }: { block: ExecutiveBioSetBlockData; context: BlockContext }) {
  const headingId = block.title ? headingIdOf(block) : undefined;
  const { heading, child: CardHeading } = blockHeadings(block, context);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId} label="Executives">
      {block.title ? <BlockHeader as={heading} id={headingId} headline={block.title} body={block.description} links={context.links} intro="center" /> : null}
      <ul className={styles.grid}>
        {block.executiveBios.map((bio) => (
          <li key={bio.id}>
            <ExecutiveBioCard bio={bio} heading={CardHeading} headingId={bioCardHeadingIdOf(block, bio)} links={context.links} />
          </li>
        ))}
      </ul>
      <AdditionalDetails markdown={block.additionalDetails} links={context.links} className={styles.details} />
    </BlockSection>
  );
}
