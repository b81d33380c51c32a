/**
 * Every block type a page may use, as one discriminated union on `type`. Adding a block means
 * adding its schema here and its component to the registry (components/blocks/registry.tsx);
 * the compiler then refuses a registry that misses it.
 */
import { z } from 'zod';
import { AccordionBlock } from './accordion';
import { AnchorNavBlock } from './anchor-nav';
import { ArticlesSetBlock } from './articles-set';
import { BackLinkBlock } from './back-link';
import { FeaturedInsightsBlock } from './featured-insights';
import { CalculatorBlock } from './calculator';
import { BannerBlock } from './banner';
import { ComparisonTabsBlock } from './comparison-tabs';
import { HeadlineBlock } from './headline';
import { HeroBlock } from './hero';
import { InsightsListingBlock } from './insights-listing';
import { LeadFormBlock } from './lead-form';
import { PaginatedListBlock } from './paginated-list';
import { RichTextBlock } from './rich-text';
import { StepListBlock } from './step-list';
import { TestimonialCarouselBlock } from './testimonial-carousel';
import { TextLinksBlock } from './text-links';
import { TopicalNavBlock } from './topical-nav';
import { VideoEmbedBlock } from './video-embed';
import { VideoTilesBlock } from './video-tiles';

import { AlertBannerBlock } from './alert-banner';
import { AwardsListBlock } from './awards-list';
import { ContentBannerBlock } from './content-banner';
import { DownloadTilesBlock } from './download-tiles';
import { ExecutiveBioBlock, ExecutiveBioSetBlock } from './executive-bio';
import { IconBillboardBlock } from './icon-billboard';
import { ImageBillboardBlock } from './image-billboard';
import { ImageLinkBlock } from './image-link';
import { PrivacyConsentBlock } from './privacy-consent';
import { QuotesBlock } from './quotes';
import { SetContainerBlock } from './set-container';
import { TableBlock } from './table';
import { TeamContactCardBlock } from './team-contact-card';
import { MarineLoanPickerBlock } from './marine-loan-picker';

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
