import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { parseUsd } from '../fields/currency';
import { expectNoAxeViolations } from './test-axe';
import { NumberField, rangeHint } from './NumberField';
import { PercentCurrencyPair } from './PercentCurrencyPair';
import { StateSelectField } from './StateSelectField';
import { Harness } from './test-harness';
import { ZipField } from './ZipField';

describe('StateSelectField', () => {
  it("lists the 50 states by name after 'Select a state', and holds the two-letter code", async () => {
    const user = userEvent.setup();
    let latest: { state: string } | undefined;
    const { container } = render(
      <Harness<{ state: string }> defaultValues={{ state: '' }} onValues={(v) => (latest = v)}>
        {(control) => <StateSelectField control={control} name="state" label="State" required />}
      </Harness>,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(51);
    expect(options[0]).toHaveTextContent('Select a state');
    expect(options[0]).toBeDisabled();
    expect(options[1]).toHaveTextContent('Alabama');
    expect(options[1]).toHaveValue('AL');
    expect(options[50]).toHaveTextContent('Wyoming');
    await expectNoAxeViolations(container);
    await user.selectOptions(select, 'California');
    expect(latest).toEqual({ state: 'CA' });
  });

  it('passes axe in its error state', async () => {
    const { container } = render(
      <Harness<{ state: string }> defaultValues={{ state: '' }}>
        {(control) => <StateSelectField control={control} name="state" label="State" error="State is required." />}
      </Harness>,
    );
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('Error: State is required.');
    await expectNoAxeViolations(container);
  });
});

describe('ZipField', () => {
  function renderZip(props: { maxLength?: number; error?: string } = {}) {
    let latest: { zip: string } | undefined;
    const result = render(
      <Harness<{ zip: string }> defaultValues={{ zip: '' }} onValues={(v) => (latest = v)}>
        {(control) => <ZipField control={control} name="zip" label="Zip Code" helperText="5 digits" {...props} />}
      </Harness>,
    );
    return { ...result, input: screen.getByRole('textbox', { name: 'Zip Code' }), values: () => latest };
  }

  it('has the numeric keypad, postal-code autofill and 20 characters by default', async () => {
    const { input, container } = renderZip();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'postal-code');
    expect(input).toHaveAttribute('maxlength', '20');
    expect(input).toHaveAccessibleDescription('5 digits');
    await expectNoAxeViolations(container);
  });

  it('holds the string as typed, up to its maximum', async () => {
    const user = userEvent.setup();
    const { input, values } = renderZip({ maxLength: 5 });
    await user.type(input, '0123456');
    expect(input).toHaveValue('01234');
    expect(values()).toEqual({ zip: '01234' });
  });

  it('shows an error and passes axe', async () => {
    const { input, container } = renderZip({ error: 'Please enter valid zip code.' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: Please enter valid zip code. 5 digits');
    await expectNoAxeViolations(container);
  });
});

describe('rangeHint', () => {
  it.each([
    [{ min: 0, max: 100 }, 'From 0 to 100'],
    [{ min: 149999, prefix: '$' }, '$149,999 or more'],
    [{ max: 10 }, 'Up to 10'],
    [{ min: 2, max: 10, suffix: '%' }, 'From 2% to 10%'],
    [{ min: 0, max: 100, suffix: 'months' }, 'From 0 months to 100 months'],
    [{ min: 0, max: 1, step: 0.125 }, 'From 0 to 1, in steps of 0.125'],
    [{ step: 0.5 }, 'In steps of 0.5'],
    [{}, ''],
  ])('%j → %j', (options, expected) => expect(rangeHint(options)).toBe(expected));
});

describe('NumberField', () => {
  function renderNumber(props: { error?: string; prefix?: string; suffix?: string; min?: number; max?: number } = {}) {
    let latest: { ratio: string } | undefined;
    const result = render(
      <Harness<{ ratio: string }> defaultValues={{ ratio: '' }} onValues={(v) => (latest = v)}>
        {(control) => <NumberField control={control} name="ratio" label="DSCR Ratio" helperText="Two decimals" {...props} />}
      </Harness>,
    );
    return { ...result, input: screen.getByRole('textbox', { name: 'DSCR Ratio' }), values: () => latest };
  }

  it('is a text input with the decimal keypad, described by its helper text and its range', async () => {
    const { input, container } = renderNumber({ min: 0, max: 10 });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAccessibleDescription('Two decimals From 0 to 10');
    await expectNoAxeViolations(container);
  });

  it('shows a prefix and suffix beside the input, outside the value and the name', async () => {
    const user = userEvent.setup();
    const { input, values, container } = renderNumber({ suffix: '%', min: 2, max: 10 });
    expect(screen.getByText('%')).toHaveAttribute('aria-hidden', 'true');
    expect(input).toHaveAccessibleName('DSCR Ratio');
    expect(input).toHaveAccessibleDescription('Two decimals From 2% to 10%');
    await user.type(input, '6.25');
    expect(values()).toEqual({ ratio: '6.25' });
    await expectNoAxeViolations(container);
  });

  it('reads an error, then the helper text and the range', async () => {
    const { input, container } = renderNumber({ min: 0, max: 100, error: '# of Properties should be between 0 and 100' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: # of Properties should be between 0 and 100 Two decimals From 0 to 100');
    await expectNoAxeViolations(container);
  });
});

describe('PercentCurrencyPair', () => {
  type Values = { price: string; downPayment: string; downPaymentPercent: string };

  /** The quote's purchase fields: the price, typed in a number field, is the pair's base. */
  function QuoteFields({ control }: { control: Control<Values> }) {
    const price = useWatch({ control, name: 'price' });
    return (
      <>
        <NumberField control={control} name="price" label="Purchase Price" />
        <PercentCurrencyPair
          control={control}
          amountName="downPayment"
          percentName="downPaymentPercent"
          base={parseUsd(price)}
          amountLabel="Down Payment"
          percentLabel="Down Payment Percent"
          amountHelperText="In US dollars"
        />
      </>
    );
  }

  function renderQuote(defaults?: Partial<Values>) {
    let latest: Values | undefined;
    const result = render(
      <Harness<Values> defaultValues={{ price: '450000', downPayment: '', downPaymentPercent: '10', ...defaults }} onValues={(v) => (latest = v)}>
        {(control) => <QuoteFields control={control} />}
      </Harness>,
    );
    return {
      ...result,
      amount: screen.getByRole('textbox', { name: 'Down Payment' }),
      percent: screen.getByRole('textbox', { name: 'Down Payment Percent' }),
      price: screen.getByRole('textbox', { name: 'Purchase Price' }),
      values: () => latest,
    };
  }

  it('starts at 10 percent of the price', async () => {
    const { amount, percent, container } = renderQuote();
    expect(percent).toHaveValue('10');
    expect(amount).toHaveValue('$45,000.00');
    expect(amount).toHaveAccessibleDescription('In US dollars');
    expect(percent).toHaveAttribute('inputmode', 'numeric');
    await expectNoAxeViolations(container);
  });

  it('keeps an amount the form already holds on the first render', () => {
    const { amount, percent } = renderQuote({ downPayment: '$50,000.00', downPaymentPercent: '11' });
    expect(amount).toHaveValue('$50,000.00');
    expect(percent).toHaveValue('11');
  });

  it('updates the dollars when the percent is edited', async () => {
    const user = userEvent.setup();
    const { amount, percent, values } = renderQuote();
    await user.clear(percent);
    await user.type(percent, '25');
    expect(amount).toHaveValue('$112,500.00');
    expect(values()).toMatchObject({ downPayment: '$112,500.00', downPaymentPercent: '25' });
  });

  it('clamps the percent to 1-100 when it loses focus, the dollars following', async () => {
    const user = userEvent.setup();
    const { amount, percent } = renderQuote();
    await user.clear(percent);
    await user.type(percent, '250');
    expect(amount).toHaveValue('$450,000.00');
    await user.tab();
    expect(percent).toHaveValue('100');
    await user.clear(percent);
    await user.type(percent, '0');
    await user.tab();
    expect(percent).toHaveValue('1');
    expect(amount).toHaveValue('$4,500.00');
  });

  it('updates the percent, rounded, when dollars are typed', async () => {
    const user = userEvent.setup();
    const { amount, percent, values } = renderQuote();
    await user.click(amount);
    expect(amount).toHaveValue('45000.00');
    await user.clear(amount);
    await user.type(amount, '49500');
    expect(percent).toHaveValue('11');
    await user.tab();
    expect(amount).toHaveValue('$49,500.00');
    expect(values()).toMatchObject({ downPayment: '$49,500.00', downPaymentPercent: '11' });
  });

  it('follows the percent when the price changes, and leaves both alone without a price', async () => {
    const user = userEvent.setup();
    const { amount, percent, price } = renderQuote();
    await user.clear(price);
    expect(amount).toHaveValue('$45,000.00');
    expect(percent).toHaveValue('10');
    await user.type(price, '300000');
    expect(amount).toHaveValue('$30,000.00');
  });

  it('shows errors on each field and passes axe', async () => {
    function WithErrors() {
      const { control } = useForm<Values>({ defaultValues: { price: '450000', downPayment: '', downPaymentPercent: '' } });
      return (
        <form noValidate>
          <PercentCurrencyPair
            control={control}
            amountName="downPayment"
            percentName="downPaymentPercent"
            base={450000}
            amountLabel="Down Payment"
            percentLabel="Down Payment Percent"
            amountError="Value must be between $4,500.00 and $450,000.00."
            percentError="Down Payment Percent is required."
          />
        </form>
      );
    }
    const { container } = render(<WithErrors />);
    expect(screen.getByRole('textbox', { name: 'Down Payment' })).toHaveAccessibleDescription('Error: Value must be between $4,500.00 and $450,000.00.');
    expect(screen.getByRole('textbox', { name: 'Down Payment Percent' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(container);
  });
});
