/**
 * The one heading rule of the blocks. A page has exactly one h1 and never skips a level: the first
 * block that shows a heading of its own owns the h1 (RenderBlocks asks h1OwnerIndex), every other
 * block starts at h2, and whatever a block nests (cards, steps, tabs, accordion items) sits one level
 * under the block's own heading. Every block reads its levels from blockHeadings(), its heading's id
 * from headingIdOf(), and renders the eyebrow, heading and body through BlockHeader.
 */
import type { BlockContext } from './types';

/**
 * What the rule reads of a block: its type and the optional heading fields. Structural, so this
 * module (which every block imports) does not import the union of every block's schema; the test
 * checks at type level that OWN_HEADING names every block type.
 */
export interface HeadingFields {
  type: string;
  headline?: unknown;
  title?: unknown;
  titleText?: unknown;
}

export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
/** A heading nested in a block: never the page's h1. */
export type NestedHeadingLevel = Exclude<HeadingLevel, 'h1'>;

const NESTED_LEVELS: readonly NestedHeadingLevel[] = ['h2', 'h3', 'h4', 'h5', 'h6'];

/** One level down; h6, HTML's last, stays h6. */
export function levelBelow(level: HeadingLevel): NestedHeadingLevel {
  return NESTED_LEVELS[Number(level.slice(1)) - 1] ?? 'h6';
}

/** The top heading level of a block: the one RenderBlocks gave it, else (a block rendered on its own) by position. */
function headingOf(context: Pick<BlockContext, 'heading' | 'index'>): 'h1' | 'h2' {
  return context.heading ?? (context.index === 0 ? 'h1' : 'h2');
}

export interface BlockHeadings {
  /** The level of the block's own heading. */
  heading: HeadingLevel;
  /** The level of the headings the block nests: its cards, steps, tabs or items. */
  child: NestedHeadingLevel;
  /** The level of the headings nested in those (the insights listing's cards under its groups). */
  grandchild: NestedHeadingLevel;
}

/**
 * The levels of a block's headings. Nested headings sit one level under the block's own heading;
 * a block that shows no heading of its own (an optional headline left empty) has its nested
 * headings as the section's headings, h2, which keeps them beside the page's h1 rather than a
 * second one.
 */
export function blockHeadings(block: HeadingFields, context: Pick<BlockContext, 'heading' | 'index'>): BlockHeadings {
  const heading = headingOf(context);
  const child = hasOwnHeading(block) ? levelBelow(heading) : 'h2';
  return { heading, child, grandchild: levelBelow(child) };
}

// The content check derives the page's ids with the same function (lib/content/element-ids.ts).
export { headingIdOf } from '@/lib/content/element-id-names';

/**
 * Whether a block shows a heading of its own, per block type: some never do (an alert, a quote,
 * rich text), some only when their optional headline is given. heading.test.tsx holds it to the
 * block union at type level, so a new block type cannot be forgotten here.
 */
export const OWN_HEADING = {
  hero: () => true,
  headline: () => true,
  richText: () => false,
  accordion: (block) => Boolean(block.headline),
  backLink: () => false,
  anchorNav: () => false,
  paginatedList: (block) => Boolean(block.headline),
  stepList: () => true,
  topicalNav: (block) => Boolean(block.headline),
  textLinks: (block) => Boolean(block.title),
  videoEmbed: (block) => Boolean(block.headline),
  leadForm: () => true,
  articlesSet: (block) => Boolean(block.headline),
  featuredInsights: () => true,
  insightsListing: () => true,
  calculator: (block) => Boolean(block.headline),
  banner: () => true,
  testimonialCarousel: (block) => Boolean(block.headline),
  comparisonTabs: (block) => Boolean(block.headline),
  videoTiles: (block) => Boolean(block.title),
  alertBanner: () => false,
  awardsList: (block) => Boolean(block.headline),
  quotes: () => false,
  table: () => true,
  contentBanner: () => true,
  setContainer: (block) => Boolean(block.headline),
  downloadTiles: (block) => Boolean(block.titleText),
  executiveBio: () => true,
  executiveBioSet: (block) => Boolean(block.title),
  iconBillboard: () => true,
  imageBillboard: () => true,
  imageLink: () => false,
  privacyConsent: () => false,
  teamContactCard: () => true,
  marineLoanPicker: () => true,
} satisfies Record<string, (block: HeadingFields) => boolean>;

export function hasOwnHeading(block: HeadingFields): boolean {
  const shows: ((block: HeadingFields) => boolean) | undefined = (OWN_HEADING as Record<string, (block: HeadingFields) => boolean>)[block.type];
  return shows ? shows(block) : true;
}

/**
 * Which block owns the page's single h1: the first that shows a heading of its own, so an alert
 * banner, a consent notice or a list without a headline above the hero leaves the page its h1
 * (spec 02 §4: a content banner opening the page under such a block is the level-1 heading).
 * Every other block gets h2, so a page never has a second h1. -1 when no block has a heading.
 */
export function h1OwnerIndex(blocks: readonly HeadingFields[]): number {
  return blocks.findIndex((block) => hasOwnHeading(block));
}
