import { render, screen, within } from '@testing-library/react';
import { renderBlock } from '../registry';
import { TableBlock } from '@/lib/content/model/blocks/table';

const links = { tokens: {} };

function table(extra: Record<string, unknown> = {}) {
  return TableBlock.parse({
    type: 'table',
    id: 'rates',
    tableTitle: 'High Yield Savings rates',
    tableDescription: 'Rates for **new** accounts.',
    tableBody: {
      headers: ['Balance', 'APY'],
      rows: [
        ['$0 - $24,999', '4.46%'],
        ['$25,000 and above', '4.66%'],
      ],
    },
    tableFooter: 'APY is accurate as of 11/01/2026. See the [fee schedule](/legal/business-disclosures).',
    ...extra,
  });
}

describe('Table', () => {
  it('is a table named by its caption, with column and row headers', () => {
    render(<>{renderBlock(table(), { links, index: 1 })}</>);
    const grid = screen.getByRole('table', { name: 'High Yield Savings rates' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Balance', 'APY']);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['$0 - $24,999', '$25,000 and above']);
    expect(
      within(grid)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4.46%', '4.66%']);
    expect(screen.getByRole('heading', { level: 2, name: 'High Yield Savings rates' })).toBeInTheDocument();
  });

  it('shows the description above and the footer below, with working links', () => {
    render(<>{renderBlock(table(), { links, index: 1 })}</>);
    expect(screen.getByText('new').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'fee schedule' })).toHaveAttribute('href', '/legal/business-disclosures/');
  });

  it('styles a Rate table apart from a Standard one, and shows the icon', () => {
    const { unmount } = render(<>{renderBlock(table(), { links, index: 1 })}</>);
    const standardClass = screen.getByRole('table').className;
    unmount();
    render(<>{renderBlock(table({ tableType: 'Rate', icon: { src: '/images/icons/savings.svg', alt: 'Piggy bank' } }), { links, index: 1 })}</>);
    expect(screen.getByRole('table').className).not.toBe(standardClass);
    expect(screen.getByRole('img', { name: 'Piggy bank' })).toHaveAttribute('height', '48');
  });

  it('lets keyboard users scroll a wide table', () => {
    render(<>{renderBlock(table(), { links, index: 1 })}</>);
    const scroller = screen.getByRole('table').parentElement as HTMLElement;
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toHaveAccessibleName('High Yield Savings rates');
  });
});
