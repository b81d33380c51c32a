/** How the loader checks the page-piece blocks: their link fields and the anchor navigation's targets. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calculatorFramesJson, sharedFooterJson, siteJson } from '@/tests/fixtures/site';
import { formatProblem } from '@/lib/content';
import { loadBrandContent } from '@/lib/content/load';

/** A throwaway AXB content folder whose home page holds the given blocks. */
function problemsWith(blocks: unknown[]): string[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'blocks-'));
  const files: Record<string, unknown> = {
    'content/shared/site-urls.json': {
      $schema: '../schema/site-urls.schema.json',
      tokens: { bankUrl: 'https://www.axosbank.com', onlineBankingUrl: 'https://online.axosbank.com' },
    },
    'content/shared/link-groups.json': { $schema: '../schema/link-groups.schema.json', groups: {} },
    'content/shared/footer.json': sharedFooterJson(),
    'content/shared/calculator-frames.json': calculatorFramesJson(),
    'content/AXB/site.json': siteJson(),
    'content/AXB/pages/index.json': { $schema: '../../schema/page.schema.json', title: 'Home', description: 'Home page.', blocks },
  };
  for (const [file, value] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), JSON.stringify(value));
  }
  const result = loadBrandContent('AXB', { root, env: {} });
  fs.rmSync(root, { recursive: true, force: true });
  return result.ok ? [] : result.problems.map(formatProblem);
}

const FILE = 'content/AXB/pages/index.json';

describe('content checks of the page-piece blocks', () => {
  it('checks a text link targetURL like any other link', () => {
    const items = [
      { id: 'ok', displayText: 'Home', targetURL: '/' },
      { id: 'missing', displayText: 'Rates', targetURL: '/rates' },
      { id: 'token', displayText: 'Help', targetURL: '{helpUrl}' },
    ];
    expect(problemsWith([{ type: 'textLinks', id: 'links', items }])).toEqual([
      `${FILE}: blocks[0].items[1].targetURL: Links to /rates/ but AXB has no page there`,
      `${FILE}: blocks[0].items[2].targetURL: Unknown site URL token {helpUrl}; known tokens are listed in content/shared/site-urls.json`,
    ]);
  });

  it('reports anchor navigation items that name no block of the page', () => {
    const blocks = [
      { type: 'headline', id: 'intro', headline: 'Welcome' },
      { type: 'anchorNav', id: 'nav', items: [{ id: 'intro', label: 'Intro' }, { id: 'rates', label: 'Rates' }] },
    ];
    expect(problemsWith(blocks)).toEqual([`${FILE}: blocks[1].items[1].id: No block with id "rates" on this page`]);
  });

  it('checks the cards of topical navigation and paginated lists', () => {
    const blocks = [
      { type: 'topicalNav', id: 'topics', items: [{ id: 'a', icon: { src: '/images/icons/savings.svg' }, displayText: 'Savings', targetUrl: '/savings' }] },
      { type: 'paginatedList', id: 'list', items: [{ id: 'a', title: 'Guide', targetUrl: '/guides/one' }] },
    ];
    expect(problemsWith(blocks)).toEqual([
      `${FILE}: blocks[0].items[0].targetUrl: Links to /savings/ but AXB has no page there`,
      `${FILE}: blocks[1].items[0].targetUrl: Links to /guides/one/ but AXB has no page there`,
    ]);
  });
});
