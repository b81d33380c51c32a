import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Mode, type Resolver } from 'react-hook-form';
import { expectNoAxeViolations } from './test-axe';
import { MultiSelectField } from './MultiSelectField';
import { Harness } from './test-harness';

const TYPES = [
  { value: 'Active Trading', label: 'Active Trading' },
  { value: 'FinTech', label: 'FinTech' },
  { value: 'Foreign', label: 'Foreign' },
  { value: 'Hybrid (RIA and BD)', label: 'Hybrid (RIA and BD)' },
  { value: 'RIA', label: 'RIA' },
];

type Values = { types: string[] };

function renderMulti(props: { helperText?: string; error?: string; onClose?: (values: string[]) => void } = {}) {
  let latest: Values | undefined;
  const result = render(
    <Harness<Values> defaultValues={{ types: [] }} onValues={(v) => (latest = v)}>
      {(control) => (
        <>
          <MultiSelectField control={control} name="types" label="Type of Business" placeholder="Select all that apply" options={TYPES} {...props} />
          <button type="button">Next</button>
        </>
      )}
    </Harness>,
  );
  return { ...result, combobox: screen.getByRole('combobox', { name: 'Type of Business' }), values: () => latest };
}

/** The clearing form's rule (spec 03 §5), with a count of validations: one per blur in onBlur mode. */
function ClearingForm({ mode, onClose, seen }: { mode: Mode; onClose?: (values: string[]) => void; seen: Values[] }) {
  const resolver: Resolver<Values> = async (values) => {
    seen.push(values);
    const none: Record<string, never> = {};
    if (values.types.length > 0) return { values, errors: none };
    return { values: none, errors: { types: { type: 'min', message: 'Type of Business is required.' } } };
  };
  const { control } = useForm<Values>({ defaultValues: { types: [] }, mode, resolver });
  return (
    <form noValidate>
      <MultiSelectField control={control} name="types" label="Type of Business" options={TYPES} onClose={onClose} />
      <button type="button">Next</button>
    </form>
  );
}

describe('MultiSelectField', () => {
  it('is a closed combobox named by its label, described by its helper text, showing the placeholder', async () => {
    const { combobox, container } = renderMulti({ helperText: 'Choose every type that applies.' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveAttribute('aria-haspopup', 'listbox');
    expect(combobox).toHaveAttribute('aria-invalid', 'false');
    expect(combobox).toHaveAccessibleDescription('Choose every type that applies.');
    expect(combobox).toHaveTextContent('Select all that apply');
    // No listbox until it opens, and so no aria-controls naming a missing element.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).not.toHaveAttribute('aria-controls');
    await expectNoAxeViolations(container);
  });

  it('opens its multi-select listbox when it gains focus, the first option active', async () => {
    const user = userEvent.setup();
    const { combobox, container } = renderMulti();
    await user.tab();
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Type of Business' });
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    expect(combobox).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(TYPES.map((t) => t.label));
    for (const option of options) expect(option).toHaveAttribute('aria-selected', 'false');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await expectNoAxeViolations(container);
  });

  it('moves with the arrows, Home and End, toggles with Space and Enter, and hands the values in option order', async () => {
    const user = userEvent.setup();
    const { combobox, values } = renderMulti();
    await user.tab();
    const option = (name: string) => screen.getByRole('option', { name });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', option('Foreign').id);
    await user.keyboard(' ');
    expect(option('Foreign')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(combobox).toHaveAttribute('aria-activedescendant', option('Active Trading').id);
    await user.keyboard('{Enter}');
    await user.keyboard('{End}');
    expect(combobox).toHaveAttribute('aria-activedescendant', option('RIA').id);
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', option('RIA').id);
    await user.keyboard('{ArrowUp}');
    expect(combobox).toHaveAttribute('aria-activedescendant', option('Hybrid (RIA and BD)').id);
    expect(values()).toEqual({ types: ['Active Trading', 'Foreign'] });
    await user.keyboard('{Home} ');
    expect(option('Active Trading')).toHaveAttribute('aria-selected', 'false');
    expect(values()).toEqual({ types: ['Foreign'] });
  });

  it('closes on Escape keeping focus, shows the chosen labels, and reopens with the arrow', async () => {
    const user = userEvent.setup();
    const { combobox } = renderMulti();
    await user.tab();
    await user.keyboard(' {ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown} {Escape}');
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    expect(combobox).toHaveTextContent('Active Trading, RIA');
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Active Trading' }).id);
  });

  it('jumps to the next option starting with a typed letter', async () => {
    const user = userEvent.setup();
    const { combobox } = renderMulti();
    await user.tab();
    await user.keyboard('f');
    expect(combobox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'FinTech' }).id);
    await user.keyboard('f');
    expect(combobox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Foreign' }).id);
  });

  it('toggles an option on click and stays open; a click elsewhere closes it', async () => {
    const user = userEvent.setup();
    const { combobox, values } = renderMulti();
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('option', { name: 'RIA' }));
    await user.click(screen.getByRole('option', { name: 'FinTech' }));
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'RIA' })).toHaveAttribute('aria-selected', 'true');
    expect(values()).toEqual({ types: ['FinTech', 'RIA'] });
    await user.click(screen.getByRole('option', { name: 'RIA' }));
    expect(values()).toEqual({ types: ['FinTech'] });
    await user.click(document.body);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveTextContent('FinTech');
  });

  it('a click on the focused control closes and reopens the list; a click on the label focuses it', async () => {
    const user = userEvent.setup();
    const { combobox } = renderMulti();
    await user.click(screen.getByText('Type of Business'));
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
  });

  it('Tab closes the list and moves on, blurring the field exactly once', async () => {
    const user = userEvent.setup();
    const seen: Values[] = [];
    const onClose = vi.fn();
    render(<ClearingForm mode="onBlur" seen={seen} onClose={onClose} />);
    const combobox = screen.getByRole('combobox', { name: 'Type of Business' });
    await user.tab();
    await user.keyboard('{ArrowDown} ');
    expect(seen).toHaveLength(0);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(seen).toEqual([{ types: ['FinTech'] }]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith(['FinTech']);
  });

  it('Escape then Tab blurs the field once, when the list closes', async () => {
    const user = userEvent.setup();
    const seen: Values[] = [];
    const onClose = vi.fn();
    render(<ClearingForm mode="onBlur" seen={seen} onClose={onClose} />);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(seen).toHaveLength(1);
    await user.tab();
    expect(seen).toHaveLength(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith([]);
  });

  it("shows 'Type of Business is required.' when the list is left with nothing chosen", async () => {
    const user = userEvent.setup();
    const { container } = render(<ClearingForm mode="all" seen={[]} />);
    const combobox = screen.getByRole('combobox', { name: 'Type of Business' });
    expect(combobox).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    await user.tab();
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Error: Type of Business is required.');
    await expectNoAxeViolations(container);
    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: 'RIA' }));
    expect(combobox).toHaveAttribute('aria-invalid', 'false');
    await expectNoAxeViolations(container);
  });

  it('shows an error passed in, and is not operable when disabled', async () => {
    const user = userEvent.setup();
    render(
      <Harness<Values> defaultValues={{ types: ['RIA'] }}>
        {(control) => <MultiSelectField control={control} name="types" label="Type of Business" options={TYPES} error="Pick one." disabled />}
      </Harness>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Type of Business' });
    expect(combobox).toHaveAccessibleDescription('Error: Pick one.');
    expect(combobox).toHaveAttribute('aria-disabled', 'true');
    expect(combobox).toHaveTextContent('RIA');
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });
});
