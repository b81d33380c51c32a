import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { object } from 'yup';
import { phone } from '../fields/rules';
import { DigitGroupField } from './DigitGroupField';
import { PhoneField } from './PhoneField';
import { Harness } from './test-harness';

type Values = { phone: string };

function renderPhone(props: { error?: string; helperText?: string } = {}) {
  let latest: Values | undefined;
  render(
    <Harness<Values> defaultValues={{ phone: '' }} onValues={(v) => (latest = v)}>
      {(control) => <PhoneField control={control} name="phone" label="Phone" {...props} />}
    </Harness>,
  );
  return { input: screen.getByRole('textbox', { name: 'Phone' }), values: () => latest };
}

describe('PhoneField', () => {
  it('is named by its label, shows the mask as placeholder and starts valid', () => {
    const { input } = renderPhone({ helperText: 'We call only about your request.' });
    expect(input).toHaveAttribute('placeholder', '___-___-____');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('We call only about your request.');
  });

  it('masks while typing and hands the form the value as shown, dashes included', async () => {
    const user = userEvent.setup();
    const { input, values } = renderPhone();
    await user.type(input, '5551234567');
    expect(input).toHaveValue('555-123-4567');
    expect(values()).toEqual({ phone: '555-123-4567' });
  });

  it('ignores letters and stops at ten digits', async () => {
    const user = userEvent.setup();
    const { input, values } = renderPhone();
    await user.type(input, '55a5-12x3456789');
    expect(input).toHaveValue('555-123-4567');
    expect(values()).toEqual({ phone: '555-123-4567' });
  });

  it('masks a pasted number', async () => {
    const user = userEvent.setup();
    const { input, values } = renderPhone();
    await user.click(input);
    await user.paste('(555) 123-4567');
    expect(input).toHaveValue('555-123-4567');
    expect(values()).toEqual({ phone: '555-123-4567' });
  });

  it('is validated on the masked value (spec 01 §5): the length message while short, none at ten digits', async () => {
    const user = userEvent.setup();
    function Form() {
      const { control } = useForm<Values>({ defaultValues: { phone: '' }, mode: 'onChange', resolver: yupResolver(object({ phone })) });
      return <PhoneField control={control} name="phone" label="Phone" />;
    }
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'false');
    await user.type(input, '55512');
    expect(input).toHaveValue('555-12');
    // 6 characters: under the 10 to 12 the pattern asks for.
    expect(input).toHaveAccessibleDescription('Error: Phone is required.');
    await user.type(input, '345');
    // '555-123-45': 10 characters, 8 digits.
    expect(input).toHaveAccessibleDescription('Error: Phone must have at least 10 and no more than 10 characters.');
    await user.type(input, '67');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('is described by its error, then its helper text, which stays shown, and turns invalid', () => {
    const { input } = renderPhone({ helperText: 'Ten digits', error: 'Phone is required.' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: Phone is required. Ten digits');
    expect(screen.getByText('Ten digits')).toBeVisible();
  });
});

describe('DigitGroupField', () => {
  it('groups digits in threes with commas and holds the digits only', async () => {
    const user = userEvent.setup();
    let latest: { amount: string } | undefined;
    render(
      <Harness<{ amount: string }> defaultValues={{ amount: '' }} onValues={(v) => (latest = v)}>
        {(control) => <DigitGroupField control={control} name="amount" label="Amount" helperText="Digits only" />}
      </Harness>,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('placeholder', '___,___,___,___');
    expect(input).toHaveAccessibleDescription('Digits only');
    await user.type(input, '12a3456789012345');
    expect(input).toHaveValue('123,456,789,012');
    expect(latest).toEqual({ amount: '123456789012' });
  });

  it('shows a value set by the form with its commas', () => {
    render(
      <Harness<{ amount: string }> defaultValues={{ amount: '1234567' }}>
        {(control) => <DigitGroupField control={control} name="amount" label="Amount" />}
      </Harness>,
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('123,456,7');
  });
});
