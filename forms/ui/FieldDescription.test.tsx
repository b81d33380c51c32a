import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver } from 'react-hook-form';
import { CheckboxField } from './CheckboxField';
import { PossibleErrorsProvider } from './FieldDescription';
import { TextField } from './TextField';
import { Harness } from './test-harness';

describe('FieldDescription', () => {
  it('names the error, then the hint, in aria-describedby, and keeps the hint shown', () => {
    render(
      <Harness<{ phone: string }> defaultValues={{ phone: '' }}>
        {(control) => <TextField control={control} name="phone" label="Phone" helperText="Ten digits" error="Phone is required." />}
      </Harness>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    const error = screen.getByText('Phone is required.');
    const hint = screen.getByText('Ten digits');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([error.id, hint.id]);
    expect(input).toHaveAccessibleDescription('Error: Phone is required. Ten digits');
    expect(hint).toBeVisible();
  });

  it("keeps the field's other possible messages out of what is read, hidden copies that only hold their room", () => {
    const possible = new Map([['phone', ['Phone is required.', 'Phone must have at least 10 and no more than 10 characters.']]]);
    render(
      <PossibleErrorsProvider value={possible}>
        <Harness<{ phone: string }> defaultValues={{ phone: '' }}>
          {(control) => <TextField control={control} name="phone" id="phone" label="Phone" helperText="Ten digits" error="Phone is required." />}
        </Harness>
      </PossibleErrorsProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Error: Phone is required. Ten digits');
    expect(screen.getByText('Phone must have at least 10 and no more than 10 characters.')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves the empty error line out of the description while the field is valid', () => {
    render(
      <Harness<{ phone: string }> defaultValues={{ phone: '' }}>
        {(control) => <TextField control={control} name="phone" label="Phone" helperText="Ten digits" />}
      </Harness>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Ten digits').id);
    expect(input).toHaveAccessibleDescription('Ten digits');
  });

  it('shows an error raised during a press only once the press is released, and the click lands', async () => {
    const user = userEvent.setup();
    function Form() {
      const resolver: Resolver<{ phone: string; consent: boolean }> = async (values) => {
        const none: Record<string, never> = {};
        if (values.phone !== '') return { values, errors: none };
        return { values: none, errors: { phone: { type: 'required', message: 'Phone is required.' } } };
      };
      const { control } = useForm<{ phone: string; consent: boolean }>({
        defaultValues: { phone: '', consent: false },
        mode: 'onBlur',
        resolver,
      });
      return (
        <form noValidate>
          <TextField control={control} name="phone" label="Phone" />
          <CheckboxField control={control} name="consent">
            I agree
          </CheckboxField>
        </form>
      );
    }
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    await user.click(input);
    // The press moves focus to the box: the phone field validates on leaving, as the form asks.
    await user.pointer({ keys: '[MouseLeft>]', target: box });
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('Phone is required.')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: box });
    expect(box).toBeChecked();
    expect(await screen.findByText('Phone is required.')).toBeVisible();
    expect(input).toHaveAccessibleDescription('Error: Phone is required.');
  });
});
