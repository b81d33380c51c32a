/**
 * The block registry: each block `type` maps to the component that renders it. The mapped type
 * makes the compiler check that every block type has a component taking exactly that block's
 * data, so no cast is needed when rendering.
 *
 * Blocks are server components. An interactive block keeps its client leaf behind a
 * next/dynamic loader (see accordion/AccordionItems.lazy.tsx): the bundler puts every client
 * component a route imports into one chunk that every page of the route loads, while a dynamic
 * import gets a chunk of its own that only pages rendering that block fetch. So a page without
 * interactive blocks ships no block code (measured by npm run bench).
 */
import type { ReactNode } from 'react';
import { Accordion } from './accordion/Accordion';
import { AnchorNav } from './anchor-nav/AnchorNav';
import { ArticlesSet } from './articles-set/ArticlesSet';
import { BackLink } from './back-link/BackLink';
import { FeaturedInsights } from './featured-insights/FeaturedInsights';
import { Calculator } from './calculator/Calculator';
import { Banner } from './banner/Banner';
import { ComparisonTabs } from './comparison-tabs/ComparisonTabs';
import { Headline } from './headline/Headline';
import { Hero } from './hero/Hero';
import { InsightsListing } from './insights-listing/InsightsListing';
import { LeadFormBlock } from './lead-form/LeadFormBlock';
import { PaginatedList } from './paginated-list/PaginatedList';
import { RichText } from './rich-text/RichText';
import { StepList } from './step-list/StepList';
import { TestimonialCarousel } from './testimonial-carousel/TestimonialCarousel';
import { TextLinks } from './text-links/TextLinks';
import { TopicalNav } from './topical-nav/TopicalNav';
import { VideoEmbed } from './video-embed/VideoEmbed';
import { VideoTiles } from './video-tiles/VideoTiles';
import { AlertBanner } from './alert-banner/AlertBanner';
import { AwardsList } from './awards-list/AwardsList';
import { ContentBanner } from './content-banner/ContentBanner';
import { DownloadTiles } from './download-tiles/DownloadTiles';
import { ExecutiveBioBlock, ExecutiveBioSet } from './executive-bio/ExecutiveBio';
import { IconBillboard } from './icon-billboard/IconBillboard';
import { ImageBillboard } from './image-billboard/ImageBillboard';
import { ImageLink } from './image-link/ImageLink';
import { PrivacyConsent } from './privacy-consent/PrivacyConsent';
import { Quotes } from './quotes/Quotes';
import { SetContainer } from './set-container/SetContainer';
import { Table } from './table/Table';
import { TeamContactCard } from './team-contact-card/TeamContactCard';
import { MarineLoanPicker } from './marine-loan-picker/MarineLoanPicker';
import type { BlockOfType, BlockType } from '@/lib/content/model/blocks';
import type { BlockContext } from './types';

type BlockComponent<T extends BlockType> = (props: { block: BlockOfType<T>; context: BlockContext }) => ReactNode;

type Registry = { [T in BlockType]: BlockComponent<T> };

export const registry: Registry = {
  hero: Hero,
  headline: Headline,
  richText: RichText,
  accordion: Accordion,
  backLink: BackLink,
  anchorNav: AnchorNav,
  paginatedList: PaginatedList,
  stepList: StepList,
  topicalNav: TopicalNav,
  textLinks: TextLinks,
  videoEmbed: VideoEmbed,
  leadForm: LeadFormBlock,
  articlesSet: ArticlesSet,
  featuredInsights: FeaturedInsights,
  insightsListing: InsightsListing,
  calculator: Calculator,
  banner: Banner,
  testimonialCarousel: TestimonialCarousel,
  comparisonTabs: ComparisonTabs,
  videoTiles: VideoTiles,
  alertBanner: AlertBanner,
  awardsList: AwardsList,
  quotes: Quotes,
  table: Table,
  contentBanner: ContentBanner,
  setContainer: SetContainer,
  downloadTiles: DownloadTiles,
  executiveBio: ExecutiveBioBlock,
  executiveBioSet: ExecutiveBioSet,
  iconBillboard: IconBillboard,
  imageBillboard: ImageBillboard,
  imageLink: ImageLink,
  privacyConsent: PrivacyConsent,
  teamContactCard: TeamContactCard,
  marineLoanPicker: MarineLoanPicker,
};

export function renderBlock<T extends BlockType>(block: BlockOfType<T> & { type: T }, context: BlockContext): ReactNode {
  const Component: BlockComponent<T> = registry[block.type];
  return <Component block={block} context={context} />;
}
