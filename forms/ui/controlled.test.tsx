import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from './test-axe';
import { ControlledSelectField } from './ControlledSelectField';
import { ControlledTextField } from './ControlledTextField';

// The controlled layer: the same fields, with the value held by the caller (the calculators).
describe('ControlledTextField', () => {
  function Amount({ error, invalidBy }: { error?: string; invalidBy?: string }) {
    const [value, setValue] = useState('10');
    return (
      <>
        <ControlledTextField
          id="amount"
          label="Loan Amount"
          prefix="$"
          inputMode="decimal"
          value={value}
          onChange={setValue}
          error={error}
          invalidBy={invalidBy}
        />
        <p id="elsewhere">Amount must be a positive number.</p>
        <output>{value}</output>
      </>
    );
  }

  it('hands what is typed to its owner, with the prefix hidden from screen readers', async () => {
    const user = userEvent.setup();
    render(<Amount />);
    const input = screen.getByRole('textbox', { name: 'Loan Amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '5');
    expect(screen.getByRole('status')).toHaveTextContent('105');
    expect(screen.getByText('$')).toHaveAttribute('aria-hidden', 'true');
    expect(input).not.toBeInvalid();
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows its error under it with the visually hidden "Error:" prefix, as the form fields do', async () => {
    const { container } = render(<Amount error="Please enter an amount between $10,000 and $90,000." />);
    const input = screen.getByRole('textbox', { name: 'Loan Amount' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Error: Please enter an amount between $10,000 and $90,000.');
    await expectNoAxeViolations(container);
  });

  it('is invalid and described by a message shown elsewhere, without an error of its own', () => {
    render(<Amount invalidBy="elsewhere" />);
    const input = screen.getByRole('textbox', { name: 'Loan Amount' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Amount must be a positive number.');
    expect(screen.queryByText('Error:')).toBeNull();
  });
});

describe('ControlledSelectField', () => {
  it('offers numeric options and hands back the chosen number', async () => {
    const user = userEvent.setup();
    const chosen: number[] = [];
    function Term() {
      const [months, setMonths] = useState(60);
      return (
        <ControlledSelectField
          label="Loan Term"
          value={months}
          options={[36, 60].map((value) => ({ value, label: `${value} months` }))}
          onChange={(value) => {
            chosen.push(value);
            setMonths(value);
          }}
        />
      );
    }
    const { container } = render(<Term />);
    const select = screen.getByRole('combobox', { name: 'Loan Term' });
    expect(select).toHaveDisplayValue('60 months');
    await user.selectOptions(select, '36 months');
    expect(select).toHaveDisplayValue('36 months');
    expect(chosen).toEqual([36]);
    await expectNoAxeViolations(container);
  });
});
