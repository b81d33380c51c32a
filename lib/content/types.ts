/**
 * What lib/content hands out: a brand's validated content and its pages. Kept apart from the loader
 * so lib/insights, which the loader runs, can name a page without importing the loader back.
 */
import type { BrandCode } from '@/lib/brands';
import type { TokenTable } from '@/lib/links';
import type { CalculatorFramesData } from './model/calculator-frames';
import type { SharedFooterData } from './model/footer';
import type { LinkGroupsData, PageData, SiteData } from './schema';

export interface PageEntry {
  /** The route with a trailing slash: "/", "/products/select-cds/". */
  route: string;
  /** The catch-all route's params: [] for "/", ["products", "select-cds"]. */
  slug: string[];
  file: string;
  page: PageData;
}

export interface BrandContent {
  code: BrandCode;
  site: SiteData;
  pages: PageEntry[];
  tokens: TokenTable;
  linkGroups: LinkGroupsData['groups'];
  sharedFooter: SharedFooterData;
  calculatorFrames: CalculatorFramesData;
}

/** What the footer needs from a brand's content. */
export type FooterContent = Pick<BrandContent, 'site' | 'linkGroups' | 'sharedFooter'>;
