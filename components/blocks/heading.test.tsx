import { type ComponentType, lazy } from 'react';
import { prerender } from 'react-dom/static';
import fs from 'node:fs';
import { type BrandContent, getBrandContent } from '@/lib/content';
import { linkContext } from '@/lib/site';
import { Block, type BlockData, type BlockOfType, type BlockType } from '@/lib/content/model/blocks';
import { blockHeadings, h1OwnerIndex, hasOwnHeading, headingIdOf, levelBelow, OWN_HEADING } from './heading';
import { registry } from './registry';
import { RenderBlocks } from './RenderBlocks';
import { EXAMPLES } from './static-blocks.examples';
import { articleFiles, axbFiles } from '@/tests/fixtures/brand';
import { fixtureJson, writeContentTree } from '@/tests/fixtures/site';

/**
 * The export renders every client leaf on the server too (the app router's next/dynamic is
 * React.lazy, server-rendered), so the headings a leaf draws (accordion items, picker steps) are in
 * the page's HTML. Outside Next, next/dynamic is the pages router's loader, which renders nothing
 * until the browser loads the chunk; this gives the leaves the app router's behaviour, and
 * prerender() below waits for them as the export does.
 */
vi.mock('next/dynamic', () => ({
  default: (loader: () => Promise<ComponentType<object> | { default: ComponentType<object> }>) =>
    lazy(async () => {
      const loaded = await loader();
      return { default: typeof loaded === 'function' ? loaded : loaded.default };
    }),
}));

const parse = (block: unknown): BlockData => Block.parse(block);

// heading.ts keeps OWN_HEADING structural so blocks need not import the block union; here it is held
// to the union at type level: a block type missing from it, or a key that is not a block type, fails
// `npm run typecheck`.
const ownHeadingOfEveryType: { [T in BlockType]: (block: BlockOfType<T>) => boolean } & Record<Exclude<keyof typeof OWN_HEADING, BlockType>, never> =
  OWN_HEADING;
void ownHeadingOfEveryType;

describe('heading levels', () => {
  it('nests one level under a block that shows its own heading, and at h2 under one that does not', () => {
    const awards = parse(EXAMPLES.awardsList);
    const awardsWithout = parse({ ...EXAMPLES.awardsList, headline: undefined });
    expect(blockHeadings(awards, { index: 0, heading: 'h1' })).toEqual({ heading: 'h1', child: 'h2', grandchild: 'h3' });
    expect(blockHeadings(awards, { index: 3, heading: 'h2' })).toEqual({ heading: 'h2', child: 'h3', grandchild: 'h4' });
    expect(blockHeadings(awardsWithout, { index: 3, heading: 'h2' })).toEqual({ heading: 'h2', child: 'h2', grandchild: 'h3' });
    // A block rendered on its own takes the h1 at the top of a page.
    expect(blockHeadings(awards, { index: 0 }).heading).toBe('h1');
    expect(blockHeadings(awards, { index: 1 }).heading).toBe('h2');
  });

  it('stops at h6, the last level HTML has', () => {
    expect((['h1', 'h2', 'h5', 'h6'] as const).map((level) => levelBelow(level))).toEqual(['h2', 'h3', 'h6', 'h6']);
  });

  it('names a section by its heading id', () => {
    expect(headingIdOf({ id: 'savings-rates' })).toBe('savings-rates-heading');
  });

  it('gives the h1 to the first block that shows a heading of its own', () => {
    const hero = parse({ type: 'hero', id: 'hero', headline: 'Banking that works as hard as you do' });
    const awardsWithout = parse({ ...EXAMPLES.awardsList, headline: undefined });
    expect(h1OwnerIndex([hero, parse(EXAMPLES.contentBanner)])).toBe(0);
    expect(h1OwnerIndex([parse(EXAMPLES.alertBanner), parse(EXAMPLES.contentBanner)])).toBe(1);
    expect(h1OwnerIndex([parse(EXAMPLES.privacyConsent), parse(EXAMPLES.alertBanner), hero])).toBe(2);
    // An optional headline left empty: the awards' names are h2s, the hero below is the h1.
    expect(h1OwnerIndex([awardsWithout, hero])).toBe(1);
    expect(h1OwnerIndex([parse(EXAMPLES.awardsList), hero])).toBe(0);
    expect(h1OwnerIndex([parse(EXAMPLES.alertBanner)])).toBe(-1);
  });
});

interface Example {
  name: string;
  block: BlockData;
  content: BrandContent;
  route: string;
}

/** The fields that hold a block's optional heading; without them a block shows no heading of its own. */
const OPTIONAL_HEADING_FIELDS = ['headline', 'title', 'titleText'] as const;

/**
 * A small AXB site (tests/fixtures/brand.ts) with a page holding one block of each type the static
 * examples leave out (tests/fixtures/pages/blocks.json: the client leaves, forms, calculators, videos)
 * and an insights page whose blocks the loader fills from an article.
 */
function fixtureContent(): BrandContent {
  const root = writeContentTree({
    ...axbFiles(),
    ...articleFiles,
    'content/AXB/pages/blocks.json': fixtureJson('pages/blocks.json'),
    'content/AXB/pages/business/insights.json': fixtureJson('pages/insights.json'),
  });
  try {
    return getBrandContent('AXB', { root, env: {} });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Every block type as content uses it: the first block of each type in the fixture's pages (loaded
 * through lib/content, so insights are filled and links resolve as in the build), each of this
 * set's examples, and each of those again without its optional heading.
 */
function examples(): Example[] {
  const content = fixtureContent();
  const found: Example[] = [];
  const seen = new Set<string>();
  for (const entry of content.pages) {
    for (const block of entry.page.blocks) {
      if (seen.has(block.type)) continue;
      seen.add(block.type);
      found.push({ name: `${block.type} (${entry.route})`, block, content, route: entry.route });
    }
  }
  for (const example of Object.values(EXAMPLES)) {
    found.push({ name: `${example.type} (example)`, block: parse(example), content, route: '/' });
  }
  const withoutHeading = found.flatMap((example) =>
    OPTIONAL_HEADING_FIELDS.flatMap((field) => {
      if (!(field in example.block)) return [];
      const result = Block.safeParse({ ...example.block, [field]: undefined });
      if (!result.success || hasOwnHeading(result.data)) return [];
      return [{ ...example, name: `${example.name} without its ${field}`, block: result.data }];
    }),
  );
  return [...found, ...withoutHeading];
}

const EXAMPLE_BLOCKS = examples();

const filler = (index: number): BlockData => parse({ type: 'headline', id: `filler-${index}`, headline: `Section ${index}` });

/** The page's blocks rendered as the page route renders them, to HTML, client leaves included. */
async function pageHtml(blocks: BlockData[], example: Example): Promise<Document> {
  const { prelude } = await prerender(
    <RenderBlocks
      blocks={blocks}
      route={example.route}
      links={linkContext(example.content)}
      crm={example.content.site.crm}
      calculatorFrames={example.content.calculatorFrames}
    />,
  );
  return new DOMParser().parseFromString(await new Response(prelude).text(), 'text/html');
}

/**
 * What is wrong with a page's outline: not exactly one h1, or a heading more than one level under
 * the one before it (h1 then h3). The page opens at level 1, so a block above the h1 that has no
 * heading of its own (a list without its headline, rich text) may open with h2s.
 */
function outlineProblems(document: Document): string[] {
  const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => ({
    level: Number(heading.tagName.slice(1)),
    text: heading.textContent?.trim() ?? '',
  }));
  const problems: string[] = [];
  const h1s = headings.filter((heading) => heading.level === 1).length;
  if (h1s !== 1) problems.push(`${h1s} h1 headings`);
  headings.forEach((heading, index) => {
    const previous = headings[index - 1]?.level ?? 1;
    if (heading.level > previous + 1) problems.push(`h${heading.level} "${heading.text}" follows an h${previous}`);
  });
  return problems;
}

describe('every block type on a page', () => {
  it('has an example of every block type in the registry', () => {
    const types = new Set(EXAMPLE_BLOCKS.map((example) => example.block.type));
    expect(Object.keys(registry).filter((type) => !types.has(type as BlockData['type']))).toEqual([]);
  });

  it.each(EXAMPLE_BLOCKS.flatMap((example) => [0, 1, 2].map((position) => ({ ...example, position }))))(
    '$name at position $position: exactly one h1, no skipped level',
    async (example) => {
      const blocks = [filler(1), filler(2)];
      blocks.splice(example.position, 0, example.block);
      expect(outlineProblems(await pageHtml(blocks, example))).toEqual([]);
    },
  );
});
