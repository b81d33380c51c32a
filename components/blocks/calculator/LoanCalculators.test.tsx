import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LvfLoanPaymentCalculator, MaxLoanCalculator, MonthlyPaymentCalculator } from './LoanPaymentCalculator';

const calculate = () => screen.getByRole('button', { name: 'Calculate' });

// Typing with user-event is slow on a loaded machine: these tests type whole amounts.
describe('Monthly Payment calculator', { timeout: 20_000 }, () => {
  it('shows both messages on the fields they concern, and clears each on valid input', async () => {
    const user = userEvent.setup();
    render(<MonthlyPaymentCalculator />);
    await user.click(calculate());
    const amount = screen.getByRole('textbox', { name: 'Loan Amount' });
    const rate = screen.getByRole('textbox', { name: 'Interest Rate' });
    expect(amount).toHaveAccessibleDescription('Error: Please enter an amount between $10,000 and $90,000.');
    expect(amount).toBeInvalid();
    expect(rate).toHaveAccessibleDescription('Error: Please enter an Interest Rate.');

    await user.type(amount, '9999');
    expect(amount).toHaveAccessibleDescription('Error: Please enter an amount between $10,000 and $90,000.');
    await user.clear(amount);
    await user.type(amount, '10000');
    expect(amount).not.toHaveAttribute('aria-describedby');
    expect(amount).not.toBeInvalid();
    expect(screen.queryByText('Please enter an amount between $10,000 and $90,000.')).toBeNull();
    await user.type(rate, '5');
    expect(screen.queryByText('Please enter an Interest Rate.')).toBeNull();
  });

  it.each([
    { amount: '10000', expected: '$188.71' },
    { amount: '90000', expected: '$1,698.41' },
  ])('pays $expected a month on $amount at 5% over the default 60 months', async ({ amount, expected }) => {
    const user = userEvent.setup();
    render(<MonthlyPaymentCalculator />);
    expect(screen.getByRole('combobox', { name: 'Loan Term' })).toHaveDisplayValue('60 months');
    await user.type(screen.getByRole('textbox', { name: 'Loan Amount' }), amount);
    await user.type(screen.getByRole('textbox', { name: 'Interest Rate' }), '5');
    await user.click(calculate());
    const results = screen.getByRole('status', { name: 'Monthly payment results' });
    expect(results).toHaveAttribute('aria-live', 'polite');
    expect(within(results).getByText('Monthly Payment').nextElementSibling).toHaveTextContent(expected);
  });

  it('refuses 90,000.01 and accepts the term list', async () => {
    const user = userEvent.setup();
    render(<MonthlyPaymentCalculator />);
    await user.type(screen.getByRole('textbox', { name: 'Loan Amount' }), '90000.01');
    await user.type(screen.getByRole('textbox', { name: 'Interest Rate' }), '5');
    await user.click(calculate());
    expect(screen.getByText('Please enter an amount between $10,000 and $90,000.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Monthly payment results' })).toBeEmptyDOMElement();
    expect(
      within(screen.getByRole('combobox', { name: 'Loan Term' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['12', '24', '36', '48', '60', '72', '84', '96'].map((months) => `${months} months`));
  });
});

describe('Max Loan calculator', { timeout: 20_000 }, () => {
  it('limits the payment to 10 characters and the rate to 6', () => {
    render(<MaxLoanCalculator />);
    expect(screen.getByRole('textbox', { name: 'Monthly Payment' })).toHaveAttribute('maxlength', '10');
    expect(screen.getByRole('textbox', { name: 'Interest Rate' })).toHaveAttribute('maxlength', '6');
  });

  it.each(['', 'abc', '0'])('says the monthly payment "%s" is not valid, and clears on a valid one', async (typed) => {
    const user = userEvent.setup();
    render(<MaxLoanCalculator />);
    const payment = screen.getByRole('textbox', { name: 'Monthly Payment' });
    if (typed) await user.type(payment, typed);
    await user.click(calculate());
    expect(payment).toHaveAccessibleDescription('Error: Please enter a valid Monthly Payment amount.');
    expect(screen.getByRole('textbox', { name: 'Interest Rate' })).toHaveAccessibleDescription('Error: Please enter an Interest Rate.');
    await user.clear(payment);
    await user.type(payment, '500');
    expect(payment).not.toHaveAttribute('aria-describedby');
  });

  it('shows the loan 500 a month repays at 5% over 60 months', async () => {
    const user = userEvent.setup();
    render(<MaxLoanCalculator />);
    await user.type(screen.getByRole('textbox', { name: 'Monthly Payment' }), '500');
    await user.type(screen.getByRole('textbox', { name: 'Interest Rate' }), '5');
    await user.click(calculate());
    // PV(5%/12, 60, -500) = 26,495.35
    expect(screen.getByRole('status', { name: 'Max loan results' })).toHaveTextContent('Maximum Loan Amount$26,495.35');
  });
});

describe('LVF loan payment calculator', { timeout: 20_000 }, () => {
  it('starts on 50,000 at 8.25% for 20 years, paying $426.03', () => {
    render(<LvfLoanPaymentCalculator />);
    expect(screen.getByRole('textbox', { name: 'Loan Amount' })).toHaveValue('50000');
    expect(screen.getByRole('textbox', { name: 'Interest Rate' })).toHaveValue('8.25');
    const years = screen.getByRole('combobox', { name: 'Years' });
    expect(
      within(years)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['20 years']);
    expect(screen.getByRole('status', { name: 'Loan payment results' })).toHaveTextContent('Monthly Payment$426.03');
  });

  it('limits the amount to 10 characters and the rate to 6', () => {
    render(<LvfLoanPaymentCalculator />);
    expect(screen.getByRole('textbox', { name: 'Loan Amount' })).toHaveAttribute('maxlength', '10');
    expect(screen.getByRole('textbox', { name: 'Interest Rate' })).toHaveAttribute('maxlength', '6');
  });

  it('requires both fields, and clears each message on valid input', async () => {
    const user = userEvent.setup();
    render(<LvfLoanPaymentCalculator />);
    const amount = screen.getByRole('textbox', { name: 'Loan Amount' });
    const rate = screen.getByRole('textbox', { name: 'Interest Rate' });
    await user.clear(amount);
    await user.clear(rate);
    await user.click(calculate());
    expect(amount).toHaveAccessibleDescription('Error: * loan amount required');
    expect(rate).toHaveAccessibleDescription('Error: * interest rate required');
    expect(screen.getByRole('status', { name: 'Loan payment results' })).toBeEmptyDOMElement();
    await user.type(amount, '100000');
    await user.type(rate, '6');
    expect(screen.queryByText('* loan amount required')).toBeNull();
    expect(screen.queryByText('* interest rate required')).toBeNull();
    await user.click(calculate());
    // PMT(0.5%, 240, -100000) = 716.43
    expect(screen.getByRole('status', { name: 'Loan payment results' })).toHaveTextContent('$716.43');
  });
});
