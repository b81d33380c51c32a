/**
 * Every block type a page may use, as one discriminated union on `type`. Adding a block means
 * adding its schema here and its component to the registry (components/blocks/registry.tsx);
 * the compiler then refuses a registry that misses it.
 */
import { z } from 'zod';
import { AccordionBlock } from './accordion/schema';
import { AnchorNavBlock } from './anchor-nav/schema';
import { ArticlesSetBlock } from './articles-set/schema';
import { BackLinkBlock } from './back-link/schema';
import { FeaturedInsightsBlock } from './featured-insights/schema';
import { CalculatorBlock } from './calculator/schema';
import { BannerBlock } from './banner/schema';
import { ComparisonTabsBlock } from './comparison-tabs/schema';
import { HeadlineBlock } from './headline/schema';
import { HeroBlock } from './hero/schema';
import { InsightsListingBlock } from './insights-listing/schema';
import { LeadFormBlock } from './lead-form/schema';
import { PaginatedListBlock } from './paginated-list/schema';
import { RichTextBlock } from './rich-text/schema';
import { StepListBlock } from './step-list/schema';
import { TestimonialCarouselBlock } from './testimonial-carousel/schema';
import { TextLinksBlock } from './text-links/schema';
import { TopicalNavBlock } from './topical-nav/schema';
import { VideoEmbedBlock } from './video-embed/schema';
import { VideoTilesBlock } from './video-tiles/schema';

import { AlertBannerBlock } from './alert-banner/schema';
import { AwardsListBlock } from './awards-list/schema';
import { ContentBannerBlock } from './content-banner/schema';
import { DownloadTilesBlock } from './download-tiles/schema';
import { ExecutiveBioBlock, ExecutiveBioSetBlock } from './executive-bio/schema';
import { IconBillboardBlock } from './icon-billboard/schema';
import { ImageBillboardBlock } from './image-billboard/schema';
import { ImageLinkBlock } from './image-link/schema';
import { PrivacyConsentBlock } from './privacy-consent/schema';
import { QuotesBlock } from './quotes/schema';
import { SetContainerBlock } from './set-container/schema';
import { TableBlock } from './table/schema';
import { TeamContactCardBlock } from './team-contact-card/schema';
import { MarineLoanPickerBlock } from './marine-loan-picker/schema';

export const Block = z.discriminatedUnion('type', [
  HeroBlock,
  HeadlineBlock,
  RichTextBlock,
  AccordionBlock,
  BackLinkBlock,
  AnchorNavBlock,
  PaginatedListBlock,
  StepListBlock,
  TopicalNavBlock,
  TextLinksBlock,
  VideoEmbedBlock,
  LeadFormBlock,
  ArticlesSetBlock,
  FeaturedInsightsBlock,
  InsightsListingBlock,
  CalculatorBlock,
  BannerBlock,
  TestimonialCarouselBlock,
  ComparisonTabsBlock,
  VideoTilesBlock,
  AlertBannerBlock,
  AwardsListBlock,
  QuotesBlock,
  TableBlock,
  ContentBannerBlock,
  SetContainerBlock,
  DownloadTilesBlock,
  ExecutiveBioBlock,
  ExecutiveBioSetBlock,
  IconBillboardBlock,
  ImageBillboardBlock,
  ImageLinkBlock,
  PrivacyConsentBlock,
  TeamContactCardBlock,
  MarineLoanPickerBlock,
]);

export type BlockData = z.infer<typeof Block>;
export type BlockType = BlockData['type'];
export type BlockOfType<T extends BlockType> = Extract<BlockData, { type: T }>;
