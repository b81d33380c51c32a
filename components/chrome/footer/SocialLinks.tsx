import type { ReactElement } from 'react';
import type { LinkContext } from '@/lib/links';
import { SmartLink } from '@/components/ui/SmartLink';
import type { SocialNetwork, SocialSetData } from '@/lib/content/model/footer';
import styles from './Footer.module.scss';

/** The name each network goes by, as read in "Axos Bank on Facebook". */
const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
};

/**
 * Simple 24x24 glyphs of our own in currentColor, so they take the footer's text colour in every
 * theme. Inline rather than files: no request per icon, and no alt text to keep in sync (the link
 * carries the name; the glyph is hidden from assistive technology).
 */
const GLYPHS: Record<SocialNetwork, ReactElement> = {
  facebook: (
    <path d="M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2h-4.5v-7h2.4l.4-3h-2.8v-1.8c0-.9.3-1.5 1.5-1.5h1.4V5.9a18 18 0 0 0-2.1-.1c-2.1 0-3.6 1.3-3.6 3.6V12H10.3v3h2.4v7H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" />
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.3" />
    </>
  ),
  x: (
    <>
      <path d="M3 3h5.2l12.8 18h-5.2z" />
      <path d="M20.3 3l-6.9 7.9M10.6 13.1L3.7 21" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </>
  ),
  youtube: <path fillRule="evenodd" d="M5.5 5h13a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4h-13a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zM10 8.8v6.4l5.5-3.2z" />,
  linkedin: (
    <path
      fillRule="evenodd"
      d="M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM5.6 9.6v8.9h2.9V9.6zM7 5a1.7 1.7 0 1 0 0 3.4A1.7 1.7 0 0 0 7 5zm3.6 4.6v8.9h2.9v-4.7c0-1.3.6-2.1 1.6-2.1s1.4.7 1.4 2.1v4.7h2.9v-5.3c0-2.6-1.4-3.8-3.3-3.8-1.3 0-2.2.6-2.6 1.3V9.6z"
    />
  ),
  pinterest: (
    <path
      fillRule="evenodd"
      d="M12 1.5a10.5 10.5 0 1 0 0 21 10.5 10.5 0 0 0 0-21zM10.2 6.2h3.1c2.5 0 4.1 1.5 4.1 3.7 0 2.4-1.7 4-4.2 4h-1.3l-1.2 5.6H8.3zm2 2.2-.8 3.4h1.7c1.1 0 2-.8 2-1.9 0-.9-.7-1.5-1.7-1.5z"
    />
  ),
};

/** The brand's social profiles as icon links named "<owner> on <network>" (spec 01 §2.9). */
export function SocialLinks({ set, links }: { set: SocialSetData; links: LinkContext }) {
  return (
    <ul className={styles.social} aria-label={`${set.owner} on social media`}>
      {set.profiles.map((profile) => (
        <li key={profile.network}>
          <SmartLink href={profile.url} links={links} ariaLabel={`${set.owner} on ${NETWORK_NAMES[profile.network]}`} className={styles.socialLink}>
            <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
              {GLYPHS[profile.network]}
            </svg>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
