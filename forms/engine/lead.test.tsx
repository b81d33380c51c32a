/**
 * The lead side of every form (issue 41), through the general lead form and a fake handler: the
 * envelope each send carries, the honeypot and the fill time, the consent evidence, the tab's outbox
 * (kept, sent again once, cleared), and the relay's refusal of values (422) shown under the fields.
 */
import { createHash } from 'node:crypto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { CONSENT_TEXT, generalForm } from '../general/definition';
import { DEALER_CHECKBOX_LABEL } from '../contact-us-hubspot/definition';
import { RATE_WATCH_LEAD, rateWatchFormFor } from '../mortgage-quote/rate-watch/definition';
import { APPLY_FILTERS_LEAD, filtersFormFor } from '../mortgage-quote/apply-filters/definition';
import { filtersExamples } from '../mortgage-quote/apply-filters/test-examples';
import { examples as privacyExamples } from '../privacy-request/test-examples';
import { FORM_IDS } from '../form-ids';
import type { LeadEnvelope, SubmitContext, SubmitFailed, SubmitHandler, SubmitPayload, SubmitResult } from '../submit/types';
import { formModule } from '../test-form-modules';
import { enter, pressSubmit } from '../test-user';
import { defineForm } from './define-form';
import { HONEYPOT_NAME } from './honeypot';
import { hubspotVisitor, leadEnvelope, newLeadKey } from './lead-envelope';
import { outboxKey, RESENDING_MESSAGE, SAVED_MESSAGE } from './outbox';
import { worthKeeping } from './outbox-keep';
import { laidOut, StandardForm } from './StandardForm';
import { fieldsOf } from './types';

const GeneralForm = laidOut(generalForm);
const PATH = '/customer-support';
const KEY = outboxKey(PATH, 'general');

const sent: SubmitResult = { status: 'sent', attempts: 1 };
const offline: SubmitFailed = {
  status: 'failed',
  reason: 'network',
  message: 'Your request was not sent: we could not reach the server. Check your connection.',
  attempts: 3,
};

/** A handler that answers each call with the next of `answers` (the last one again once they run out) and records what it was handed. */
function scripted(...answers: SubmitResult[]) {
  const calls: { payload: SubmitPayload; context: SubmitContext }[] = [];
  const handler: SubmitHandler = (payload, context) => {
    calls.push({ payload, context });
    return Promise.resolve(answers[Math.min(calls.length - 1, answers.length - 1)]!);
  };
  return { handler, calls, leads: () => calls.map((call) => call.context.lead) };
}

/** A handler whose answer the test gives when it chooses. */
function held() {
  const calls: LeadEnvelope[] = [];
  let answer: (result: SubmitResult) => void = () => {};
  const handler: SubmitHandler = (_payload, context) => {
    if (context.lead) calls.push(context.lead);
    return new Promise((resolve) => {
      answer = resolve;
    });
  };
  return { handler, calls, answer: (result: SubmitResult) => act(() => answer(result)) };
}

const reference = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

async function fill(user: ReturnType<typeof userEvent.setup>, { consent = true } = {}) {
  await enter(user, screen.getByLabelText(/^First Name/), 'Ada');
  await enter(user, screen.getByLabelText(/^Last Name/), 'Lovelace');
  await enter(user, screen.getByLabelText(/^Email/), 'ada@example.com');
  await enter(user, screen.getByLabelText(/^Phone/), '5551234567');
  if (consent) await user.click(screen.getByRole('checkbox'));
}

const VALUES = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '555-123-4567', checkbox__c: true };

beforeEach(() => window.history.replaceState(null, '', `${PATH}?utm_campaign=spring`));
afterEach(() => vi.useRealTimers());

describe('the lead envelope on every send', () => {
  it('names the form, carries the validated values, a UUID key, the bot readings and no HubSpot cookie the visitor does not carry', async () => {
    const user = userEvent.setup();
    const { handler, leads } = scripted(sent);
    render(<GeneralForm form="general" path={PATH} crm={{}} handler={handler} />);
    await fill(user, { consent: false });
    await pressSubmit(user);
    await screen.findByRole('heading', { name: 'Submitted!' });
    const [lead] = leads();
    expect(lead).toEqual({
      form: 'general',
      values: { ...VALUES, checkbox__c: false },
      // Asymmetric matchers are typed any: read as unknown, they are compared, not assigned.
      key: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) as unknown,
      bot: { hp: '', elapsedMs: expect.any(Number) as unknown },
    });
  });

  it('carries what the payload takes from elsewhere when the definition says so (leadValues)', async () => {
    const withContact = defineForm({
      schema: object({ city: string().required('City is required.').default('') }),
      payload: (values) => ({ ...values, email: 'ada@example.com' }),
      leadValues: (values) => ({ ...values, email: 'ada@example.com' }),
      fields: [{ kind: 'text', name: 'city', label: 'City' }],
    });
    const user = userEvent.setup();
    const { handler, leads } = scripted(sent);
    render(<StandardForm definition={withContact} form="withContact" path={PATH} crm={{}} handler={handler} />);
    await user.type(screen.getByLabelText(/^City/), 'Austin');
    await pressSubmit(user);
    await waitFor(() => expect(leads()).toHaveLength(1));
    expect(leads()[0]?.values).toEqual({ city: 'Austin', email: 'ada@example.com' });
  });

  it("Apply Filters' lead carries the quote's contact fields beside the filters, as the relay builds its payload from them", () => {
    const quote = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '555-123-4567' };
    expect(APPLY_FILTERS_LEAD).toBe('mortgageQuote.applyFilters');
    expect(filtersFormFor(quote).leadValues?.(filtersExamples.purchase)).toEqual({ ...filtersExamples.purchase, ...quote });
  });

  it('times the fill from the first focus in the form to the send', async () => {
    const user = userEvent.setup();
    const { handler, leads } = scripted(sent);
    render(<GeneralForm form="general" path={PATH} crm={{}} handler={handler} />);
    // The clock alone (Date), not the timers: the typing and React's scheduling run as they do.
    vi.setSystemTime(new Date('2026-11-29T10:00:00.000Z'));
    await user.click(screen.getByLabelText(/^First Name/));
    vi.setSystemTime(new Date('2026-11-29T10:00:41.250Z'));
    await fill(user, { consent: false });
    await pressSubmit(user);
    await waitFor(() => expect(leads()).toHaveLength(1));
    expect(leads()[0]?.bot.elapsedMs).toBe(41_250);
  });

  it("carries HubSpot's visitor cookie when the visitor has one", async () => {
    document.cookie = 'other=1';
    document.cookie = 'hubspotutk=5d1e4f0c2b7a9e3d8f6a1b2c3d4e5f60';
    try {
      const user = userEvent.setup();
      const { handler, leads } = scripted(sent);
      render(<GeneralForm form="general" path={PATH} crm={{}} handler={handler} />);
      await fill(user);
      await pressSubmit(user);
      await waitFor(() => expect(leads()).toHaveLength(1));
      expect(leads()[0]?.hutk).toBe('5d1e4f0c2b7a9e3d8f6a1b2c3d4e5f60');
    } finally {
      document.cookie = 'hubspotutk=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
      document.cookie = 'other=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it.each([
    ['hubspotutk=abc; _ga=1', 'abc'],
    ['_ga=1;  hubspotutk=abc ', 'abc'],
    ['xhubspotutk=abc', undefined],
    ['hubspotutk=', undefined],
    ['', undefined],
  ])('reads the cookie string %j as %j', (cookie, expected) => {
    expect(hubspotVisitor(cookie)).toBe(expected);
  });
});

describe('outside a secure context (plain http on the local network)', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  afterEach(() => vi.unstubAllGlobals());

  it('makes a version 4 UUID from getRandomValues where randomUUID is missing', () => {
    const keys = Array.from({ length: 50 }, () => newLeadKey({ getRandomValues: crypto.getRandomValues.bind(crypto) }));
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(50);
  });

  it('sends the lead without consent evidence where Web Crypto cannot hash', async () => {
    // Web Crypto's digest is missing outside a secure context.
    vi.stubGlobal('crypto', {});
    const envelope = await leadEnvelope({
      form: 'general',
      values: VALUES,
      key: 'k',
      honeypot: '',
      elapsedMs: 1_000,
      consent: { text: CONSENT_TEXT, at: new Date(), page: 'http://192.168.1.20:4100/customer-support/' },
      cookie: '',
    });
    expect(envelope).toEqual({ form: 'general', values: VALUES, key: 'k', bot: { hp: '', elapsedMs: 1_000 } });
  });
});

describe('the honeypot', () => {
  it('is outside the accessibility tree and the tab order: Tab walks the fields, the box and Submit, nothing else', async () => {
    const user = userEvent.setup();
    render(<GeneralForm form="general" path={PATH} crm={{}} handler={scripted(sent).handler} />);
    await fill(user);
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByRole('textbox', { name: /empty/i })).toBeNull();
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).not.toContain(HONEYPOT_NAME);

    (document.activeElement as HTMLElement | null)?.blur();
    const walked: Element[] = [];
    for (let step = 0; step < 7; step += 1) {
      await user.tab();
      if (document.activeElement === document.body) break;
      walked.push(document.activeElement!);
    }
    expect(walked).toEqual([
      screen.getByLabelText(/^First Name/),
      screen.getByLabelText(/^Last Name/),
      screen.getByLabelText(/^Email/),
      screen.getByLabelText(/^Phone/),
      screen.getByRole('checkbox', { name: CONSENT_TEXT }),
      submit,
    ]);
  });

  it.each(FORM_IDS)('form %s: the shell renders exactly one', (id) => {
    const { Form } = formModule(id);
    const { container } = render(<Form form={id} path={PATH} crm={{}} handler={scripted(sent).handler} />);
    expect(container.querySelectorAll(`input[name="${HONEYPOT_NAME}"]`)).toHaveLength(1);
  });

  it('takes no autofill: no autocomplete, a name no autofill knows', () => {
    const { container } = render(<GeneralForm form="general" path={PATH} crm={{}} handler={scripted(sent).handler} />);
    const trap = container.querySelector(`input[name="${HONEYPOT_NAME}"]`);
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('sends what a script typed into it as bot.hp', async () => {
    const user = userEvent.setup();
    const { handler, leads } = scripted(sent);
    const { container } = render(<GeneralForm form="general" path={PATH} crm={{}} handler={handler} />);
    await fill(user);
    await user.type(container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`)!, 'https://spam.example');
    await pressSubmit(user);
    await waitFor(() => expect(leads()).toHaveLength(1));
    expect(leads()[0]?.bot.hp).toBe('https://spam.example');
  });
});

describe('consent evidence', () => {
  it('the general form: the version of its consent text, when it was ticked and on which page', async () => {
    const user = userEvent.setup();
    const { handler, leads } = scripted(sent);
    render(<GeneralForm form="general" path={PATH} crm={{}} handler={handler} />);
    await fill(user, { consent: false });
    vi.setSystemTime(new Date('2026-11-29T10:15:00.000Z'));
    await user.click(screen.getByRole('checkbox', { name: CONSENT_TEXT }));
    vi.setSystemTime(new Date('2026-11-29T10:16:00.000Z'));
    await pressSubmit(user);
    await waitFor(() => expect(leads()).toHaveLength(1));
    expect(leads()[0]?.consent).toEqual({
      hash: reference(CONSENT_TEXT),
      at: '2026-11-29T10:15:00.000Z',
      page: `http://localhost:3000${PATH}?utm_campaign=spring`,
    });
  });

  it('none when the box is ticked and unticked again', async () => {
    const user = userEvent.setup();
    const { handler, leads } = scripted(sent);
    render(<GeneralForm form="general" path={PATH} crm={{}} handler={handler} />);
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: CONSENT_TEXT }));
    await pressSubmit(user);
    await waitFor(() => expect(leads()).toHaveLength(1));
    expect(leads()[0]).not.toHaveProperty('consent');
  });

  it("the HubSpot contact form: its box's words as shown", async () => {
    const user = userEvent.setup();
    const { handler, leads } = scripted(sent);
    const { Form } = formModule('contactUsHubspot');
    render(
      <Form
        form="contactUsHubspot"
        path={PATH}
        crm={{}}
        handler={handler}
        settings={{ consentText: 'I agree.', subscriptionTypeId: 1, subscriptionText: 'News' }}
      />,
    );
    await enter(user, screen.getByLabelText(/^First Name/), 'Ada');
    await enter(user, screen.getByLabelText(/^Last Name/), 'Lovelace');
    await enter(user, screen.getByLabelText(/^Email/), 'ada@example.com');
    await enter(user, screen.getByLabelText(/^Phone/), '5551234567');
    await enter(user, screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('checkbox', { name: DEALER_CHECKBOX_LABEL }));
    await pressSubmit(user);
    await waitFor(() => expect(leads()).toHaveLength(1));
    expect(leads()[0]?.consent?.hash).toBe(reference(DEALER_CHECKBOX_LABEL));
  });

  it('Rate Watch: the SMS consent in the words the page gives', async () => {
    const words = 'I agree to receive Rate Watch alerts by SMS at the number I entered. Reply STOP to cancel.';
    const user = userEvent.setup();
    const { handler, leads } = scripted(sent);
    render(
      <StandardForm
        definition={rateWatchFormFor({ email: 'ada@example.com', lastName: 'Lovelace' }, words)}
        form={RATE_WATCH_LEAD}
        path={PATH}
        crm={{}}
        handler={handler}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'Frequency' }));
    await user.click(await screen.findByRole('radio', { name: 'Weekly' }));
    await user.click(screen.getByRole('checkbox', { name: '30 Year' }));
    await user.click(screen.getByRole('checkbox', { name: words }));
    const signUp = screen.getByRole('button', { name: 'Sign Up' });
    await waitFor(() => expect(signUp).toBeEnabled());
    await user.click(signUp);
    await waitFor(() => expect(leads()).toHaveLength(1));
    expect(leads()[0]).toMatchObject({ form: RATE_WATCH_LEAD, consent: { hash: reference(words) } });
  });

  it('is named by the forms with a consent box, each naming one of its checkboxes (Rate Watch, in the quote, in its own test)', () => {
    const named = FORM_IDS.map((id) => formModule(id).definition).flatMap((definition) =>
      definition.consent === undefined ? [] : [fieldsOf(definition.fields).find((field) => field.name === definition.consent)],
    );
    expect(named.map((field) => [field?.kind, field?.label])).toEqual([
      ['checkbox', CONSENT_TEXT],
      ['checkbox', DEALER_CHECKBOX_LABEL],
    ]);
  });
});

describe('the tab’s outbox', () => {
  it.each([
    ['network', { reason: 'network' }, true],
    ['timeout', { reason: 'timeout' }, true],
    ['503', { reason: 'http', httpStatus: 503 }, true],
    ['429', { reason: 'http', httpStatus: 429 }, true],
    ['400', { reason: 'http', httpStatus: 400 }, false],
    ['403', { reason: 'http', httpStatus: 403 }, false],
    ['invalid (422)', { reason: 'invalid', httpStatus: 422 }, false],
    ['aborted', { reason: 'aborted' }, false],
  ] as const)('keeps a lead after %s: %s', (_case, failure, kept) => {
    expect(worthKeeping({ status: 'failed', message: '', attempts: 1, ...failure })).toBe(kept);
  });

  it('keeps a lead the network lost, says so, and sends it once when the connection returns, with the same key', async () => {
    const user = userEvent.setup();
    const { handler, leads } = scripted(offline, sent);
    render(<GeneralForm form="general" path={PATH} crm={{}} handler={handler} />);
    await fill(user);
    await pressSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(offline.message)).toBeInTheDocument();
    expect(within(alert).getByText(SAVED_MESSAGE)).toBeInTheDocument();
    // Only what sending it again needs: the envelope (no target: this test hands its own handler).
    expect(Object.keys(JSON.parse(sessionStorage.getItem(KEY)!) as object)).toEqual(['envelope']);
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Ada');

    act(() => void window.dispatchEvent(new Event('online')));
    await screen.findByRole('heading', { name: 'Submitted!' });
    expect(leads()).toHaveLength(2);
    expect(leads()[1]?.key).toBe(leads()[0]?.key);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('back online, the lead goes as the form holds it then: a value changed meanwhile is sent, under the same key', async () => {
    const user = userEvent.setup();
    const { handler, leads } = scripted(offline, sent);
    render(<GeneralForm form="general" path={PATH} crm={{}} handler={handler} />);
    await fill(user);
    await pressSubmit(user);
    await screen.findByText(SAVED_MESSAGE);
    await user.clear(screen.getByLabelText(/^First Name/));
    await user.type(screen.getByLabelText(/^First Name/), 'Augusta');
    act(() => void window.dispatchEvent(new Event('online')));
    await screen.findByRole('heading', { name: 'Submitted!' });
    expect(leads().map((lead) => [lead?.values.first_name, lead?.key])).toEqual([
      ['Ada', leads()[0]?.key],
      ['Augusta', leads()[0]?.key],
    ]);
  });

  it('"Send again" sends the kept lead with its key; a 5xx keeps it, a 4xx verdict does not', async () => {
    const user = userEvent.setup();
    const { handler, leads } = scripted(
      { status: 'failed', reason: 'http', httpStatus: 503, message: 'Your request was not sent: the server answered with an error (503).', attempts: 3 },
      { status: 'failed', reason: 'http', httpStatus: 403, message: 'Your request was not sent: the server answered with an error (403).', attempts: 1 },
    );
    render(<GeneralForm form="general" path={PATH} crm={{}} handler={handler} />);
    await fill(user);
    await pressSubmit(user);
    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Your request was not sent: the server answered with an error (403).')).toBeInTheDocument();
    expect(screen.queryByText(SAVED_MESSAGE)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(leads()[1]?.key).toBe(leads()[0]?.key);
  });

  it('opened again in the tab, the form fills in the kept values, says it is sending them, and sends once', async () => {
    const user = userEvent.setup();
    const first = scripted(offline);
    const { unmount } = render(<GeneralForm form="general" path={PATH} crm={{}} handler={first.handler} />);
    await fill(user);
    await pressSubmit(user);
    await screen.findByText(SAVED_MESSAGE);
    unmount();

    const again = held();
    render(<GeneralForm form="general" path={PATH} crm={{}} handler={again.handler} />);
    expect(await screen.findByRole('status')).toHaveTextContent(RESENDING_MESSAGE);
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('555-123-4567');
    expect(screen.getByRole('checkbox', { name: CONSENT_TEXT })).toBeChecked();
    // Back online while it is sending: no second send beside it.
    act(() => void window.dispatchEvent(new Event('online')));
    expect(again.calls).toHaveLength(1);
    expect(again.calls[0]).toEqual(first.leads()[0]);
    again.answer(sent);
    await screen.findByRole('heading', { name: 'Submitted!' });
    expect(again.calls).toHaveLength(1);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('opened again and still unreachable: the values stay, the lead stays kept, and Send again can be pressed', async () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ envelope: { form: 'general', values: VALUES, key: '6f1c1c8e-7d2a-4b9e-9a57-0d1f2e3a4b5c', bot: { hp: '', elapsedMs: 30_000 } } }),
    );
    const { handler, leads } = scripted(offline, sent);
    const user = userEvent.setup();
    render(<GeneralForm form="general" path={PATH} crm={{}} handler={handler} />);
    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    await pressSubmitAgain(user);
    await screen.findByRole('heading', { name: 'Submitted!' });
    expect(leads().map((lead) => lead?.key)).toEqual(['6f1c1c8e-7d2a-4b9e-9a57-0d1f2e3a4b5c', '6f1c1c8e-7d2a-4b9e-9a57-0d1f2e3a4b5c']);
    expect(leads()[1]?.bot.elapsedMs).toBeGreaterThanOrEqual(30_000);
  });

  it('a form in steps opened again shows its last step, where the kept lead is said and Send again is', async () => {
    const key = outboxKey(PATH, 'privacyRequest');
    sessionStorage.setItem(
      key,
      JSON.stringify({
        envelope: { form: 'privacyRequest', values: privacyExamples.valid, key: '0b9e2c4a-1d3f-4e5a-8b6c-7d8e9f0a1b2c', bot: { hp: '', elapsedMs: 90_000 } },
      }),
    );
    const { handler, leads } = scripted(offline);
    const { Form } = formModule('privacyRequest');
    render(<Form form="privacyRequest" path={PATH} crm={{}} handler={handler} />);
    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 5 of 5 Check your answers and send' })).toBeInTheDocument();
    // The summary's code loads as the page opens on it (StepForm.tsx's review chunk).
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
    expect(leads().map((lead) => lead?.key)).toEqual(['0b9e2c4a-1d3f-4e5a-8b6c-7d8e9f0a1b2c']);
  });

  it('a double press sends once', async () => {
    const user = userEvent.setup();
    const { handler, calls, answer } = held();
    render(<GeneralForm form="general" path={PATH} crm={{}} handler={handler} />);
    await fill(user);
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.dblClick(submit);
    await waitFor(() => expect(calls).toHaveLength(1));
    answer(sent);
    await screen.findByRole('heading', { name: 'Submitted!' });
    expect(calls).toHaveLength(1);
  });
});

async function pressSubmitAgain(user: ReturnType<typeof userEvent.setup>) {
  const again = screen.getByRole('button', { name: 'Send again' });
  await waitFor(() => expect(again).toBeEnabled());
  await user.click(again);
}

describe("the relay's refusal of values (422)", () => {
  const refused = (fieldErrors: { field: string; message: string }[]): SubmitResult => ({
    status: 'failed',
    reason: 'invalid',
    httpStatus: 422,
    message: 'Your request was not sent: please correct the fields shown.',
    attempts: 1,
    fieldErrors,
  });

  it('shows each message under its field, focuses the first, keeps nothing in the tab, and Submit waits for a change', async () => {
    const user = userEvent.setup();
    const { handler } = scripted(
      refused([
        { field: 'email', message: 'Email is not valid.' },
        { field: 'phone', message: 'Phone is not valid.' },
      ]),
      sent,
    );
    render(<GeneralForm form="general" path={PATH} crm={{}} handler={handler} />);
    await fill(user);
    await pressSubmit(user);
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Error: Email is not valid.'));
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription('Error: Phone is not valid.');
    expect(email).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('a refusal naming no field of the form is said in the alert', async () => {
    const user = userEvent.setup();
    const { handler } = scripted(refused([{ field: 'company', message: 'Company is required.' }]));
    render(<GeneralForm form="general" path={PATH} crm={{}} handler={handler} />);
    await fill(user);
    await pressSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your request was not sent: please correct the fields shown.');
    expect(screen.queryByText(SAVED_MESSAGE)).toBeNull();
  });

  it('a long form lists them in its error summary', async () => {
    const long = defineForm({
      schema: object({ company: string().required('Company is required.').default(''), city: string().required('City is required.').default('') }),
      payload: (values) => ({ ...values }),
      errorSummary: true,
      fields: [
        { kind: 'text', name: 'company', label: 'Company' },
        { kind: 'text', name: 'city', label: 'City' },
      ],
    });
    const user = userEvent.setup();
    const { handler } = scripted(refused([{ field: 'city', message: 'City is not one we serve.' }]));
    render(<StandardForm definition={long} form="long" path={PATH} crm={{}} handler={handler} />);
    await user.type(screen.getByLabelText(/^Company/), 'Acme');
    await user.type(screen.getByLabelText(/^City/), 'Atlantis');
    await pressSubmit(user);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'City is not one we serve.' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription('Error: City is not one we serve.');
  });
});
