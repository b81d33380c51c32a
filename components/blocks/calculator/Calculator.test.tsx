import { act, render, screen, within } from '@testing-library/react';
import { calculatorFramesJson } from '@/tests/fixtures/site';
import { renderBlock } from '../registry';
import { CalculatorFrame, reportedHeight } from './CalculatorFrame';
import { CalculatorFrames, calculatorNameProblems } from '@/lib/content/model/calculator-frames';
import { CalculatorBlock } from '@/lib/content/model/blocks/calculator';

const frames = CalculatorFrames.parse(calculatorFramesJson({ atmLocator: { title: 'ATM locator', url: '{atmLocatorUrl}/locator', height: 700 } }));
const links = { tokens: { atmLocatorUrl: 'https://atm.example.com' } };
const context = { links, index: 1, calculatorFrames: frames };

function block(fields: Record<string, unknown>) {
  return CalculatorBlock.parse({ type: 'calculator', id: 'calc', ...fields });
}

// Typing with user-event is slow on a loaded machine: these tests type whole amounts.
describe('Calculator block', { timeout: 20_000 }, () => {
  it('renders headline, body copy, icon, the named calculator, disclosure and marketing tiles', async () => {
    render(
      <>
        {renderBlock(
          block({
            name: 'Calculate a Loan Payment LVF',
            headline: 'Estimate your payment',
            bodyCopy: 'See what a loan could cost **each month**.',
            icon: { src: '/images/calculator.svg', alt: '', decorative: true },
            disclosure: 'Rates are examples only.',
            marketingTiles: [
              {
                id: 'apply',
                headline: 'Ready to apply?',
                bodyCopy: 'It takes ten minutes.',
                callToActionRow: [{ id: 'go', displayText: 'Apply now', targetUrl: '/apply-now' }],
              },
            ],
          }),
          context,
        )}
      </>,
    );
    const section = screen.getByRole('region', { name: 'Estimate your payment' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Estimate your payment' })).toBeInTheDocument();
    expect(within(section).getByText('each month').tagName).toBe('STRONG');
    expect(await within(section).findByRole('form', { name: 'Estimate your payment' })).toHaveTextContent('$426.03');
    expect(within(section).getByText('Rates are examples only.')).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'Ready to apply?' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/apply-now/');
    expect(section.querySelector('img')).toHaveAttribute('alt', '');
  });

  // The registry (registry.ts): each built-in name renders its own calculator, found by its results.
  const RESULTS = [
    ['APY', 'APY results'],
    ['Monthly Payment', 'Monthly payment results'],
    ['Calculate a Loan Payment LVF', 'Loan payment results'],
    ['Max Loan', 'Max loan results'],
    ['Annual Fee', 'Annual fee estimate'],
    ['Margin Trading', 'Margin cost results'],
    ['APY Balance', 'APY balance results'],
    ['APY Balance AxosOne', 'AxosOne APY balance results'],
  ] as const;
  it.each(RESULTS)('renders the "%s" calculator, with its results named "%s"', async (name, results) => {
    render(<>{renderBlock(block({ name, headline: 'Try it' }), context)}</>);
    expect(await screen.findByRole('status', { name: results })).toBeInTheDocument();
    const others = RESULTS.map(([, other]) => other).filter((other) => other !== results);
    expect(others.map((other) => screen.queryByRole('status', { name: other }))).toEqual(others.map(() => null));
  });

  it('embeds the ATM locator frame, titled, at its height', async () => {
    render(<>{renderBlock(block({ name: 'ATM locator', headline: 'Find an ATM' }), context)}</>);
    const frame = await screen.findByTitle('ATM locator');
    expect(frame).toHaveAttribute('src', 'https://atm.example.com/locator');
    expect(frame).toHaveAttribute('height', '700');
  });

  it('falls back to the named third-party frame for any other name', async () => {
    render(<>{renderBlock(block({ name: 'Mortgage Payment', headline: 'Mortgage payment' }), context)}</>);
    const frame = await screen.findByTitle('Mortgage payment calculator');
    expect(frame).toHaveAttribute('src', 'https://calculators.axosbank.com/mortgage');
    expect(frame).toHaveAttribute('height', '1100');
  });

  it('names a calculator that is neither built in nor in the map as a content problem', () => {
    const page = {
      blocks: [{ type: 'hero' }, { type: 'calculator', name: 'APY' }, { type: 'calculator', name: 'Mortgage Payment' }, { type: 'calculator', name: 'Nope' }],
    };
    expect(calculatorNameProblems(page, frames)).toEqual([
      {
        path: 'blocks[3].name',
        message:
          'Unknown calculator "Nope": use a built-in calculator (APY, Monthly Payment, Calculate a Loan Payment LVF, Max Loan, Annual Fee, Margin Trading, APY Balance, APY Balance AxosOne, ATM locator) or a frame named in content/shared/calculator-frames.json',
      },
    ]);
  });

  it('refuses a frame that takes a built-in name or has no https address', () => {
    expect(CalculatorFrames.safeParse(calculatorFramesJson({ frames: { APY: { title: 'APY', url: 'https://x.example.com' } } })).success).toBe(false);
    expect(CalculatorFrames.safeParse(calculatorFramesJson({ frames: { Loan: { title: 'Loan', url: 'http://x.example.com' } } })).success).toBe(false);
    expect(CalculatorFrames.safeParse(calculatorFramesJson({ frames: { Loan: { title: 'Loan', url: '{calcUrl}/loan' } } })).success).toBe(true);
  });
});

describe('Calculator frame', { timeout: 20_000 }, () => {
  it('resizes to the height its own page posts, and ignores other windows and origins', () => {
    render(<CalculatorFrame src="https://calculators.example.com/401k" title="401(k) savings calculator" height={1100} />);
    const frame = screen.getByTitle<HTMLIFrameElement>('401(k) savings calculator');
    expect(frame).toHaveAttribute('height', '1100');
    const post = (data: unknown, origin: string, source: MessageEventSource | null) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
      });
    post({ height: 1640 }, 'https://calculators.example.com', frame.contentWindow);
    expect(frame).toHaveAttribute('height', '1640');
    post({ height: 300 }, 'https://evil.example.com', frame.contentWindow);
    expect(frame).toHaveAttribute('height', '1640');
    post({ height: 300 }, 'https://calculators.example.com', window);
    expect(frame).toHaveAttribute('height', '1640');
    post('height:900', 'https://calculators.example.com', frame.contentWindow);
    expect(frame).toHaveAttribute('height', '900');
  });

  it.each([
    { data: 640, height: 640 },
    { data: '640', height: 640 },
    { data: 'height:640px', height: 640 },
    { data: { frameHeight: 640.4 }, height: 640 },
    { data: 10, height: 200 },
    { data: 99_999, height: 5000 },
    { data: 'hello', height: undefined },
    { data: { type: 'click' }, height: undefined },
    { data: -5, height: undefined },
    { data: null, height: undefined },
  ])('reads $data as height $height', ({ data, height }) => {
    expect(reportedHeight(data)).toBe(height);
  });
});
