import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmitHandler, SubmitResult } from '@/forms/submit';
import type { FormId } from '../form-ids';
import { formModule } from '../test-form-modules';
import type { FormProps } from './types';
import { enter, pressSubmit } from '../test-user';

/** The settings of the HubSpot-shaped forms (the content check requires them). */
const SETTINGS = { consentText: 'I agree.', subscriptionTypeId: 1, subscriptionText: 'News', pageId: '123' };

function LeadForm({ form, ...props }: FormProps & { form: FormId }) {
  const { Form } = formModule(form);
  return <Form {...props} />;
}

const sent: SubmitResult = { status: 'sent', attempts: 1 };
const failed: SubmitResult = {
  status: 'failed',
  reason: 'network',
  message: 'Your request was not sent: the network is unreachable.',
  attempts: 3,
};

async function fillGeneral(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, screen.getByLabelText(/^First Name/), 'Ada');
  await enter(user, screen.getByLabelText(/^Last Name/), 'Lovelace');
  await enter(user, screen.getByLabelText(/^Email/), 'ada@example.com');
  await enter(user, screen.getByLabelText(/^Phone/), '5551234567');
  await user.click(screen.getByRole('checkbox'));
}

beforeEach(() => window.history.replaceState(null, '', '/customer-support?utm_campaign=spring'));

describe('LeadForm (general)', () => {
  it('sends the exact payload with the page crm, path and query', async () => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
    render(<LeadForm form="general" crm={{ brand: 'AXB', branch: 'Online' }} handler={handler} />);
    await fillGeneral(user);
    await pressSubmit(user);
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(handler.mock.calls[0]?.[0]).toEqual({
      Brand_SFDC2__c: 'AXB',
      Branch_SFDC2__c: 'Online',
      lead_source: 'Web RMI',
      Web_Source__c: '/customer-support',
      Full_Web_Source__c: '/customer-support',
      Marketing_Source__c: 'spring',
      First_UTMCampaign__c: 'spring',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '5551234567',
      checkbox__c: true,
      Send_SMS__c: true,
      DoNotCall: false,
    });
    expect(await screen.findByRole('heading', { name: 'Submitted!' })).toBeInTheDocument();
  });

  it('shows the exact messages as accessible descriptions', async () => {
    const user = userEvent.setup();
    render(<LeadForm form="general" crm={{}} handler={vi.fn()} />);
    await user.click(screen.getByLabelText(/^First Name/));
    await user.tab();
    await user.type(screen.getByLabelText(/^Phone/), '555');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveAccessibleDescription('Error: First Name is required.'));
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription('Error: Phone is required.');
  });

  it('a phone typed part-way to 10 characters gets the length message (spec 01 §5), and the payload has digits only', async () => {
    const user = userEvent.setup();
    render(<LeadForm form="general" crm={{}} handler={vi.fn()} />);
    const phone = screen.getByLabelText(/^Phone/);
    await user.type(phone, '55512345');
    expect(phone).toHaveValue('555-123-45');
    await user.tab();
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Error: Phone must have at least 10 and no more than 10 characters.'));
    await user.type(phone, '67');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'false'));
  });

  it('keeps the button disabled until valid and while sending', async () => {
    const user = userEvent.setup();
    let resolve: (result: SubmitResult) => void = () => {};
    const handler = vi.fn<SubmitHandler>(() => new Promise((r) => (resolve = r)));
    render(<LeadForm form="general" crm={{}} handler={handler} />);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await fillGeneral(user);
    await pressSubmit(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled());
    resolve(sent);
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you!');
  });

  it('on a failed send keeps every value, says so in an alert and sends again', async () => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>().mockResolvedValueOnce(failed).mockResolvedValueOnce(sent);
    render(<LeadForm form="general" crm={{}} handler={handler} success={{ headline: 'Thanks', body: 'We will call you.' }} />);
    await fillGeneral(user);
    await pressSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your request was not sent: the network is unreachable.');
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(screen.getByRole('checkbox')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('heading', { name: 'Thanks' })).toBeInTheDocument();
    expect(screen.getByText('We will call you.')).toBeInTheDocument();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('sends once on a double click', async () => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>(() => new Promise((r) => setTimeout(() => r(sent), 50)));
    render(<LeadForm form="general" crm={{}} handler={handler} />);
    await fillGeneral(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Submitted!' })).toBeInTheDocument();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('LeadForm (other forms)', () => {
  it('callback: the button stays enabled while sending', async () => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>(() => new Promise(() => {}));
    render(<LeadForm form="callback" crm={{}} handler={handler} />);
    await enter(user, screen.getByLabelText(/^First Name/), 'Ada');
    await enter(user, screen.getByLabelText(/^Last Name/), 'Lovelace');
    await enter(user, screen.getByLabelText(/^Email/), 'ada@example.com');
    await enter(user, screen.getByLabelText(/^Phone/), '5551234567');
    await user.type(screen.getByLabelText(/^Best contact date/), '2099-01-15');
    await user.selectOptions(screen.getByLabelText(/^Best time to call/), '9:30 am');
    await pressSubmit(user);
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('fundingCallback: a spinner with an accessible name replaces the button while sending', async () => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>(() => new Promise(() => {}));
    render(<LeadForm form="fundingCallback" crm={{}} handler={handler} />);
    await enter(user, screen.getByLabelText(/^First Name/), 'Ada');
    await enter(user, screen.getByLabelText(/^Last Name/), 'Lovelace');
    await enter(user, screen.getByLabelText(/^Email/), 'ada@example.com');
    await enter(user, screen.getByLabelText(/^Phone/), '5551234567');
    await user.type(screen.getByLabelText(/^Best contact date/), '2099-01-15');
    await user.selectOptions(screen.getByLabelText(/^Best time to call/), '9:30 am');
    await enter(user, screen.getByLabelText(/^Potential funding/), '25000');
    await pressSubmit(user);
    expect(await screen.findByRole('progressbar', { name: 'Sending your request' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});

describe('LeadForm (the email check the page names: asynchronous validation, spec 03 §4, §5)', () => {
  const submit = () => screen.getByRole('button', { name: 'Submit' });
  const emailField = () => screen.getByLabelText(/^Email/);

  /** An answer the test gives when it wants, to hold a check pending or answer out of order. */
  function deferredValidator() {
    const asked: { email: string; answer: (value: unknown) => void }[] = [];
    const validator = vi.fn((email: string) => new Promise<unknown>((resolve) => asked.push({ email, answer: resolve })));
    return { validator, asked };
  }

  it("disposable: a throwaway address gets the form's own message under the field as it is typed, and Submit stays disabled", async () => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
    render(<LeadForm form="emailOnly" crm={{}} emailCheck={{ validator: 'disposable' }} handler={handler} />);
    await user.type(emailField(), 'ada@mailinator.com');
    await waitFor(() => expect(emailField()).toHaveAccessibleDescription('Error: Email is required.'));
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(submit()).toBeDisabled();

    // Correcting the address clears the message, and the form sends.
    await user.clear(emailField());
    await user.type(emailField(), 'ada@example.com');
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(emailField()).toHaveAttribute('aria-invalid', 'false');
    await user.click(submit());
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Submitted!')).toBeInTheDocument();
  });

  it.each<[string, FormId, string]>([
    ['general', 'general', 'Email is required.'],
    ['fundingCallback', 'fundingCallback', 'Email is required.'],
    ['contactUsHubspot', 'contactUsHubspot', 'Please complete this required field.'],
  ])('%s, whose page names no check, runs the default one: a throwaway address is refused as it is typed, Submit disabled', async (_, form, message) => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
    render(<LeadForm form={form} crm={{}} handler={handler} settings={SETTINGS} />);
    await user.type(emailField(), 'ada@mailinator.com');
    await waitFor(() => expect(emailField()).toHaveAccessibleDescription(`Error: ${message}`));
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(submit()).toBeDisabled();
    await user.clear(emailField());
    await user.type(emailField(), 'ada@example.com');
    await waitFor(() => expect(emailField()).toHaveAttribute('aria-invalid', 'false'));
  });

  it('a page that names `format` checks the format alone: a throwaway address is accepted', async () => {
    const user = userEvent.setup();
    render(<LeadForm form="emailOnly" crm={{}} emailCheck={{ validator: 'format' }} handler={vi.fn()} />);
    await user.type(emailField(), 'ada@mailinator.com');
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(emailField()).toHaveAttribute('aria-invalid', 'false');
  });

  it.each<[string, FormId, RegExp, string]>([
    ['the commercial form', 'commercialLending', /^Business Email/, 'Business Email is required.'],
    ['a HubSpot-shaped form', 'contactUsHubspot', /^Email/, 'Please complete this required field.'],
    ['any other form', 'emailOnly', /^Email/, 'Email is required.'],
    // The form's email field whatever its name: the broker's is Email_Address__c.
    ['the broker form', 'brokerScenario', /^Email/, 'Email is required.'],
    ['the vendor questionnaire', 'vendorQuestionnaire', /^Email/, 'Please complete this required field.'],
  ])("a refused address on %s shows the form's own message", async (_, form, label, message) => {
    const user = userEvent.setup();
    render(<LeadForm form={form} crm={{}} handler={vi.fn()} emailValidator={async () => false} settings={SETTINGS} />);
    await enter(user, screen.getByLabelText(label), 'ada@example.com');
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(`Error: ${message}`));
  });

  it("checks the visitor's own address only: the vendor questionnaire's owner email is not the page's to check", async () => {
    const user = userEvent.setup();
    const emailValidator = vi.fn().mockResolvedValue(false);
    render(<LeadForm form="vendorQuestionnaire" crm={{}} handler={vi.fn()} emailValidator={emailValidator} settings={SETTINGS} />);
    const owner = screen.getByLabelText(/^Owner Email/);
    await enter(user, owner, 'owner@example.com');
    await user.tab();
    // The visitor's address is entered after the owner's: a check of the owner's would have been asked first.
    await enter(user, screen.getByLabelText(/^Email/), 'ada@example.com');
    await waitFor(() => expect(emailValidator).toHaveBeenCalledWith('ada@example.com', expect.any(AbortSignal)));
    expect(emailValidator).toHaveBeenCalledTimes(1);
    expect(owner).toHaveAttribute('aria-invalid', 'false');
  });

  it.each<[string, unknown, boolean]>([
    ['1', 1, true],
    ["'yes'", 'yes', true],
    ['true', true, true],
    ['null', null, false],
    ['undefined', undefined, false],
    ['false', false, false],
  ])('an answer of %s is taken as truthy or falsy, and nothing throws', async (_, answer, accepted) => {
    const user = userEvent.setup();
    render(<LeadForm form="emailOnly" crm={{}} handler={vi.fn()} emailValidator={async () => answer} />);
    await user.type(emailField(), 'ada@example.com');
    // Accepted: no error in the description (a lookahead that refuses 'Error' at its start); refused: the message.
    await waitFor(() => expect(emailField()).toHaveAccessibleDescription(accepted ? /^(?!Error)/ : 'Error: Email is required.'));
    await waitFor(() => expect(submit()).toHaveProperty('disabled', !accepted));
    expect(submit()).toHaveProperty('disabled', !accepted);
  });

  it('asks once per distinct address, once typing pauses; Submit is disabled while it waits', async () => {
    const user = userEvent.setup();
    const { validator, asked } = deferredValidator();
    const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
    render(<LeadForm form="emailOnly" crm={{}} handler={handler} emailValidator={validator} />);
    // Typed key by key: 'ada@example.co' is an address too, but typing had not paused on it.
    await user.type(emailField(), 'ada@example.com');
    await waitFor(() => expect(validator).toHaveBeenCalledTimes(1));
    expect(validator).toHaveBeenCalledWith('ada@example.com', expect.any(AbortSignal));
    expect(submit()).toBeDisabled();
    expect(emailField()).toHaveAttribute('aria-invalid', 'false');
    asked[0]!.answer(true);
    await waitFor(() => expect(submit()).toBeEnabled());
    // Blurring and sending use the answer already given: no second request.
    await user.click(submit());
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(validator).toHaveBeenCalledTimes(1);
  });

  it('the last answer wins: an older address answered late does not decide the field', async () => {
    const user = userEvent.setup();
    const { validator, asked } = deferredValidator();
    render(<LeadForm form="emailOnly" crm={{}} handler={vi.fn()} emailValidator={validator} />);
    await user.type(emailField(), 'ada@example.com');
    await waitFor(() => expect(validator).toHaveBeenCalledTimes(1));
    await user.clear(emailField());
    await user.type(emailField(), 'bob@example.com');
    await waitFor(() => expect(validator).toHaveBeenCalledTimes(2));
    asked[1]!.answer(true);
    await waitFor(() => expect(submit()).toBeEnabled());
    // The first address is refused, but the field holds the second one.
    asked[0]!.answer(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(emailField()).toHaveAttribute('aria-invalid', 'false');
    expect(submit()).toBeEnabled();
    // Back to the first address: its answer is known (cached), refused, without asking again.
    await user.clear(emailField());
    await user.type(emailField(), 'ada@example.com');
    await waitFor(() => expect(emailField()).toHaveAccessibleDescription('Error: Email is required.'));
    expect(submit()).toBeDisabled();
    expect(validator).toHaveBeenCalledTimes(2);
  });

  it('a validator that throws does not block the visitor: the lead is sent', async () => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
    const emailValidator = vi.fn().mockRejectedValue(new Error('verification service down'));
    render(<LeadForm form="emailOnly" crm={{}} handler={handler} emailValidator={emailValidator} />);
    await user.type(emailField(), 'ada@example.com');
    await pressSubmit(user);
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(emailValidator).toHaveBeenCalledWith('ada@example.com', expect.any(AbortSignal));
  });

  it('a validator that never answers holds Submit only until its timeout, then the lead is sent', async () => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
    const service = vi.fn<typeof fetch>(() => new Promise(() => {}));
    vi.stubGlobal('fetch', service);
    try {
      render(
        <LeadForm
          form="emailOnly"
          crm={{}}
          handler={handler}
          emailCheck={{ validator: 'service', url: 'https://verify.bank.example/email', timeoutMs: 500 }}
        />,
      );
      await user.type(emailField(), 'ada@example.com');
      await waitFor(() => expect(service).toHaveBeenCalledTimes(1));
      expect(submit()).toBeDisabled();
      await waitFor(() => expect(submit()).toBeEnabled(), { timeout: 3000 });
      await user.click(submit());
      await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
      expect(service).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a double click checks and sends once', async () => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
    const emailValidator = vi.fn().mockResolvedValue(true);
    render(<LeadForm form="emailOnly" crm={{}} handler={handler} emailValidator={emailValidator} />);
    await user.type(emailField(), 'ada@example.com');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.dblClick(submit());
    expect(await screen.findByText('Submitted!')).toBeInTheDocument();
    expect(emailValidator).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
