/** How the loader checks the page-piece blocks: their link fields and the anchor navigation's targets. */
import { homePageProblems } from '@/tests/fixtures/site';

const problemsWith = (blocks: unknown[]) => homePageProblems(blocks);

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
      {
        type: 'anchorNav',
        id: 'nav',
        items: [
          { id: 'intro', label: 'Intro' },
          { id: 'rates', label: 'Rates' },
        ],
      },
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
