import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MarginTradingCalculator } from './MarginTradingCalculator';

const results = () => screen.getByRole('status', { name: 'Margin cost results' });
const cash = () => screen.getByRole('textbox', { name: 'Cash' });
const securities = () => screen.getByRole('textbox', { name: 'Securities' });
const days = () => screen.getByRole('textbox', { name: 'Duration (days)' });

async function enter(field: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.clear(field);
  if (text) await user.type(field, text);
}

// Typing with user-event is slow on a loaded machine: these tests type whole amounts.
describe('Margin Trading calculator', { timeout: 20_000 }, () => {
  it('starts with a 30-day duration and shows the costs of the band with its summary', () => {
    render(<MarginTradingCalculator />);
    expect(days()).toHaveValue('30');
    // 10,000 cash + 10,000 securities: borrowed 20,000 (band 2); 20000 × 13% × 30/360 = 216.67
    expect(results()).toHaveTextContent('Save up to 10%');
    expect(screen.getByRole('row', { name: /^Standard/ })).toHaveTextContent('Standard13%$216.67');
    expect(screen.getByRole('row', { name: /^Competitor B/ })).toHaveTextContent('Competitor B13.95%$232.50');
  });

  it.each([
    ...['0', '9', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Backspace', '.', 'Tab'].map((key) => ({ key, code: key, accepted: true })),
    { key: '4', code: 'Numpad4', accepted: true },
    { key: '.', code: 'NumpadDecimal', accepted: true },
    ...['a', 'e', '-', '+', ',', ' ', 'Delete', 'Enter'].map((key) => ({ key, code: key, accepted: false })),
  ])('$key ($code) is accepted: $accepted', ({ key, code, accepted }) => {
    render(<MarginTradingCalculator />);
    for (const field of [cash(), securities()]) {
      // fireEvent returns false when the handler prevented the key's default action.
      expect(fireEvent.keyDown(field, { key, code })).toBe(accepted);
    }
  });

  it('ignores letters typed into cash, and keeps the amount to 9,999,999.99', async () => {
    render(<MarginTradingCalculator />);
    await enter(cash(), '12a3');
    expect(cash()).toHaveValue('123');
    await enter(cash(), '99999999');
    expect(cash()).toHaveValue('9999999.99');
    fireEvent.change(securities(), { target: { value: '$1,234.567' } });
    expect(securities()).toHaveValue('1234.56');
  });

  it('clamps the duration to 9999 days', async () => {
    render(<MarginTradingCalculator />);
    await enter(days(), '10000');
    expect(days()).toHaveValue('9999');
    await enter(days(), '');
    expect(results()).toHaveTextContent('Interest on $20,000.00 for 0 days');
  });

  it("replaces the results with '* Borrowed amount must be at least $2000' and brings them back", async () => {
    render(<MarginTradingCalculator />);
    await enter(securities(), '3999.98');
    await enter(cash(), '0');
    expect(screen.getByRole('alert')).toHaveTextContent('* Borrowed amount must be at least $2000');
    expect(cash()).toHaveAccessibleDescription('* Borrowed amount must be at least $2000');
    expect(securities()).toHaveAttribute('aria-invalid', 'true');
    expect(results()).toBeEmptyDOMElement();
    await enter(cash(), '1');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(results()).toHaveTextContent('Save up to 11%');
  });

  it("says 'Balance over $500k' from 500,000 and shows N/A for the competitors", async () => {
    render(<MarginTradingCalculator />);
    await enter(securities(), '0');
    await enter(cash(), '499999');
    expect(results()).toHaveTextContent('Save up to 9%');
    await enter(cash(), '500000');
    expect(results()).toHaveTextContent('Balance over $500k');
    expect(results()).not.toHaveTextContent('Save up to');
    expect(screen.getByRole('row', { name: /^Competitor A/ })).toHaveTextContent('Competitor AN/AN/A');
  });
});
