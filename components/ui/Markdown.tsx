import ReactMarkdown, { type Components } from 'react-markdown';
import type { LinkContext } from '@/lib/links';
import { SmartLink } from './SmartLink';

/** Markdown percent-encodes the braces of a {token} link destination; restore them before resolving. */
function restoreTokens(href: string): string {
  return href.replace(/%7B([A-Za-z][A-Za-z0-9]*)%7D/gi, '{$1}');
}

/**
 * Rich text from content. react-markdown's default URL transform keeps relative URLs and only the
 * schemes spec 01 §7 allows (http, https, irc, ircs, mailto, xmpp), and raw HTML is never rendered.
 * Links that survive render through SmartLink like every other content link.
 */
export function Markdown({ children, links }: { children: string; links: LinkContext }) {
  const components: Components = {
    a: ({ href, children: text }) =>
      href ? (
        <SmartLink href={restoreTokens(href)} links={links}>
          {text}
        </SmartLink>
      ) : (
        <span>{text}</span>
      ),
    // An image whose source the URL transform refused is left with src="", which a browser requests
    // as the page itself: its alt text stands in for it, as a refused link's text stands without the link.
    img: ({ node: _node, ...image }) => (image.src ? <img {...image} alt={image.alt ?? ''} /> : image.alt ? <span>{image.alt}</span> : null),
  };
  return <ReactMarkdown components={components}>{children}</ReactMarkdown>;
}
