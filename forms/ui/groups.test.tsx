import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver } from 'react-hook-form';
import { expectNoAxeViolations } from './test-axe';
import { Fieldset } from './Fieldset';
import { CheckboxGroupField, RadioGroupField, YesNoField } from './ChoiceGroupField';
import { TextField } from './TextField';
import { Harness } from './test-harness';

const CORRECTIONS = [
  { value: 'Address', label: 'Address' },
  { value: 'Name', label: 'Name' },
  { value: 'Phone Number', label: 'Phone Number' },
  { value: 'Date of Birth', label: 'Date of Birth' },
  { value: 'Email', label: 'Email' },
];

describe('CheckboxGroupField', () => {
  type Values = { corrected: string[] };

  function renderGroup(props: { error?: string; helperText?: string } = {}) {
    let latest: Values | undefined;
    const result = render(
      <Harness<Values> defaultValues={{ corrected: [] }} onValues={(v) => (latest = v)}>
        {(control) => <CheckboxGroupField control={control} name="corrected" label="Corrected Information" options={CORRECTIONS} {...props} />}
      </Harness>,
    );
    return { ...result, group: screen.getByRole('group', { name: 'Corrected Information' }), values: () => latest };
  }

  it('is a fieldset named by its legend, described by the helper text under the boxes', async () => {
    const { group, container } = renderGroup({ helperText: 'Select all that apply.' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('Select all that apply.');
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('value'))).toEqual(CORRECTIONS.map((c) => c.value));
    for (const box of boxes) {
      expect(box).not.toBeChecked();
      expect(box).toHaveAttribute('aria-invalid', 'false');
    }
    expect(within(group).getByRole('checkbox', { name: 'Phone Number' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('hands the ticked values to the form in option order', async () => {
    const user = userEvent.setup();
    const { values } = renderGroup();
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    await user.click(screen.getByLabelText('Address'));
    expect(screen.getByRole('checkbox', { name: 'Email' })).toBeChecked();
    expect(values()).toEqual({ corrected: ['Address', 'Email'] });
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    expect(values()).toEqual({ corrected: ['Address'] });
  });

  it('shows an error under the group, describing the fieldset, and marks each box invalid', async () => {
    const { group, container } = renderGroup({ error: 'Corrected Information is required.', helperText: 'Any' });
    expect(group).toHaveAccessibleDescription('Error: Corrected Information is required. Any');
    expect(screen.getByText('Any')).toBeVisible();
    for (const box of within(group).getAllByRole('checkbox')) expect(box).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(container);
  });

  it('gives the first box the field id, for an error summary link', () => {
    render(
      <Harness<Values> defaultValues={{ corrected: [] }}>
        {(control) => <CheckboxGroupField control={control} name="corrected" id="corrected" label="Corrected" options={CORRECTIONS} />}
      </Harness>,
    );
    expect(document.getElementById('corrected')).toBe(screen.getByRole('checkbox', { name: 'Address' }));
  });

  it('is touched and validated once focus leaves the group, not while moving inside it', async () => {
    const user = userEvent.setup();
    const seen: Values[] = [];
    function Form() {
      const resolver: Resolver<Values> = async (values) => {
        seen.push(values);
        const none: Record<string, never> = {};
        if (values.corrected.length > 0) return { values, errors: none };
        return { values: none, errors: { corrected: { type: 'min', message: 'Corrected Information is required.' } } };
      };
      const { control } = useForm<Values>({ defaultValues: { corrected: [] }, mode: 'onBlur', resolver });
      return (
        <form noValidate>
          <CheckboxGroupField control={control} name="corrected" label="Corrected Information" options={CORRECTIONS} />
          <button type="button">Next</button>
        </form>
      );
    }
    render(<Form />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(seen).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(seen).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Corrected Information' })).toHaveAccessibleDescription('Error: Corrected Information is required.');
  });
});

describe('RadioGroupField', () => {
  type Values = { method: string };
  const METHODS = [
    { value: 'Email', label: 'Email' },
    { value: 'Postal Mail', label: 'Postal Mail' },
  ];

  it('is a radiogroup named by its legend; the chosen value goes to the form', async () => {
    const user = userEvent.setup();
    let latest: Values | undefined;
    const { container } = render(
      <Harness<Values> defaultValues={{ method: '' }} onValues={(v) => (latest = v)}>
        {(control) => <RadioGroupField control={control} name="method" label="Contact Method" options={METHODS} helperText="How we send the answer" required />}
      </Harness>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Contact Method' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('How we send the answer');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'false');
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    for (const radio of radios) expect(radio).not.toBeChecked();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('radio', { name: 'Postal Mail' }));
    expect(screen.getByRole('radio', { name: 'Postal Mail' })).toBeChecked();
    expect(latest).toEqual({ method: 'Postal Mail' });
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(latest).toEqual({ method: 'Email' });
  });

  it('shows an error under the radios and turns the group invalid', async () => {
    const { container } = render(
      <Harness<Values> defaultValues={{ method: '' }}>
        {(control) => <RadioGroupField control={control} name="method" label="Contact Method" options={METHODS} error="Contact Method is required." />}
      </Harness>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Contact Method' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Error: Contact Method is required.');
    await expectNoAxeViolations(container);
  });
});

describe('YesNoField', () => {
  type Values = { correction: string };

  it("offers Yes and No, inline, holding 'Yes', 'No' or ''", async () => {
    const user = userEvent.setup();
    let latest: Values | undefined;
    const { container } = render(
      <Harness<Values> defaultValues={{ correction: '' }} onValues={(v) => (latest = v)}>
        {(control) => <YesNoField control={control} name="correction" label="Request correction of information?" />}
      </Harness>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Request correction of information?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Yes', 'No']);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(latest).toEqual({ correction: 'No' });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(latest).toEqual({ correction: 'Yes' });
  });

  it('passes axe in its error state', async () => {
    const { container } = render(
      <Harness<Values> defaultValues={{ correction: 'No' }}>
        {(control) => <YesNoField control={control} name="correction" label="Current client?" error="This field is required." />}
      </Harness>,
    );
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Current client?' })).toHaveAccessibleDescription('Error: This field is required.');
    await expectNoAxeViolations(container);
  });
});

describe('Fieldset', () => {
  it('names a section of the form by its legend, with an optional description', async () => {
    const { container } = render(
      <Harness<{ amount: string }> defaultValues={{ amount: '' }}>
        {(control) => (
          <Fieldset legend="Loan Details" description="About the loan you need.">
            <TextField control={control} name="amount" label="Base Loan Amount" />
          </Fieldset>
        )}
      </Harness>,
    );
    const section = screen.getByRole('group', { name: 'Loan Details' });
    expect(section).toHaveAccessibleDescription('About the loan you need.');
    expect(within(section).getByRole('textbox', { name: 'Base Loan Amount' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('has no description without one', () => {
    render(
      <Fieldset legend="Broker Information">
        <p>Fields</p>
      </Fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Broker Information' })).not.toHaveAttribute('aria-describedby');
  });
});
