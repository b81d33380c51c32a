import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MarinePicker } from '@/forms/marine-picker/MarinePicker';
import { homePageProblems } from '@/tests/fixtures/site';
import { renderBlock } from '../registry';
import { MarineLoanPickerBlock } from '@/lib/content/model/blocks/marine-loan-picker';

// In the browser the leaf is a next/dynamic chunk of its own; here it renders directly.
vi.mock('./MarineLoanPicker.lazy', () => ({ LazyMarinePicker: MarinePicker }));

const CODES = {
  Term: {
    'Full-time Charter': { 'Hold in LLC': 'T-FC-LLC', 'Own Personally': 'T-FC-OWN' },
    'Limited Charter (max 73 days per year)': { 'Hold in LLC': 'T-LC-LLC', 'Own Personally': 'T-LC-OWN' },
    'Personal Use': { 'Hold in LLC': 'T-PU-LLC', 'Own Personally': 'T-PU-OWN' },
  },
  'Credit Line': {
    'Full-time Charter': { 'Hold in LLC': 'C-FC-LLC', 'Own Personally': 'C-FC-OWN' },
    'Limited Charter (max 73 days per year)': { 'Hold in LLC': 'C-LC-LLC', 'Own Personally': 'C-LC-OWN' },
    'Personal Use': { 'Hold in LLC': 'C-PU-LLC', 'Own Personally': 'C-PU-OWN' },
  },
};

const picker = {
  type: 'marineLoanPicker',
  id: 'loan-picker',
  headline: 'Find your boat loan',
  pickerVariant: 'brand',
  portal: { url: '{loanPortalUrl}/self-registration', queryName: 'productCode', productCodes: CODES, defaultCode: 'MARINE' },
};

const links = { tokens: { bankUrl: 'https://www.axosbank.com', loanPortalUrl: 'https://loans.axosbank.com' }, siteOrigin: 'https://www.axosbank.com' };

async function toStepFour(choices: string[]) {
  const user = userEvent.setup();
  for (const name of choices) await user.click(screen.getByRole('button', { name }));
  return screen.getByRole('link', { name: 'Continue to the loan portal' });
}

describe('marineLoanPicker block', () => {
  it('names its section by its headline and puts the steps one heading level below', () => {
    render(<>{renderBlock(MarineLoanPickerBlock.parse(picker), { links, index: 1 })}</>);
    expect(screen.getByRole('region', { name: 'Find your boat loan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Find your boat loan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Step 1 of 4 What kind of financing are you looking for?' })).toBeInTheDocument();
  });

  it("as the page's first block it has the h1, and the steps h2", () => {
    render(<>{renderBlock(MarineLoanPickerBlock.parse(picker), { links, index: 0 })}</>);
    expect(screen.getByRole('heading', { level: 1, name: 'Find your boat loan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Step 1 of 4/ })).toBeInTheDocument();
  });

  it('resolves the {token} of the portal: a company site, so the link is internal (no ext-link, same tab)', async () => {
    render(<>{renderBlock(MarineLoanPickerBlock.parse(picker), { links, index: 1 })}</>);
    const link = await toStepFour(['Term Loans', 'Personal Use', 'Own Personally']);
    expect(link).toHaveAttribute('href', 'https://loans.axosbank.com/self-registration?productCode=T-PU-OWN');
    expect(link).not.toHaveClass('ext-link');
    expect(link).not.toHaveAttribute('target');
  });

  it('makes a portal on another host an external link, which the interstitial intercepts', async () => {
    const block = MarineLoanPickerBlock.parse({
      ...picker,
      pickerVariant: 'nonBrand',
      portal: { ...picker.portal, url: 'https://portal.example.com/register' },
    });
    render(<>{renderBlock(block, { links, index: 1 })}</>);
    const link = await toStepFour(['Inventory Finance']);
    expect(link).toHaveAttribute('href', 'https://portal.example.com/register?productCode=MARINE');
    expect(link).toHaveClass('ext-link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('uses the texts the content gives, the others by default', async () => {
    const block = MarineLoanPickerBlock.parse({ ...picker, texts: { charterQuestion: 'What will the boat do?', portalLinkText: 'Start my application' } });
    render(<>{renderBlock(block, { links, index: 1 })}</>);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Credit Line' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Step 2 of 4 What will the boat do?' })).toBeInTheDocument();
  });
});

describe('marineLoanPicker content check', () => {
  const FILE = 'content/AXB/pages/index.json';
  const tokens = {
    'content/shared/site-urls.json': {
      $schema: '../schema/site-urls.schema.json',
      tokens: { bankUrl: 'https://www.axosbank.com', onlineBankingUrl: 'https://online.axosbank.com', loanPortalUrl: 'https://loans.axosbank.com' },
    },
  };

  it('accepts a picker with the 12 combinations', () => {
    expect(homePageProblems([picker], tokens)).toEqual([]);
  });

  it('names a missing combination and a misspelt one by file and JSON path', () => {
    const { 'Own Personally': _dropped, ...llcOnly } = CODES.Term['Personal Use'];
    const productCodes = {
      ...CODES,
      Term: { ...CODES.Term, 'Personal Use': llcOnly },
      'Credit Line': { ...CODES['Credit Line'], 'Limited Charter': CODES['Credit Line']['Personal Use'] },
    };
    expect(homePageProblems([{ ...picker, portal: { ...picker.portal, productCodes } }], tokens)).toEqual([
      `${FILE}: blocks[0].portal.productCodes.Term["Personal Use"]["Own Personally"]: Required`,
      `${FILE}: blocks[0].portal.productCodes["Credit Line"]: Unrecognized key: "Limited Charter"`,
    ]);
  });

  it('names a combination given twice', () => {
    const page = JSON.stringify({ $schema: '../../schema/page.schema.json', title: 'Home', description: 'Home page.', blocks: [picker] }).replace(
      '"Hold in LLC":"T-FC-LLC"',
      '"Hold in LLC":"T-FC-LLC","Hold in LLC":"T-FC-LLC2"',
    );
    expect(homePageProblems([], { ...tokens, [FILE]: page })).toEqual([
      `${FILE}: blocks[0].portal.productCodes.Term["Full-time Charter"]["Hold in LLC"]: "Hold in LLC" appears twice in this object; only the last value would be used`,
    ]);
  });

  it.each([
    [
      { url: '{portalUrl}/self-registration' },
      'blocks[0].portal.url: Unknown site URL token {portalUrl}; known tokens are listed in content/shared/site-urls.json',
    ],
    [
      { url: 'javascript:alert(1)' },
      'blocks[0].portal.url: The scheme "javascript:" is not allowed: use https://, a {token} site URL or a route of this site (http:// only for the local lead receiver on localhost or 127.0.0.1, in `npm run build -- --local-leads`)',
    ],
    [{ url: 'http://portal.example.com/register' }, 'blocks[0].portal.url: Plain http:// is not allowed: use https://portal.example.com/register'],
    [
      { defaultCode: 'MARINE DEFAULT' },
      'blocks[0].portal.defaultCode: A product code is letters, digits, ".", "_", "~" or "-" (it goes into the portal URL as written)',
    ],
    [{ queryName: 'product code' }, 'blocks[0].portal.queryName: A query parameter name is a letter followed by letters, digits, "_", "." or "-"'],
  ])('refuses %j', (change, problem) => {
    expect(homePageProblems([{ ...picker, portal: { ...picker.portal, ...change } }], tokens)).toEqual([`${FILE}: ${problem}`]);
  });

  it('refuses a picker variant that does not exist', () => {
    expect(homePageProblems([{ ...picker, pickerVariant: 'marine' }], tokens)).toEqual([
      `${FILE}: blocks[0].pickerVariant: Invalid option: expected one of "brand"|"nonBrand"`,
    ]);
  });
});
