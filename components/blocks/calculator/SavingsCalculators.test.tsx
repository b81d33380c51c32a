import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnnualFeeCalculator } from './AnnualFeeCalculator';
import { ApyBalanceAxosOneCalculator } from './ApyBalanceAxosOneCalculator';
import { ApyBalanceCalculator } from './ApyBalanceCalculator';
import { ApyCalculator } from './ApyCalculator';

// Typing with user-event is slow on a loaded machine: these tests type whole amounts.
describe('APY calculator', { timeout: 20_000 }, () => {
  it('starts on the defaults of spec §9 and shows their ending balance', () => {
    render(<ApyCalculator />);
    expect(screen.getByRole('textbox', { name: 'Initial Deposit' })).toHaveValue('1000');
    expect(screen.getByRole('textbox', { name: 'Monthly Deposits' })).toHaveValue('100');
    expect(screen.getByRole('textbox', { name: 'Months' })).toHaveValue('12');
    expect(screen.getByRole('combobox', { name: 'Compounding' })).toHaveDisplayValue('Daily');
    expect(screen.getByRole('textbox', { name: 'APR' })).toHaveValue('2.32');
    expect(screen.getByRole('textbox', { name: 'APY' })).toHaveValue('2.35');
    // FV((1.0235)^(1/12) − 1, 12, -100, -1000) = 2,236.37
    expect(screen.getByRole('status', { name: 'APY results' })).toHaveTextContent('Ending balance$2,236.37');
  });

  it('offers the five compounding options and derives the APY from the APR', async () => {
    const user = userEvent.setup();
    render(<ApyCalculator />);
    const compounding = screen.getByRole('combobox', { name: 'Compounding' });
    expect(
      within(compounding)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Daily', 'Monthly', 'Quarterly', 'Semi-Annual', 'Yearly']);
    await user.selectOptions(compounding, 'Yearly');
    expect(screen.getByRole('textbox', { name: 'APY' })).toHaveValue('2.32');
    await user.selectOptions(compounding, 'Monthly');
    const apr = screen.getByRole('textbox', { name: 'APR' });
    await user.clear(apr);
    await user.type(apr, '5');
    // EFFECT(5%, 12) = 5.116%
    expect(screen.getByRole('textbox', { name: 'APY' })).toHaveValue('5.12');
  });

  it('lists every problem on Calculate, ties each to its field, and clears them on valid input', async () => {
    const user = userEvent.setup();
    render(<ApyCalculator />);
    for (const name of ['Initial Deposit', 'Months', 'Monthly Deposits', 'APY', 'APR']) await user.clear(screen.getByRole('textbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Initial Deposit must be a positive number.',
      'Months must be a positive number.',
      'Monthly Deposits must be a positive number.',
      'APY must be a positive number.',
      'APR must be a positive number.',
    ]);
    expect(screen.getByRole('textbox', { name: 'Months' })).toHaveAccessibleDescription('Months must be a positive number.');
    expect(screen.getByRole('status', { name: 'APY results' })).toBeEmptyDOMElement();

    await user.type(screen.getByRole('textbox', { name: 'Initial Deposit' }), '0');
    await user.type(screen.getByRole('textbox', { name: 'Monthly Deposits' }), '0');
    await user.type(screen.getByRole('textbox', { name: 'Months' }), '12');
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['APY must be a positive number.', 'APR must be a positive number.']);
    await user.type(screen.getByRole('textbox', { name: 'APR' }), '2.32');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('status', { name: 'APY results' })).toHaveTextContent('Ending balance$0.00');
  });
});

describe('Annual Fee calculator', { timeout: 20_000 }, () => {
  it('is a labelled slider from 500 to 500,000 in steps of 500, starting at 100,000 ($20.00 a month)', () => {
    render(<AnnualFeeCalculator />);
    const slider = screen.getByRole('slider', { name: 'Account Balance' });
    expect(slider).toHaveAttribute('min', '500');
    expect(slider).toHaveAttribute('max', '500000');
    expect(slider).toHaveAttribute('step', '500');
    expect(slider).toHaveValue('100000');
    expect(slider).toHaveAttribute('aria-valuetext', '$100,000');
    expect(screen.getByRole('status', { name: 'Annual fee estimate' })).toHaveTextContent('Estimated Monthly Fee$20.00');
  });

  it.each([
    { value: '500', shown: '$500', fee: '$0.10' },
    { value: '500000', shown: '$500,000', fee: '$100.00' },
  ])('moves to $shown and estimates $fee a month', ({ value, shown, fee }) => {
    render(<AnnualFeeCalculator />);
    const slider = screen.getByRole('slider', { name: 'Account Balance' });
    fireEvent.change(slider, { target: { value } });
    expect(slider).toHaveAttribute('aria-valuetext', shown);
    expect(screen.getByRole('status', { name: 'Annual fee estimate' })).toHaveTextContent(`Estimated Monthly Fee${fee}`);
  });

  // The arrow keys of the native range input are the browser's; the e2e test presses them.
  it('is reached with the keyboard', async () => {
    const user = userEvent.setup();
    render(<AnnualFeeCalculator />);
    await user.tab();
    expect(screen.getByRole('slider', { name: 'Account Balance' })).toHaveFocus();
  });
});

describe('APY Balance calculator', { timeout: 20_000 }, () => {
  it('earns $495.00 at 3.3% on the default 15,000, against the three competitor rates', () => {
    render(<ApyBalanceCalculator />);
    expect(screen.getByRole('textbox', { name: 'Balance' })).toHaveValue('15000');
    const results = screen.getByRole('status', { name: 'APY balance results' });
    expect(results).toHaveTextContent('Our rate, 3.3% APY$495.00');
    expect(results).toHaveTextContent('Competitor A, 0.25% APY$37.50');
    expect(results).toHaveTextContent('Competitor B, 0.1% APY$15.00');
    expect(results).toHaveTextContent('Competitor C, 0.01% APY$1.50');
  });

  it("clamps a balance over 50,000 with the note 'max balance: $50,000', which goes on valid input", async () => {
    const user = userEvent.setup();
    render(<ApyBalanceCalculator />);
    const balance = screen.getByRole('textbox', { name: 'Balance' });
    await user.clear(balance);
    await user.type(balance, '60000');
    expect(balance).toHaveValue('50000');
    expect(balance).toHaveAccessibleDescription('max balance: $50,000');
    expect(screen.getByRole('status', { name: 'APY balance results' })).toHaveTextContent('Our rate, 3.3% APY$1,650.00');
    await user.clear(balance);
    await user.type(balance, '20000');
    expect(screen.queryByText('max balance: $50,000')).toBeNull();
    expect(screen.getByRole('status', { name: 'APY balance results' })).toHaveTextContent('Our rate, 3.3% APY$660.00');
  });

  it('keeps exactly 50,000 without the note', async () => {
    const user = userEvent.setup();
    render(<ApyBalanceCalculator />);
    const balance = screen.getByRole('textbox', { name: 'Balance' });
    await user.clear(balance);
    await user.type(balance, '50000');
    expect(balance).toHaveValue('50000');
    expect(screen.queryByText('max balance: $50,000')).toBeNull();
  });
});

describe('APY Balance AxosOne calculator', { timeout: 20_000 }, () => {
  it('earns $486.00 at 4.86% on the default 10,000, against 0.01%, 0.01% and 0.05%', () => {
    render(<ApyBalanceAxosOneCalculator />);
    expect(screen.getByRole('textbox', { name: 'Balance' })).toHaveValue('10000');
    const results = screen.getByRole('status', { name: 'AxosOne APY balance results' });
    expect(results).toHaveTextContent('Our rate, 4.86% APY$486.00');
    expect(results).toHaveTextContent('Comparison 1, 0.01% APY$1.00');
    expect(results).toHaveTextContent('Comparison 2, 0.01% APY$1.00');
    expect(results).toHaveTextContent('Comparison 3, 0.05% APY$5.00');
  });

  it('takes digits only and treats an empty balance as 0', async () => {
    const user = userEvent.setup();
    render(<ApyBalanceAxosOneCalculator />);
    const balance = screen.getByRole('textbox', { name: 'Balance' });
    await user.clear(balance);
    expect(screen.getByRole('status', { name: 'AxosOne APY balance results' })).toHaveTextContent('Our rate, 4.86% APY$0.00');
    await user.type(balance, '2a0,0.0-0');
    expect(balance).toHaveValue('20000');
    expect(screen.getByRole('status', { name: 'AxosOne APY balance results' })).toHaveTextContent('Our rate, 4.86% APY$972.00');
  });
});
