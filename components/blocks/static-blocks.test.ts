/** Schema and content checks of the static content blocks: each example is valid, each required field is named. */
import { homePageProblems } from '@/tests/fixtures/site';
import { EXAMPLES, REQUIRED_FIELD } from './static-blocks.examples';

/** The problems of an AXB home page holding `blocks`, with one document in public/ for the download links. */
function problemsWith(blocks: unknown[]): string[] {
  return homePageProblems(blocks, { 'public/documents/schedule-of-fees.pdf': '%PDF-1.4' });
}

const FILE = 'content/AXB/pages/index.json';
const TYPES = Object.keys(EXAMPLES) as (keyof typeof EXAMPLES)[];

describe('static content blocks: schemas', () => {
  it('accepts the example of every block', () => {
    expect(problemsWith(TYPES.map((type) => EXAMPLES[type]))).toEqual([]);
  });

  it.each(TYPES)('%s without its required field is reported by name', (type) => {
    const field = REQUIRED_FIELD[type];
    const { [field]: _dropped, ...rest } = EXAMPLES[type] as Record<string, unknown>;
    expect(problemsWith([rest])).toEqual([`${FILE}: blocks[0].${field}: Required`]);
  });

  it('names a wrong alert type and a table row of the wrong width', () => {
    const table = EXAMPLES.table;
    const blocks = [
      { ...EXAMPLES.alertBanner, alertType: 'Warning' },
      { ...table, tableBody: { headers: ['Balance', 'APY'], rows: [['$0 - $24,999', '4.46%'], ['$25,000 and above']] } },
    ];
    expect(problemsWith(blocks)).toEqual([
      `${FILE}: blocks[0].alertType: Invalid option: expected one of "Standard"|"Emergency"`,
      `${FILE}: blocks[1].tableBody.rows[1]: Has 1 cells but the table has 2 headers`,
    ]);
  });

  it('accepts any star rating text (an unknown one only shows no image)', () => {
    const awards = { ...EXAMPLES.awardsList, items: [{ id: 'a', starRating: 'Five stars!', awardsName: 'Best Bank', awardsSource: 'A review' }] };
    expect(problemsWith([awards])).toEqual([]);
  });

  it('checks download links against the files in public/, and call-to-action links against routes', () => {
    const blocks = [
      { ...EXAMPLES.downloadTiles, downloadTiles: [{ id: 'gone', url: '/documents/old-fees.pdf', displayName: 'Old fees' }] },
      { ...EXAMPLES.alertBanner, callToAction: { targetUrl: '/status', displayText: 'Status' } },
    ];
    expect(problemsWith(blocks)).toEqual([
      `${FILE}: blocks[0].downloadTiles[0].url: Links to /documents/old-fees.pdf but public/documents/old-fees.pdf does not exist`,
      `${FILE}: blocks[1].callToAction.targetUrl: Links to /status/ but AXB has no page there`,
    ]);
  });

  it('refuses an executive phone number with letters and an email address that is not one', () => {
    const bio = { ...EXAMPLES.executiveBio, executivePhoneNumber: '1-800-AXOS', executiveEmailAddress: 'investors at axos' };
    const problems = problemsWith([bio]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^content\/AXB\/pages\/index\.json: blocks\[0\]\.executiveEmailAddress: /);
    expect(problems[1]).toBe(`${FILE}: blocks[0].executivePhoneNumber: Digits, spaces and ( ) . - only, e.g. "(858) 350-6200"`);
  });
});
