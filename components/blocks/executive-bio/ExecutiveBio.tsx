import { ContentImage } from '@/components/ui/ContentImage';
import { Markdown } from '@/components/ui/Markdown';
import { SmartLink } from '@/components/ui/SmartLink';
import { BlockIntro, introHeadingId } from '../BlockIntro';
import { BlockSection } from '../BlockSection';
import { type BlockContext, headingOf } from '../types';
import { mailtoHref, telHref } from './contacts';
import type { ExecutiveBioBlockData, ExecutiveBioData, ExecutiveBioSetBlockData } from '@/lib/content/model/blocks/executive-bio';
import styles from './ExecutiveBio.module.scss';

/** One executive's card: headshot, name (a heading at the given level), title, biography and contacts. */
export function ExecutiveBioCard({ bio, heading: Heading, headingId, links }: { bio: ExecutiveBioData; heading: 'h1' | 'h2' | 'h3'; headingId?: string; links: BlockContext['links'] }) {
  const contacts = [
    bio.executiveEmailAddress ? { key: 'email', label: 'Email', text: bio.executiveEmailAddress, href: mailtoHref(bio.executiveEmailAddress) } : null,
    bio.executivePhoneNumber ? { key: 'phone', label: 'Phone', text: bio.executivePhoneNumber, href: telHref(bio.executivePhoneNumber) } : null,
    bio.executiveLinkedIn ? { key: 'linkedin', label: 'LinkedIn', text: `${bio.executiveName} on LinkedIn`, href: bio.executiveLinkedIn } : null,
    bio.executiveWebsite ? { key: 'website', label: 'Website', text: `${bio.executiveName}'s website`, href: bio.executiveWebsite } : null,
  ].filter((contact) => contact !== null);
  return (
    <article className={[styles.card, bio.variant ? `variant-${bio.variant} ${styles.painted}` : undefined].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      {bio.executiveHeadshot ? (
        <ContentImage image={bio.executiveHeadshot} width={160} height={160} fit="cover" className={styles.headshot} />
      ) : null}
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
        {contacts.length > 0 ? (
          <dl className={styles.contacts}>
            {contacts.map((contact) => (
              <div key={contact.key} className={styles.contact}>
                <dt>{contact.label}</dt>
                <dd>
                  <SmartLink href={contact.href} links={links}>
                    {contact.text}
                  </SmartLink>
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </article>
  );
}

/** Spec 02 §3 Executive bio on its own: one card in a section named by the executive's name. */
export function ExecutiveBioBlock({ block, context }: { block: ExecutiveBioBlockData; context: BlockContext }) {
  const headingId = `${block.id}-heading`;
  return (
    <BlockSection id={block.id} variant="tertiary" headingId={headingId} width="narrow">
      <ExecutiveBioCard bio={block} heading={headingOf(context)} headingId={headingId} links={context.links} />
    </BlockSection>
  );
}

/** Spec 02 §3 Executive bio set: a title and description, then a grid of bio cards. */
export function ExecutiveBioSet({ block, context }: { block: ExecutiveBioSetBlockData; context: BlockContext }) {
  const intro = { id: block.id, headline: block.title, bodyCopy: block.description };
  const headingId = introHeadingId(intro);
  const CardHeading = headingId && headingOf(context) === 'h2' ? 'h3' : 'h2';
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId} label="Executives">
      <BlockIntro block={intro} context={context} />
      <ul className={styles.grid}>
        {block.executiveBios.map((bio) => (
          <li key={bio.id}>
            <ExecutiveBioCard bio={bio} heading={CardHeading} headingId={`${block.id}-${bio.id}`} links={context.links} />
          </li>
        ))}
      </ul>
      {block.additionalDetails ? (
        <div className={styles.details}>
          <Markdown links={context.links}>{block.additionalDetails}</Markdown>
        </div>
      ) : null}
    </BlockSection>
  );
}
