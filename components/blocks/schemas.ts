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
]);

export type BlockData = z.infer<typeof Block>;
export type BlockType = BlockData['type'];
export type BlockOfType<T extends BlockType> = Extract<BlockData, { type: T }>;
