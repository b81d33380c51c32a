/**
 * The property of issue 12 end to end: whatever string content holds, the HTML the site renders
 * never has an href with a scheme outside spec 01 §7's lists. Rendered through the real
 * components (SmartLink for link fields, Markdown for rich text), read back with the DOM.
 */
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from '@/components/ui/Markdown';
import { SmartLink } from '@/components/ui/SmartLink';
import { HREF_SCHEMES, UnknownTokenError, UnsafeUrlError } from '@/lib/links';

const links = { tokens: { bankUrl: 'https://www.axosbank.com', onlineBankingUrl: 'https://online.axosbank.com' }, siteOrigin: 'https://www.axosbank.com' };
const PAGE = 'https://www.axosbank.com/personal/';

/** Every href and src in rendered HTML, as a browser on a page of the site resolves it. */
function schemesIn(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return [...doc.querySelectorAll('[href], [src]')].map((element) => {
    const value = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
    if (URL.canParse(value, PAGE)) return new URL(value, PAGE).protocol;
    // A browser loads nothing from a URL it cannot parse ("https://"); its scheme is still what it starts with.
    return /^([a-z][a-z0-9+.-]*:)/i.exec(value.trim())?.[1]?.toLowerCase() ?? 'unparseable';
  });
}

/** Renders, or gives nothing when rendering refuses the URL (which the content check reports first). */
function renderOrRefuse(node: React.ReactElement): string {
  try {
    return renderToStaticMarkup(node);
  } catch (error) {
    if (error instanceof UnsafeUrlError || error instanceof UnknownTokenError) return '';
    throw error;
  }
}

const destination = fc.oneof(
  fc.string(),
  fc.webUrl(),
  fc
    .tuple(
      fc.constantFrom('javascript', 'JAVASCRIPT', 'data', 'vbscript', 'file', 'tel', 'mailto', 'https', 'irc'),
      fc.constantFrom(':', '\t:', ':%0a', '://'),
      fc.string(),
    )
    .map(([scheme, joint, rest]) => `${scheme}${joint}${rest}`),
  fc
    .tuple(fc.constantFrom('{bankUrl}', '{constructor}', '%7BbankUrl%7D', '{{bankUrl}}'), fc.constantFrom('', '/', '@evil.example', '.x'), fc.string())
    .map((parts) => parts.join('')),
);

const allowed = [...HREF_SCHEMES, 'https:'];

describe('property: rendered hrefs keep to the allowed schemes', () => {
  it('SmartLink (every link field)', () => {
    fc.assert(
      fc.property(destination, (href) => {
        const html = renderOrRefuse(
          <SmartLink href={href} links={links}>
            go
          </SmartLink>,
        );
        for (const scheme of schemesIn(html)) expect(allowed).toContain(scheme);
      }),
      { numRuns: 500 },
    );
  }, 30_000);

  it('Markdown: inline links, autolinks, reference definitions and images', () => {
    fc.assert(
      fc.property(destination, fc.constantFrom('inline', 'angle', 'reference', 'autolink', 'image'), (href, form) => {
        const text = {
          inline: `[go](${href})`,
          angle: `[go](<${href}>)`,
          reference: `[go][r]\n\n[r]: ${href}`,
          autolink: `<${href}>`,
          image: `![x](${href})`,
        }[form];
        const html = renderOrRefuse(<Markdown links={links}>{text}</Markdown>);
        for (const scheme of schemesIn(html)) expect(allowed).toContain(scheme);
      }),
      { numRuns: 400 },
    );
  }, 30_000);
});
