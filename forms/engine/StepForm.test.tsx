import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { attribution } from '../attribution';
import { emailRule, leadForm, oneOfRule, requiredText } from '../fields/rules';
import { text } from '../fields/values';
import type { SubmitHandler, SubmitResult } from '../submit/types';
import { planItems, type StepPlan } from './steps';
import { StepForm } from './StepForm';
import { defineForm } from './define-form';
import { enter } from '../test-user';

const sent: SubmitResult = { status: 'sent', attempts: 1 };
const failed: SubmitResult = { status: 'failed', reason: 'network', message: 'Your request was not sent: the network is unreachable.', attempts: 3 };

const schema = leadForm({
  answer: oneOfRule(['Yes', 'No'], 'Answer is required.'),
  why: requiredText('Why is required.').when('answer', { is: 'No', then: () => requiredText('Why is required.').optional() }),
  name: requiredText('Name is required.'),
  email: emailRule(),
});

const plan: StepPlan<typeof schema.__outputType> = {
  steps: [
    {
      id: 'first',
      title: 'The question',
      items: [
        { kind: 'yesNo', name: 'answer', label: 'Do you agree?' },
        { kind: 'text', name: 'why', label: 'Why?', when: (values) => values.answer === 'Yes' },
      ],
    },
    {
      id: 'second',
      title: 'About you',
      items: [
        { kind: 'text', name: 'name', label: 'Name' },
        { kind: 'email', name: 'email', label: 'Email' },
      ],
    },
  ],
  review: { title: 'Check your answers' },
};

const definition = defineForm({
  schema,
  fields: planItems(plan.steps),
  payload: (values, context) => ({
    ...attribution(context),
    answer: text(values.answer),
    ...(values.answer === 'Yes' ? { why: text(values.why) } : {}),
    name: text(values.name),
    email: text(values.email),
  }),
  submitLabel: 'Send',
});

function setup(props: { handler?: Mock<SubmitHandler>; emailValidator?: (email: string) => Promise<boolean> } = {}) {
  const user = userEvent.setup();
  const handler = props.handler ?? vi.fn<SubmitHandler>().mockResolvedValue(sent);
  render(
    <>
      <h2 id="title">Ask us</h2>
      <StepForm definition={definition} plan={plan} crm={{}} labelledBy="title" handler={handler} emailValidator={props.emailValidator} />
    </>,
  );
  return { user, handler };
}

/** The step's heading; its accessible name is what a screen reader announces when it takes focus. */
const heading = () => screen.getByRole('heading', { level: 3 });
const nextButton = () => screen.getByRole('button', { name: 'Next' });
const stillNeeded = () => screen.queryByRole('list', { name: 'Still needed before you can go to the next step:' });
const stillNeededItems = () =>
  within(stillNeeded() ?? document.createElement('ul'))
    .queryAllByRole('link')
    .map((link) => link.textContent);

/** Next as a visitor presses it: once the step is complete, it is enabled. */
async function pressNext(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(nextButton()).toBeEnabled());
  await user.click(nextButton());
}

async function fillFirst(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await enter(user, screen.getByRole('textbox', { name: /^Why\?/ }), 'Because');
}

async function fillSecond(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, screen.getByRole('textbox', { name: /^Name/ }), 'Ada');
  await enter(user, screen.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
}

beforeEach(() => window.history.replaceState(null, '', '/ask'));

describe('StepForm', () => {
  it('starts on step 1 of 3, its heading not focused, with Next disabled (nothing answered yet) and no Back', () => {
    setup();
    expect(heading()).toHaveAccessibleName('Step 1 of 3 The question');
    expect(heading()).not.toHaveFocus();
    expect(nextButton()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
  });

  it("Next is disabled while the step's shown fields are invalid, the still-needed list naming them", async () => {
    const { user } = setup();
    // Yes reveals Why?, still empty: this step needs it (and only it: the next step's fields are not listed).
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(stillNeededItems()).toEqual(['Why?']));
    expect(nextButton()).toBeDisabled();
    expect(nextButton()).toHaveAccessibleDescription(/^Still needed before you can go to the next step: Why\?/);
    await user.type(screen.getByRole('textbox', { name: /^Why\?/ }), 'Because');
    await waitFor(() => expect(nextButton()).toBeEnabled());
    expect(stillNeeded()).toBeNull();
    // Emptied again: disabled again, with the field's message as it shows it.
    await user.clear(screen.getByRole('textbox', { name: /^Why\?/ }));
    await waitFor(() => expect(stillNeededItems()).toEqual(['Why?']));
    expect(nextButton()).toBeDisabled();
    expect(heading()).toHaveTextContent('Step 1 of 3');
  });

  it('each step has its own list; on the review step Send is enabled once the whole form is valid', async () => {
    const { user } = setup();
    await fillFirst(user);
    await pressNext(user);
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 3'));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ada');
    await waitFor(() => expect(stillNeededItems()).toEqual(['Email']));
    expect(nextButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada@');
    await waitFor(() => expect(stillNeededItems()).toEqual([expect.stringMatching(/^Email: /)]));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'example.com');
    await pressNext(user);
    await waitFor(() => expect(heading()).toHaveTextContent('Step 3 of 3'));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('a hidden field is not validated: No moves on without Why', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await pressNext(user);
    await waitFor(() => expect(heading()).toHaveAccessibleName('Step 2 of 3 About you'));
  });

  it("Next moves on and focuses the new step's heading; Back keeps every value", async () => {
    const { user } = setup();
    await fillFirst(user);
    await pressNext(user);
    await waitFor(() => expect(heading()).toHaveAccessibleName('Step 2 of 3 About you'));
    expect(heading()).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Step 1 of 3'));
    expect(heading()).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Why\?/ })).toHaveValue('Because');
    await pressNext(user);
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 3'));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ada');
  });

  it('pressing Enter in a field is Next', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await pressNext(user);
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 3'));
    await fillSecond(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(heading()).toHaveAccessibleName('Step 3 of 3 Check your answers'));
  });

  it('the last step lists every answer by step, Change goes back to a step, and Send sends once', async () => {
    const { user, handler } = setup();
    await fillFirst(user);
    await pressNext(user);
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 3'));
    await fillSecond(user);
    await pressNext(user);
    await waitFor(() => expect(heading()).toHaveAccessibleName('Step 3 of 3 Check your answers'));
    const first = screen.getByRole('region', { name: 'The question' });
    expect(
      within(first)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Do you agree?', 'Why?']);
    expect(
      within(first)
        .getAllByRole('definition')
        .map((term) => term.textContent),
    ).toEqual(['Yes', 'Because']);
    const second = screen.getByRole('region', { name: 'About you' });
    expect(
      within(second)
        .getAllByRole('definition')
        .map((term) => term.textContent),
    ).toEqual(['Ada', 'ada@example.com']);
    await user.click(within(second).getByRole('button', { name: 'Change about you' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 3'));
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ada@example.com');
    await pressNext(user);
    await waitFor(() => expect(heading()).toHaveTextContent('Step 3 of 3'));
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText('Submitted!')).toBeInTheDocument());
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toMatchObject({ answer: 'Yes', why: 'Because', name: 'Ada', email: 'ada@example.com' });
  });

  it('a failed send keeps every value on every step and says so; Send again sends', async () => {
    const handler = vi.fn<SubmitHandler>().mockResolvedValueOnce(failed).mockResolvedValueOnce(sent);
    const { user } = setup({ handler });
    await fillFirst(user);
    await pressNext(user);
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 3'));
    await fillSecond(user);
    await pressNext(user);
    await waitFor(() => expect(heading()).toHaveTextContent('Step 3 of 3'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your request was not sent: the network is unreachable.');
    expect(heading()).toHaveTextContent('Step 3 of 3');
    expect(
      within(screen.getByRole('region', { name: 'About you' }))
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Ada', 'ada@example.com']);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 3'));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ada');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Step 1 of 3'));
    expect(screen.getByRole('textbox', { name: /^Why\?/ })).toHaveValue('Because');
    await pressNext(user);
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 3'));
    await pressNext(user);
    await waitFor(() => expect(heading()).toHaveTextContent('Step 3 of 3'));
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(screen.getByText('Submitted!')).toBeInTheDocument());
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler.mock.calls[1]?.[0]).toEqual(handler.mock.calls[0]?.[0]);
  });

  it("an address the page's email check refuses keeps Next disabled on its step, the list saying why", async () => {
    const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
    const emailValidator = vi.fn().mockResolvedValue(false);
    const { user } = setup({ handler, emailValidator });
    await fillFirst(user);
    await pressNext(user);
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 3'));
    await fillSecond(user);
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(stillNeededItems()).toEqual([expect.stringMatching(/^Email: ./)]));
    expect(nextButton()).toBeDisabled();
    expect(emailValidator).toHaveBeenCalledWith('ada@example.com', expect.anything());
    await user.click(screen.getByRole('link', { name: /^Email: / }));
    expect(email).toHaveFocus();
    expect(heading()).toHaveTextContent('Step 2 of 3');
    expect(handler).not.toHaveBeenCalled();
  });
});
