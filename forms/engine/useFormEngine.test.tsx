import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { object, string } from 'yup';
import { stateField } from '../fields/us-states';
import { generalForm } from '../general/definition';
import type { SubmitHandler, SubmitResult } from '../submit/types';
import { laidOut, StandardForm } from './StandardForm';
import { defineForm } from './define-form';

/** The form as the registry lays it out (it has no form.tsx of its own). */
const GeneralForm = laidOut(generalForm);

const sent: SubmitResult = { status: 'sent', attempts: 1 };

const choices = [
  { value: 'a', label: 'Plain' },
  { value: 'b', label: 'With detail' },
];

/** A small form with a reveal rule and a reset rule, the shapes spec 03's forms use. */
const revealing = defineForm({
  schema: object({
    choice: string().required('Choice is required.').default(''),
    detail: string().default(''),
    amount: string().default(''),
  }),
  payload: (values) => ({ ...values }),
  fields: [
    { kind: 'select', name: 'choice', label: 'Choice', options: choices },
    { kind: 'text', name: 'detail', label: 'Detail', required: false, when: (values) => values.choice === 'b' },
    { kind: 'text', name: 'amount', label: 'Amount', required: false },
  ],
  resets: [{ on: 'choice', values: (values) => (values.choice === 'b' ? {} : { detail: '' }) }],
});

/** `revealing` with a required detail that a choice of 'b' reveals empty, quietly, and hides as '0'. */
function revealingRequired() {
  return defineForm({
    ...revealing,
    schema: object({
      choice: string().required('Choice is required.').default(''),
      detail: string()
        .when('choice', { is: 'b', then: (rule) => rule.required('Detail is required.') })
        .default('0'),
      amount: string().default(''),
    }),
    resets: [
      { on: 'choice', values: (values) => (values.choice === 'b' ? {} : { detail: '0' }) },
      { on: 'choice', values: (values) => (values.choice === 'b' ? { detail: '' } : {}), quiet: true },
    ],
  });
}

describe('reveal and reset rules', () => {
  it('shows a field only while its rule holds, and resets it when the choice changes back', async () => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
    render(<StandardForm definition={revealing} crm={{}} handler={handler} />);
    expect(screen.queryByLabelText(/^Detail/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Choice/), 'b');
    await user.type(await screen.findByLabelText(/^Detail/), 'more');
    await user.selectOptions(screen.getByLabelText(/^Choice/), 'a');
    await waitFor(() => expect(screen.queryByLabelText(/^Detail/)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(handler.mock.calls[0]?.[0]).toEqual({ choice: 'a', detail: '', amount: '' });
  });

  it('resetForm: a change of the field puts every other field back to its default', async () => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
    const resetting = defineForm({ ...revealing, resets: [{ on: 'choice', values: () => ({}), resetForm: true }] });
    render(<StandardForm definition={resetting} crm={{}} handler={handler} />);
    await user.selectOptions(screen.getByLabelText(/^Choice/), 'a');
    await user.type(screen.getByLabelText(/^Amount/), '500');
    await user.selectOptions(screen.getByLabelText(/^Choice/), 'b');
    await waitFor(() => expect(screen.getByLabelText(/^Amount/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Choice/)).toHaveValue('b');
  });

  it('quiet: a reset rule that empties a field just shown leaves it without an error until it is answered', async () => {
    const user = userEvent.setup();
    const required = revealingRequired();
    render(<StandardForm definition={required} crm={{}} />);
    await user.selectOptions(screen.getByLabelText(/^Choice/), 'b');
    const detail = await screen.findByLabelText(/^Detail/);
    await waitFor(() => expect(detail).toHaveValue(''));
    expect(detail).toHaveAttribute('aria-invalid', 'false');
    await user.type(detail, 'x');
    await user.clear(detail);
    await waitFor(() => expect(detail).toHaveAccessibleDescription('Error: Detail is required.'));
  });

  it('reveals by page path: the route the block hands the form', () => {
    const byPath = defineForm({
      ...revealing,
      fields: [
        { kind: 'select', name: 'choice', label: 'Choice', options: choices },
        { kind: 'text', name: 'detail', label: 'Equipment', required: false, when: (_values, env) => env.path.includes('/equipment-finance') },
      ],
    });
    const { unmount } = render(<StandardForm definition={byPath} crm={{}} path="/commercial/lending/equipment-finance/" />);
    expect(screen.getByLabelText(/^Equipment/)).toBeInTheDocument();
    unmount();
    render(<StandardForm definition={byPath} crm={{}} path="/commercial/lending/bridge-and-construction-lending/" />);
    expect(screen.queryByLabelText(/^Equipment/)).toBeNull();
  });
});

describe('asynchronous checks', () => {
  it('a check that answers with a message puts it under its field, and nothing is sent', async () => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
    const lookup = vi.fn(async (values: { amount: string }) => (values.amount === '1' ? 'Amount is not known.' : undefined));
    const checked = defineForm({ ...revealing, checks: [{ field: 'amount', run: lookup }] });
    render(<StandardForm definition={checked} crm={{}} handler={handler} />);
    await user.selectOptions(screen.getByLabelText(/^Choice/), 'a');
    await user.type(screen.getByLabelText(/^Amount/), '1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription('Error: Amount is not known.'));
    expect(handler).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Amount/), '0');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
  });
});

describe('what was typed before the form hydrated', () => {
  /**
   * The static page's HTML, typed into as a visitor on a slow phone does before the form's chunk has
   * arrived, then hydrated: the values stay, are validated as if just typed, and are sent.
   */
  it('is taken over: kept in the fields, validated, and sent', async () => {
    const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<GeneralForm crm={{}} handler={handler} />);
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`);
    const typed = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '5551234567' };
    for (const [name, value] of Object.entries(typed)) {
      const input = field(name);
      if (input) input.value = value;
    }
    const box = field('checkbox__c');
    if (box) box.checked = true;

    await act(async () => {
      hydrateRoot(container, <GeneralForm crm={{}} handler={handler} />);
    });
    const form = within(container);
    await waitFor(() => expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(form.getByLabelText(/^First Name/)).toHaveValue('Ada');
    expect(form.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    // Typed before the mask's code had loaded: shown as the mask would have it.
    expect(form.getByLabelText(/^Phone/)).toHaveValue('555-123-4567');
    expect(form.getByRole('checkbox')).toBeChecked();

    await userEvent.setup().click(form.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(handler.mock.calls[0]?.[0]).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '5551234567',
      checkbox__c: true,
    });
    container.remove();
  });

  it('a choice made before hydration runs its reset rules: the field it reveals shows empty, not its hidden value', async () => {
    const definition = revealingRequired();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<StandardForm definition={definition} crm={{}} />);
    const choice = container.querySelector<HTMLSelectElement>('[name="choice"]');
    if (choice) choice.value = 'b';
    await act(async () => {
      hydrateRoot(container, <StandardForm definition={definition} crm={{}} />);
    });
    const form = within(container);
    const detail = await form.findByLabelText(/^Detail/);
    await waitFor(() => expect(detail).toHaveValue(''));
    expect(detail).toHaveAttribute('aria-invalid', 'false');
    expect(form.getByLabelText(/^Choice/)).toHaveValue('b');
    container.remove();
  });

  it('a select that starts on a value is no typing: the validation loads when the visitor reaches the form, not as it hydrates', async () => {
    const schema = object({ choice: string().required('Choice is required.').default('a'), amount: string().default('') });
    const load = vi.fn(() => Promise.resolve(schema));
    const definition = defineForm({
      schema: load,
      payload: (values) => ({ ...values }),
      fields: [
        { kind: 'select', name: 'choice', label: 'Choice', options: choices, initial: 'a' },
        { kind: 'text', name: 'amount', label: 'Amount', required: false },
      ],
    });
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<StandardForm definition={definition} crm={{}} />);
    // Every timer the hydration sets runs to its end, so a load put off to later (an idle moment, a pause) shows.
    vi.useFakeTimers();
    await act(async () => {
      hydrateRoot(container, <StandardForm definition={definition} crm={{}} />);
    });
    await act(() => vi.runAllTimersAsync());
    vi.useRealTimers();
    expect(load).not.toHaveBeenCalled();
    await userEvent.setup().click(within(container).getByLabelText(/^Amount/));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    container.remove();
  });

  it('a value typed before hydration that breaks a rule shows its message at once', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<GeneralForm crm={{}} />);
    const first = container.querySelector<HTMLInputElement>('[name="first_name"]');
    if (first) first.value = '9Ada';
    await act(async () => {
      hydrateRoot(container, <GeneralForm crm={{}} />);
    });
    const form = within(container);
    await waitFor(() => expect(form.getByLabelText(/^First Name/)).toHaveAccessibleDescription('Error: First Name is required.'));
    expect(form.getByLabelText(/^First Name/)).toHaveValue('9Ada');
    container.remove();
  });
});

describe('the error summary of long forms', () => {
  const long = defineForm({
    schema: object({
      city: string().required('City is required.').default(''),
      state: string().required('State is required.').default(''),
    }),
    payload: (values) => ({ ...values }),
    button: 'sendingOnly',
    errorSummary: true,
    fields: [{ kind: 'section', legend: 'Where you live', fields: [{ kind: 'text', name: 'city', label: 'City' }] }, stateField('state')],
  });

  it('after a failed submit lists each problem in field order, takes focus, and each link leads to its field', async () => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
    render(<StandardForm definition={long} crm={{}} handler={handler} />);
    expect(screen.getByRole('group', { name: 'Where you live' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['City is required.', 'State is required.']);
    await waitFor(() => expect(summary).toHaveFocus());
    await user.click(within(summary).getByRole('link', { name: 'State is required.' }));
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveFocus();
    expect(handler).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Austin');
    await user.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'TX');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(handler).toHaveBeenCalledWith({ city: 'Austin', state: 'TX' }, expect.anything()));
  });
});

describe('requireTouched and fromLocation', () => {
  const gated = defineForm({
    schema: object({ choice: string().default('a'), note: string().default('') }),
    payload: (values) => ({ ...values }),
    requireTouched: ['note'],
    fields: [
      { kind: 'select', name: 'choice', label: 'Choice', options: choices },
      { kind: 'text', name: 'note', label: 'Note', required: false },
    ],
  });

  it('keeps the button disabled until the named field has been touched, though the form is valid', async () => {
    const user = userEvent.setup();
    render(<StandardForm definition={gated} crm={{}} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled());
    await user.click(screen.getByLabelText(/^Note/));
    await user.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
  });

  it("preselects what the page URL's hash names", async () => {
    window.history.replaceState(null, '', '/dealers/#with-detail');
    const preselecting = defineForm({ ...gated, requireTouched: [], fromLocation: ({ hash }) => (hash === '#with-detail' ? { choice: 'b' } : {}) });
    render(<StandardForm definition={preselecting} crm={{}} />);
    await waitFor(() => expect(screen.getByLabelText(/^Choice/)).toHaveValue('b'));
    window.history.replaceState(null, '', '/');
  });
});

describe('repeatable forms', () => {
  it('stay in place after a send and send again on each submit, a failed one included', async () => {
    const user = userEvent.setup();
    const handler = vi
      .fn<SubmitHandler>()
      .mockResolvedValueOnce(sent)
      .mockResolvedValueOnce({ status: 'failed', reason: 'network', attempts: 3, message: 'Not sent.' })
      .mockResolvedValueOnce(sent);
    const repeatable = defineForm({ ...revealing, repeatable: true });
    render(<StandardForm definition={repeatable} crm={{}} handler={handler} />);
    await user.selectOptions(screen.getByLabelText(/^Choice/), 'a');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Submitted!')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent.');
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(3));
    expect(screen.getByLabelText(/^Choice/)).toHaveValue('a');
  });

  it('a form that is not repeatable sends once, then shows its success view', async () => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
    render(<StandardForm definition={revealing} crm={{}} handler={handler} />);
    await user.selectOptions(screen.getByLabelText(/^Choice/), 'a');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitted!')).toBeInTheDocument();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
