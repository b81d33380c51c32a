import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { currentContent, siteOrigin } from '@/lib/site';
import '@/styles/globals.scss';

export function generateMetadata(): Metadata {
  const content = currentContent();
  return {
    metadataBase: siteOrigin(content),
    title: { default: content.site.name, template: `%s | ${content.site.name}` },
    openGraph: { siteName: content.site.name, type: 'website', locale: 'en_US' },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  const content = currentContent();
  return (
    <html lang="en" data-theme={content.site.theme} data-brand={content.code}>
      <body>{children}</body>
    </html>
  );
}
