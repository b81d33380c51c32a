import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { APPLE_TOUCH_SIZE, FAVICON_SIZE, ICON_PATHS, iconColours } from '@/lib/icons';
import { currentContent, siteOrigin } from '@/lib/site';
import '@/styles/globals.scss';

export function generateMetadata(): Metadata {
  const content = currentContent();
  return {
    metadataBase: siteOrigin(content),
    title: { default: content.site.name, template: `%s | ${content.site.name}` },
    openGraph: { siteName: content.site.name, type: 'website', locale: 'en_US' },
    // Root-relative: each brand's export is served at its domain's root (app/favicon.ico and the others write the files).
    icons: {
      icon: [
        { url: ICON_PATHS.ico, sizes: `${FAVICON_SIZE}x${FAVICON_SIZE}` },
        { url: ICON_PATHS.svg, type: 'image/svg+xml' },
      ],
      apple: [{ url: ICON_PATHS.appleTouch, sizes: `${APPLE_TOUCH_SIZE}x${APPLE_TOUCH_SIZE}` }],
    },
    manifest: ICON_PATHS.manifest,
  };
}

export function generateViewport(): Viewport {
  return { width: 'device-width', initialScale: 1, themeColor: iconColours(currentContent().site).background };
}

export default function RootLayout({ children }: { children: ReactNode }) {
  const content = currentContent();
  return (
    <html lang="en" data-theme={content.site.theme} data-brand={content.code}>
      <body>{children}</body>
    </html>
  );
}
