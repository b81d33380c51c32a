import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver } from 'react-hook-form';
import { CheckboxField } from './CheckboxField';
import { CurrencyField } from './CurrencyField';
import { toIsoDate } from '../fields/iso-date';
import { DateField } from './DateField';
import { SelectField } from './SelectField';
import { TextareaField } from './TextareaField';
import { TextField } from './TextField';
import { TimeSlotField } from './TimeSlotField';
import { Harness } from './test-harness';

describe('TextField', () => {
  it('is named by its label and described by its helper text', () => {
    render(
      <Harness<{ email: string }> defaultValues={{ email: '' }}>
        {(control) => <TextField control={control} name="email" type="email" label="Email" helperText="We reply by email." required />}
      </Harness>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('We reply by email.');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toBeRequired();
  });

  it('has no description without helper text or error', () => {
    render(<Harness<{ first: string }> defaultValues={{ first: '' }}>{(control) => <TextField control={control} name="first" label="First Name" />}</Harness>);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveAccessibleDescription('');
  });

  it('reads the form error, then the helper text, and toggles aria-invalid with it', async () => {
    const user = userEvent.setup();
    function Form() {
      // The real forms use a yup resolver; a hand-written one drives the field's state the same way.
      const resolver: Resolver<{ first: string }> = async (values) => {
        const none: Record<string, never> = {};
        if (values.first.trim().length > 0) return { values, errors: none };
        return { values: none, errors: { first: { type: 'required', message: 'First Name is required.' } } };
      };
      const { control } = useForm<{ first: string }>({ defaultValues: { first: '' }, mode: 'onChange', resolver });
      return <TextField control={control} name="first" label="First Name" helperText="As on your ID" />;
    }
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    await user.type(input, 'A');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('As on your ID');
    await user.clear(input);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: First Name is required. As on your ID');
    expect(screen.getByText('As on your ID')).toBeVisible();
    await user.type(input, 'Ann');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('As on your ID');
  });
});

describe('CurrencyField', () => {
  function renderCurrency() {
    let latest: { amount: string } | undefined;
    render(
      <Harness<{ amount: string }> defaultValues={{ amount: '' }} onValues={(v) => (latest = v)}>
        {(control) => (
          <>
            <CurrencyField control={control} name="amount" label="Potential funding" helperText="In US dollars" />
            <button type="button">Next</button>
          </>
        )}
      </Harness>,
    );
    return { input: screen.getByRole('textbox', { name: 'Potential funding' }), values: () => latest };
  }

  it('is named and described', () => {
    const { input } = renderCurrency();
    expect(input).toHaveAccessibleDescription('In US dollars');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

  it('keeps digits and one dot while typing and formats in USD on blur', async () => {
    const user = userEvent.setup();
    const { input, values } = renderCurrency();
    await user.type(input, '$12a34.5.67');
    expect(input).toHaveValue('1234.56');
    await user.tab();
    expect(input).toHaveValue('$1,234.56');
    expect(values()).toEqual({ amount: '$1,234.56' });
  });

  it('pads to two fraction digits and returns to the plain amount on focus', async () => {
    const user = userEvent.setup();
    const { input } = renderCurrency();
    await user.type(input, '250000');
    await user.tab();
    expect(input).toHaveValue('$250,000.00');
    await user.click(input);
    expect(input).toHaveValue('250000.00');
  });

  it('leaves an empty field empty on blur', async () => {
    const user = userEvent.setup();
    const { input, values } = renderCurrency();
    await user.click(input);
    await user.tab();
    expect(input).toHaveValue('');
    expect(values()?.amount ?? '').toBe('');
  });
});

describe('DateField', () => {
  it('has today, in local time, as its minimum', () => {
    render(
      <Harness<{ day: string }> defaultValues={{ day: '' }}>
        {(control) => <DateField control={control} name="day" label="Best contact date" helperText="From today" />}
      </Harness>,
    );
    const input = screen.getByLabelText('Best contact date');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', toIsoDate(new Date()));
    expect(input).toHaveAccessibleDescription('From today');
  });

  it('with past (a date of birth), has no minimum and today as its maximum', () => {
    render(
      <Harness<{ born: string }> defaultValues={{ born: '' }}>
        {(control) => <DateField control={control} name="born" label="Date of Birth" past autoComplete="bday" />}
      </Harness>,
    );
    const input = screen.getByLabelText('Date of Birth');
    expect(input).not.toHaveAttribute('min');
    expect(input).toHaveAttribute('max', toIsoDate(new Date()));
    expect(input).toHaveAttribute('autocomplete', 'bday');
  });

  it('holds the picked date as yyyy-mm-dd and shows an error', async () => {
    const user = userEvent.setup();
    let latest: { day: string } | undefined;
    render(
      <Harness<{ day: string }> defaultValues={{ day: '' }} onValues={(v) => (latest = v)}>
        {(control) => <DateField control={control} name="day" label="Best contact date" error="The field Value must be a date." />}
      </Harness>,
    );
    const input = screen.getByLabelText('Best contact date');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: The field Value must be a date.');
    await user.type(input, '2030-04-05');
    expect(latest).toEqual({ day: '2030-04-05' });
  });
});

describe('TimeSlotField', () => {
  it('offers 19 slots after a disabled placeholder that is selected first', async () => {
    const user = userEvent.setup();
    let latest: { time: string } | undefined;
    render(
      <Harness<{ time: string }> defaultValues={{ time: '' }} onValues={(v) => (latest = v)}>
        {(control) => <TimeSlotField control={control} name="time" label="Best time to call" helperText="Eastern time" />}
      </Harness>,
    );
    const select = screen.getByRole('combobox', { name: 'Best time to call' });
    expect(select).toHaveAccessibleDescription('Eastern time');
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(20);
    expect(options[0]).toHaveTextContent('Select a time');
    expect(options[0]).toBeDisabled();
    expect(options[0]).toHaveProperty('selected', true);
    expect(options[1]).toHaveTextContent('8:00 am');
    expect(options[19]).toHaveTextContent('5:00 pm');
    await user.selectOptions(select, '2:30 pm');
    expect(latest).toEqual({ time: '2:30 pm' });
  });
});

describe('SelectField', () => {
  it('is named, described, and turns invalid with an error', () => {
    const options = [
      { value: 'a', label: 'Alpha' },
      { value: 'b', label: 'Beta' },
    ];
    const { rerender } = render(
      <Harness<{ pick: string }> defaultValues={{ pick: 'b' }}>
        {(control) => <SelectField control={control} name="pick" label="Pick one" options={options} helperText="Any" />}
      </Harness>,
    );
    const select = screen.getByRole('combobox', { name: 'Pick one' });
    expect(select).toHaveValue('b');
    expect(select).toHaveAttribute('aria-invalid', 'false');
    expect(select).toHaveAccessibleDescription('Any');
    rerender(
      <Harness<{ pick: string }> defaultValues={{ pick: 'b' }}>
        {(control) => <SelectField control={control} name="pick" label="Pick one" options={options} helperText="Any" error="Pick one." />}
      </Harness>,
    );
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Error: Pick one. Any');
  });
});

describe('CheckboxField', () => {
  it('is named by the consent text beside it and holds a boolean', async () => {
    const user = userEvent.setup();
    let latest: { consent: boolean } | undefined;
    render(
      <Harness<{ consent: boolean }> defaultValues={{ consent: false }} onValues={(v) => (latest = v)}>
        {(control) => (
          <CheckboxField control={control} name="consent" helperText="Optional">
            I agree to the <a href="/terms">Terms and Conditions</a> and to automated texts.
          </CheckboxField>
        )}
      </Harness>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions and to automated texts.' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Optional');
    expect(box).toHaveAttribute('aria-invalid', 'false');
    await user.click(box);
    expect(box).toBeChecked();
    expect(latest).toEqual({ consent: true });
  });

  it('shows an error as its description', () => {
    render(
      <Harness<{ consent: boolean }> defaultValues={{ consent: false }}>
        {(control) => (
          <CheckboxField control={control} name="consent" error="Please agree.">
            I agree
          </CheckboxField>
        )}
      </Harness>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Error: Please agree.');
  });
});

describe('TextareaField', () => {
  function renderTextarea(props: { rows?: number; maxLength?: number; error?: string } = {}) {
    render(
      <Harness<{ message: string }> defaultValues={{ message: '' }}>
        {(control) => <TextareaField control={control} name="message" label="Message" helperText="Tell us more" {...props} />}
      </Harness>,
    );
    return screen.getByRole('textbox', { name: 'Message' });
  }

  it('has 4 rows and 512 characters by default', () => {
    const textarea = renderTextarea();
    expect(textarea).toHaveAttribute('rows', '4');
    expect(textarea).toHaveAttribute('maxlength', '512');
  });

  it('takes other rows and limit', () => {
    const textarea = renderTextarea({ rows: 6, maxLength: 100 });
    expect(textarea).toHaveAttribute('rows', '6');
    expect(textarea).toHaveAttribute('maxlength', '100');
  });

  it('is described by its helper text and the count, and announces the count politely', async () => {
    const user = userEvent.setup();
    const textarea = renderTextarea();
    expect(textarea).toHaveAccessibleDescription('Tell us more You have 512 characters remaining');
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.type(textarea, 'Hello');
    expect(textarea).toHaveAccessibleDescription('Tell us more You have 507 characters remaining');
    await waitFor(() => expect(status).toHaveTextContent('You have 507 characters remaining'));
  });

  it('reads an error before the helper text', () => {
    const textarea = renderTextarea({ error: 'Too long.' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Error: Too long. Tell us more You have 512 characters remaining');
  });
});
