import { SmartLink } from '@/components/ui/SmartLink';
import { type LinkContext, resolveTokens } from '@/lib/links';
import { qrDrawing } from './qr';
import type { SharedFooterData } from '@/lib/content/model/footer';
import styles from './Footer.module.scss';

/** The tagline of the site-map footer's app promo (spec 01 §2.9). */
const APP_TAGLINE = 'All your finances. In one place.';

/** The QR code (encoding the app page's absolute URL), the tagline and the two store badges. */
export function AppPromo({ app, links }: { app: SharedFooterData['app']; links: LinkContext }) {
  // The QR code must carry an absolute URL: a phone scanning it is not on this site.
  const target = resolveTokens(app.url, links.tokens);
  const qr = qrDrawing(target);
  return (
    <div className={styles.app}>
      {/* Inline SVG rather than a data: image, so the page's Content-Security-Policy needs no data: in img-src. */}
      <svg
        role="img"
        aria-label={`QR code to get the ${app.name} app`}
        viewBox={`0 0 ${qr.side} ${qr.side}`}
        width={112}
        height={112}
        shapeRendering="crispEdges"
        className={styles.qr}
      >
        <rect width={qr.side} height={qr.side} fill="#fff" />
        <path fill="#000" d={qr.path} />
      </svg>
      <div className={styles.appText}>
        <p className={styles.tagline}>{APP_TAGLINE}</p>
        <ul className={styles.badges}>
          <li>
            <SmartLink href={app.appStore.url} links={links} className={styles.badgeLink}>
              <img src="/footer/app-store-badge.svg" alt="Download on the App Store" width={135} height={40} loading="lazy" />
            </SmartLink>
          </li>
          <li>
            <SmartLink href={app.googlePlay.url} links={links} className={styles.badgeLink}>
              <img src="/footer/google-play-badge.svg" alt="Get it on Google Play" width={135} height={40} loading="lazy" />
            </SmartLink>
          </li>
        </ul>
      </div>
    </div>
  );
}
