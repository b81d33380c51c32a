import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '../registry';
import { ComparisonTabsBlock } from '@/lib/content/model/blocks/comparison-tabs';
import { tabForKey } from './tabs';

const links = { tokens: {} };

const block = ComparisonTabsBlock.parse({
  type: 'comparisonTabs',
  id: 'compare-checking',
  headline: 'Compare checking accounts',
  comparisonElements: [
    {
      headerTab: 'Rewards',
      headline: 'Rewards Checking',
      description: 'Earn **more** on your balance.',
      keyFeature: 'Up to 3.30% APY',
      keyFeatureDescription: 'When you meet the monthly activity requirements.',
      highlightedFeature: 'Most popular',
      bullets: ['No monthly fees', 'Unlimited ATM reimbursements'],
      table: {
        caption: 'Rewards Checking at a glance',
        columns: ['Rewards Checking'],
        rows: [{ label: 'Monthly fee', values: ['$0'] }],
      },
      callToActionRow: [{ id: 'open-rewards', displayText: 'Open Rewards Checking', targetUrl: '/' }],
    },
    { headerTab: 'Essential', headline: 'Essential Checking', bullets: ['No minimum balance'] },
    { headerTab: 'Golden', headline: 'Golden Checking' },
  ],
});

async function renderTabs() {
  render(<>{renderBlock(block, { links, index: 1 })}</>);
  return screen.findByRole('tablist', { name: 'Compare checking accounts' });
}

describe('tab keys', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 0, 2],
    ['ArrowLeft', 2, 1],
    ['Home', 2, 0],
    ['End', 0, 2],
  ])('%s from tab %i goes to tab %i of 3', (key, from, to) => {
    expect(tabForKey(key, from, 3)).toBe(to);
  });

  it('leaves other keys alone', () => {
    expect(tabForKey('ArrowDown', 1, 3)).toBeUndefined();
    expect(tabForKey('a', 1, 3)).toBeUndefined();
  });
});

describe('Comparison tabs', () => {
  it('starts on the first tab, the only one in the tab order, with its panel shown', async () => {
    const tablist = await renderTabs();
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Rewards', 'Essential', 'Golden']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    const panel = screen.getByRole('tabpanel', { name: 'Rewards' });
    expect(within(panel).getByRole('heading', { level: 3, name: 'Rewards Checking' })).toBeInTheDocument();
    expect(within(panel).getByText('Up to 3.30% APY')).toBeInTheDocument();
    expect(within(panel).getByText('Most popular')).toBeInTheDocument();
    expect(within(panel).getByRole('table', { name: 'Rewards Checking at a glance' })).toBeInTheDocument();
    expect(within(panel).getByRole('rowheader', { name: 'Monthly fee' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open Rewards Checking' })).toBeInTheDocument();
  });

  it('keeps every panel in the page, the inactive ones hidden', async () => {
    await renderTabs();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    expect(screen.getByText('No minimum balance')).not.toBeVisible();
  });

  it('moves with the arrow keys, wrapping, and Home and End, showing the matching panel', async () => {
    const user = userEvent.setup();
    const tablist = await renderTabs();
    const [rewards, essential, golden] = within(tablist).getAllByRole('tab');
    await user.click(rewards!);
    await user.keyboard('{ArrowRight}');
    expect(essential).toHaveFocus();
    expect(essential).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Essential' })).toHaveTextContent('No minimum balance');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(rewards).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(golden).toHaveFocus();
    await user.keyboard('{Home}');
    expect(rewards).toHaveFocus();
    await user.keyboard('{End}');
    expect(golden).toHaveFocus();
    expect(golden).toHaveAttribute('tabindex', '0');
    expect(rewards).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Golden');
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    const tablist = await renderTabs();
    await user.click(within(tablist).getByRole('tab', { name: 'Essential' }));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Essential');
  });

  it('rejects an element without its tab label, naming the field', () => {
    const result = ComparisonTabsBlock.safeParse({ type: 'comparisonTabs', id: 'c', comparisonElements: [{ headline: 'Rewards' }] });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['comparisonElements.0.headerTab']);
  });

  it('rejects a table row with the wrong number of values', () => {
    const result = ComparisonTabsBlock.safeParse({
      type: 'comparisonTabs',
      id: 'c',
      comparisonElements: [{ headerTab: 'A', headline: 'A', table: { caption: 'T', columns: ['x', 'y'], rows: [{ label: 'Fee', values: ['$0'] }] } }],
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['comparisonElements', 0, 'table', 'rows', 0, 'values'],
      message: 'Has 1 value but the table has 2 columns',
    });
  });
});
