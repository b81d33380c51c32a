import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inRow, leadForm, requiredText, rowCountRule } from '../fields/rules';
import type { SubmitHandler } from '../submit/types';
import { expectNoAxeViolations } from '../ui/test-axe';
import { StandardForm } from './StandardForm';
import { defineForm } from './define-form';

const REQUIRED = 'Name is required.';
const row = (n: number) => inRow(requiredText(REQUIRED), 'count', n, 1, 3);

const people = defineForm({
  schema: leadForm({ count: rowCountRule(1, 3), name_1: row(1), name_2: row(2), name_3: row(3) }),
  payload: (values) => ({ ...values }),
  fields: [
    {
      kind: 'repeat',
      legend: 'People',
      helperText: 'Add up to 3 people.',
      count: 'count',
      min: 1,
      max: 3,
      rowLegend: 'Person',
      addLabel: 'Add a person',
      countNoun: 'people',
      rows: [
        [{ kind: 'text', name: 'name_1', label: 'Name' }],
        [{ kind: 'text', name: 'name_2', label: 'Name' }],
        [{ kind: 'text', name: 'name_3', label: 'Name' }],
      ],
    },
  ],
});

const nameIn = (row: string) => within(screen.getByRole('group', { name: row })).getByRole('textbox', { name: /^Name/ });

describe('a repeatable group', () => {
  it('starts with one row, no Remove, the helper text describing the group and the count stated', () => {
    render(<StandardForm definition={people} crm={{}} />);
    expect(screen.getByRole('group', { name: 'People' })).toHaveAccessibleDescription('Add up to 3 people.');
    expect(screen.getByRole('group', { name: 'Person 1' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Person 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 people');
  });

  it('Add shows the next row, moves focus to its first field and announces the count; at the maximum Add is gone', async () => {
    const user = userEvent.setup();
    render(<StandardForm definition={people} crm={{}} />);
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    await waitFor(() => expect(nameIn('Person 2')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 people');
    expect(screen.getByRole('button', { name: 'Remove Person 1' })).toBeInTheDocument();
    // By keyboard: Tab from the new field reaches Remove Person 2, then Add.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove Person 2' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add a person' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(nameIn('Person 3')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('3 of 3 people');
    expect(screen.queryByRole('button', { name: 'Add a person' })).toBeNull();
  });

  it('Remove takes the row out, the later rows move up with what was typed, and focus goes to the row in its place', async () => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>().mockResolvedValue({ status: 'sent', attempts: 1 });
    render(<StandardForm definition={people} crm={{}} handler={handler} />);
    await user.type(nameIn('Person 1'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    await user.type(nameIn('Person 2'), 'Bo');
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    await user.type(nameIn('Person 3'), 'Cy');
    await user.click(screen.getByRole('button', { name: 'Remove Person 2' }));
    await waitFor(() => expect(nameIn('Person 2')).toHaveFocus());
    expect(nameIn('Person 1')).toHaveValue('Ann');
    expect(nameIn('Person 2')).toHaveValue('Cy');
    expect(screen.queryByRole('group', { name: 'Person 3' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 people');

    // Removing the last row: focus goes to Add, which is back.
    await user.click(screen.getByRole('button', { name: 'Remove Person 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a person' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 people');

    // A row added again starts empty.
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    await waitFor(() => expect(nameIn('Person 2')).toHaveValue(''));
    await user.type(nameIn('Person 2'), 'Di');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(handler).toHaveBeenCalledWith({ count: 2, name_1: 'Ann', name_2: 'Di', name_3: '' }, expect.anything()));
  });

  it('Add, Remove and Add again each decide Submit anew: a complete form is never left disabled, and the list says why it is', async () => {
    const user = userEvent.setup();
    render(<StandardForm definition={{ ...people, errorSummary: true }} crm={{}} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    const stillNeeded = () => screen.queryByRole('list', { name: 'Still needed before you can submit:' });
    await user.type(nameIn('Person 1'), 'Ann');
    await waitFor(() => expect(submit).toBeEnabled());
    // An empty row added: Submit disabled, and the list names the new row's field.
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    await waitFor(() => expect(submit).toBeDisabled());
    await waitFor(() =>
      expect(
        within(stillNeeded()!)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Person 2, Name']),
    );
    expect(submit).toHaveAccessibleDescription(/^Still needed before you can submit: Person 2, Name/);
    // Removed again, nothing else edited: the form is complete, Submit enabled, no list.
    await user.click(screen.getByRole('button', { name: 'Remove Person 2' }));
    await waitFor(() => expect(submit).toBeEnabled());
    expect(stillNeeded()).toBeNull();
    // And once more: added, disabled with its reason; filled, enabled.
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    await waitFor(() => expect(submit).toBeDisabled());
    await waitFor(() => expect(stillNeeded()).not.toBeNull());
    await user.type(nameIn('Person 2'), 'Bo');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(stillNeeded()).toBeNull();
  });

  it('validates a shown row and not a removed one', async () => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>().mockResolvedValue({ status: 'sent', attempts: 1 });
    const { container } = render(<StandardForm definition={{ ...people, button: 'sendingOnly', errorSummary: true }} crm={{}} handler={handler} />);
    await user.type(nameIn('Person 1'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(nameIn('Person 2')).toHaveAccessibleDescription(`Error: ${REQUIRED}`));
    expect(handler).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Remove Person 2' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
  });
});
