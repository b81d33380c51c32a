import { render, screen, within } from '@testing-library/react';
import { renderBlock } from '../registry';
import { columnCount, columnsNamed, DEFAULT_COLUMNS, SetContainerBlock } from '@/lib/content/model/blocks/set-container';

const links = { tokens: {} };

describe('numberOfColumns (spec 02 §5: text containing 1 to 4)', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['3', 3],
    ['4', 4],
    ['3 columns', 3],
    ['Three (3)', 3],
    ['columns: 2', 2],
    ['4-up', 4],
    ['two columns', 2],
    ['Four', 4],
  ])('%j names %i columns', (text, columns) => {
    expect(columnsNamed(text)).toBe(columns);
    expect(columnCount(text)).toBe(columns);
  });

  it.each(['6', '0', '5 columns', '6 or 2', 'Three (4)', 'many', ''])(
    '%j names no count from 1 to 4: refused by the schema, never shown as another',
    (text) => {
      expect(columnsNamed(text)).toBeUndefined();
      expect(SetContainerBlock.safeParse(setContainerInput({ numberOfColumns: text })).success).toBe(false);
      expect(() => columnCount(text)).toThrow(`numberOfColumns ${JSON.stringify(text)} names no column count from 1 to 4`);
    },
  );

  it('shows three columns when numberOfColumns is left out', () => {
    expect(DEFAULT_COLUMNS).toBe(3);
    expect(columnCount(undefined)).toBe(3);
  });
});

function setContainerInput(extra: Record<string, unknown> = {}) {
  return {
    type: 'setContainer',
    id: 'values',
    eyebrow: 'Our values',
    headline: 'What we stand for',
    bodyCopy: 'Three ideas guide **every** decision.',
    numberOfColumns: 'Three (3)',
    items: [
      { id: 'service', icon: { src: '/images/icons/headset.svg', alt: '', decorative: true }, headline: 'Service', bodyCopy: 'Real people, every day.' },
      {
        id: 'value',
        headline: 'Value',
        bodyCopy: 'Fewer fees.',
        callToActionRow: [{ id: 'fees', type: 'link', displayText: 'See our fees', targetUrl: '/personal' }],
      },
      { id: 'trust', headline: 'Trust' },
    ],
    additionalDetails: 'Deposits are FDIC insured up to the legal limit.',
    ...extra,
  };
}

function setContainer(extra: Record<string, unknown> = {}) {
  return SetContainerBlock.parse(setContainerInput(extra));
}

describe('Set container', () => {
  it('renders the intro, then one card per item with a heading under the intro heading', () => {
    render(<>{renderBlock(setContainer(), { links, index: 1 })}</>);
    const region = screen.getByRole('region', { name: 'What we stand for' });
    expect(within(region).getByText('Our values')).toBeInTheDocument();
    expect(within(region).getByText('every').tagName).toBe('STRONG');
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Service', 'Value', 'Trust']);
    expect(within(region).getByRole('link', { name: 'See our fees' })).toHaveAttribute('href', '/personal/');
    expect(within(region).getByText('Deposits are FDIC insured up to the legal limit.')).toBeInTheDocument();
  });

  it('lays the cards out in the parsed number of columns', () => {
    const { unmount } = render(<>{renderBlock(setContainer(), { links, index: 1 })}</>);
    expect(document.querySelector('[data-columns]')).toHaveAttribute('data-columns', '3');
    unmount();
    render(<>{renderBlock(setContainer({ numberOfColumns: '2 columns' }), { links, index: 1 })}</>);
    expect(document.querySelector('[data-columns]')).toHaveAttribute('data-columns', '2');
  });

  it('isolates the cards on their own panels only when asked', () => {
    const { unmount } = render(<>{renderBlock(setContainer(), { links, index: 1 })}</>);
    const open = (document.querySelector('[data-columns]') as HTMLElement).className;
    unmount();
    render(<>{renderBlock(setContainer({ isolate: true }), { links, index: 1 })}</>);
    expect((document.querySelector('[data-columns]') as HTMLElement).className).not.toBe(open);
  });

  it('makes the cards the section headings when there is no intro', () => {
    render(<>{renderBlock(setContainer({ headline: undefined, eyebrow: undefined, bodyCopy: undefined }), { links, index: 1 })}</>);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});
