import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/chrome/PageShell';
import { RenderBlocks } from '@/components/blocks/RenderBlocks';
import { findPage } from '@/lib/content';
import { hasStandaloneTitle } from '@/lib/content/titles';
import { canonicalUrl, currentContent, linkContext } from '@/lib/site';

/** Only the routes that content defines exist; anything else is the brand's 404 page. */
export const dynamicParams = false;

interface RouteProps {
  params: Promise<{ slug?: string[] }>;
}

export function generateStaticParams(): { slug: string[] }[] {
  return currentContent().pages.map((entry) => ({ slug: entry.slug }));
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  const content = currentContent();
  const entry = findPage(content, (await params).slug);
  if (!entry) return {};
  const url = canonicalUrl(content, entry.route);
  const { title, description, noindex } = entry.page;
  return {
    // The home pages' titles are written whole; every other page gets the brand from the layout's template.
    title: hasStandaloneTitle(entry.route, content.site) ? { absolute: title } : title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, siteName: content.site.name, type: 'website', locale: 'en_US' },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}

export default async function ContentPage({ params }: RouteProps) {
  const content = currentContent();
  const entry = findPage(content, (await params).slug);
  if (!entry) notFound();
  return (
    <PageShell content={content} route={entry.route}>
      <RenderBlocks
        blocks={entry.page.blocks}
        route={entry.route}
        links={linkContext(content)}
        crm={content.site.crm}
        calculatorFrames={content.calculatorFrames}
      />
    </PageShell>
  );
}
