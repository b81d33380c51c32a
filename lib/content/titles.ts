/**
 * Page titles. The layout's title template adds the brand to every page title ("Checking Accounts"
 * becomes "Checking Accounts | Axos Bank"), except on the brand's home pages, whose title is used
 * as written. A page title that names the brand itself would show it twice, so the content check
 * refuses it here, with the title to write instead.
 */
import { internalRoute } from '@/lib/links';
import type { SiteData } from './schema';

/** The brand's home page: where its logo leads ("/", or "/invest/" for AXI). */
export function homeRoute(site: { logo: Pick<SiteData['logo'], 'homeUrl'> }): string {
  return internalRoute(site.logo.homeUrl) ?? '/';
}

/** Whether a page's title is its whole document title (the root and the brand's home page), not passed through the template. */
export function hasStandaloneTitle(route: string, site: { logo: Pick<SiteData['logo'], 'homeUrl'> }): boolean {
  return route === '/' || route === homeRoute(site);
}

/** The document title of a page that goes through the template. */
function templatedTitle(title: string, brandName: string): string {
  return `${title} | ${brandName}`;
}

const SEPARATORS = /^[\s|:,·•–—-]+|[\s|:,·•–—-]+$/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The brand name as whole words, in any case and spacing. */
function brandPattern(brandName: string): RegExp {
  const words = brandName.trim().split(/\s+/).map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join('\\s+')}(?![\\p{L}\\p{N}])`, 'iu');
}

/**
 * Why a templated page's title is wrong, or null: it names the brand, which the template adds
 * ("Checking Accounts | Axos Bank" would become "Checking Accounts | Axos Bank | Axos Bank").
 */
export function titleBrandProblem(title: string, brandName: string): string | null {
  if (brandName.trim() === '') return null;
  const pattern = brandPattern(brandName);
  if (!pattern.test(title)) return null;
  const without = title.replace(new RegExp(pattern.source, 'giu'), ' ').replace(/\s+/g, ' ').replace(SEPARATORS, '');
  const shown = `the page would be titled "${templatedTitle(title.trim(), brandName)}"`;
  const fix = without === '' ? 'write what the page is about' : `write "${without}"`;
  return `Names the brand "${brandName}", which the title template already adds (${shown}): ${fix}`;
}
