import { SmartLink } from '@/components/ui/SmartLink';
import type { LinkContext } from '@/lib/links';

interface Contact {
  key: string;
  /** The term: 'Phone', 'Email', … */
  label: string;
  /** The link's text. */
  text: string;
  href: string;
}

/**
 * A person's contacts as a description list of label and link (executive bio, team contact card).
 * The classes are the card's own (`classes={styles}`): the contact-list and contact-row mixins
 * style them, and each card keeps its own spacing around the list.
 */
export function ContactList({ contacts, links, classes }: { contacts: Contact[]; links: LinkContext; classes: { contacts?: string; contact?: string } }) {
  return (
    <dl className={classes.contacts}>
      {contacts.map((contact) => (
        <div key={contact.key} className={classes.contact}>
          <dt>{contact.label}</dt>
          <dd>
            <SmartLink href={contact.href} links={links}>
              {contact.text}
            </SmartLink>
          </dd>
        </div>
      ))}
    </dl>
  );
}
