import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmitHandler, SubmitResult } from '../submit/types';
import { expectNoAxeViolations } from '../ui/test-axe';
import { Form } from './form';
import { enter } from '../test-user';

type User = ReturnType<typeof userEvent.setup>;

const sent: SubmitResult = { status: 'sent', attempts: 1 };
const failed: SubmitResult = { status: 'failed', reason: 'http', message: 'Your request was not sent. Please try again.', attempts: 3 };

function setup(handler: SubmitHandler = vi.fn<SubmitHandler>().mockResolvedValue(sent)) {
  const user = userEvent.setup();
  const { container } = render(
    <>
      <h2 id="privacy-heading">Submit a privacy request</h2>
      <Form crm={{ brand: 'Axos Bank' }} labelledBy="privacy-heading" handler={handler} />
    </>,
  );
  return { user, container };
}

const heading = () => screen.getByRole('heading', { level: 3 });
const group = (name: RegExp) => screen.getByRole('radiogroup', { name });
const answer = (question: RegExp, value: 'Yes' | 'No' | 'Email' | 'Postal Mail') => within(group(question)).getByRole('radio', { name: value });

const nextButton = () => screen.getByRole('button', { name: 'Next' });
const stillNeeded = () =>
  within(screen.getByRole('list', { name: 'Still needed before you can go to the next step:' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** Next as a visitor presses it: enabled once the step is complete. */
async function next(user: User, step: number) {
  await waitFor(() => expect(nextButton()).toBeEnabled());
  await user.click(nextButton());
  await waitFor(() => expect(heading()).toHaveAccessibleName(new RegExp(`^Step ${step} of 5 `)));
}

/**
 * Goes through the step's fields by keyboard from its heading without answering, as a visitor who
 * tabs past them: each field shows its message as focus leaves it (Next is disabled, so no press).
 */
async function tabThroughStep(user: User) {
  await user.click(heading());
  const inField = () => document.activeElement?.matches('input, select, textarea') === true || document.activeElement === heading();
  do await user.tab();
  while (inField());
}

async function fillRequest(user: User) {
  await user.click(answer(/^Are you a California resident\?/, 'Yes'));
  await user.click(screen.getByRole('checkbox', { name: 'The categories of personal information Axos Financial has collected about me' }));
  await user.click(answer(/^Do you want us to correct personal information/, 'Yes'));
  const corrected = screen.getByRole('group', { name: /^Which information should we correct\?/ });
  await user.click(within(corrected).getByRole('checkbox', { name: 'Email' }));
  await user.click(within(corrected).getByRole('checkbox', { name: 'Address' }));
  await user.click(answer(/^Do you want us to delete your personal information\?/, 'No'));
  await user.click(answer(/^Do you want to opt out of the sale/, 'Yes'));
}

async function fillRelationship(user: User) {
  await user.click(answer(/^Are you a current client of Axos Financial\?/, 'Yes'));
  await user.click(answer(/^Are you currently employed by Axos Financial\?/, 'No'));
  await user.click(answer(/^Were you previously employed by Axos Financial\?/, 'No'));
  await user.click(answer(/^Have you ever applied for employment with Axos Financial\?/, 'Yes'));
  await user.click(screen.getByRole('checkbox', { name: 'UFB Direct' }));
  await user.click(screen.getByRole('checkbox', { name: 'Axos Bank' }));
}

async function fillIdentity(user: User) {
  await enter(user, screen.getByRole('textbox', { name: /^First Name/ }), 'Ada');
  await enter(user, screen.getByRole('textbox', { name: /^Last Name/ }), 'Lovelace');
  await user.type(screen.getByLabelText(/^Date of Birth/), '1985-04-09');
  await enter(user, screen.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
  await enter(user, screen.getByRole('textbox', { name: /^Telephone/ }), '5551234567');
}

async function fillAddress(user: User) {
  await enter(user, screen.getByRole('textbox', { name: /^Street Address/ }), '100 Broadway');
  await enter(user, screen.getByRole('textbox', { name: /^City/ }), 'San Diego');
  await user.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'CA');
  await enter(user, screen.getByRole('textbox', { name: /^Zip Code/ }), '92101');
  await user.click(answer(/^How should we send you our response\?/, 'Postal Mail'));
}

async function fillAll(user: User) {
  await fillRequest(user);
  await next(user, 2);
  await fillRelationship(user);
  await next(user, 3);
  await fillIdentity(user);
  await next(user, 4);
  await fillAddress(user);
  await next(user, 5);
}

/** The payload of fillAll, written out by hand from spec 03 §3 (attribution: the page /privacy-request/ with no query). */
const PAYLOAD = {
  Brand_SFDC2__c: 'Axos Bank',
  lead_source: 'Web RMI',
  Web_Source__c: '/privacy-request/',
  Full_Web_Source__c: '/privacy-request/',
  Marketing_Source__c: 'no campaign_no source',
  California_Resident: 'Yes',
  Categories_of_personal_info: true,
  Pieces_of_personal_information: false,
  Request_Correction_of_Information: 'Yes',
  Corrected_Information: 'Address;Email',
  Delete_personal_info: 'No',
  Opt_out_of_sale_of_info: 'Yes',
  Current_client: 'Yes',
  Currently_Employed_by_Axos_Financial: 'No',
  Previously_Employed_by_Axos_Financial: 'No',
  Ever_Applied_for_Employment_with_Axos_Financial: 'Yes',
  Axos_Financial_interaction_outlet: 'Axos Bank;UFB Direct',
  First_Name: 'Ada',
  Last_Name: 'Lovelace',
  DOB: '04/09/1985',
  email: 'ada@example.com',
  Telephone: '5551234567',
  Street_Address: '100 Broadway',
  City: 'San Diego',
  State_: 'CA',
  Zip_Code: '92101',
  Contact_Method: 'Postal Mail',
};

beforeEach(() => window.history.replaceState(null, '', '/privacy-request/'));

// Each test walks through several steps, typing as a visitor does: a generous guard against a hang on a busy machine.
describe('privacyRequest: the steps and their messages', { timeout: 60_000 }, () => {
  it('step 1: the Yes/No questions are required before Next', async () => {
    const { user } = setup();
    expect(heading()).toHaveAccessibleName('Step 1 of 5 Your request');
    expect(nextButton()).toBeDisabled();
    await tabThroughStep(user);
    await waitFor(() =>
      expect(stillNeeded()).toEqual([
        'Are you a California resident?',
        'Do you want us to correct personal information we hold about you?',
        'Do you want us to delete your personal information?',
        'Do you want to opt out of the sale of your personal information?',
      ]),
    );
    expect(nextButton()).toBeDisabled();
    for (const [question, message] of [
      [/^Are you a California resident\?/, 'California Resident is required.'],
      [/^Do you want us to correct personal information/, 'Request Correction of Information is required.'],
      [/^Do you want us to delete your personal information\?/, 'Delete Personal Information is required.'],
      [/^Do you want to opt out of the sale/, 'Opt Out of Sale of Information is required.'],
    ] as const) {
      await waitFor(() => expect(group(question)).toHaveAccessibleDescription(`Error: ${message}`));
      expect(group(question)).toHaveAttribute('aria-invalid', 'true');
    }
    // The right to know is two boxes, never an error.
    expect(screen.getByRole('checkbox', { name: /categories of personal information/ })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Right to know: tell me' })).toBeInTheDocument();
    expect(heading()).toHaveAccessibleName('Step 1 of 5 Your request');
  });

  it('step 1: correction Yes reveals the corrected information, then required; No hides it', async () => {
    const { user } = setup();
    const corrected = () => screen.queryByRole('group', { name: /^Which information should we correct\?/ });
    expect(corrected()).not.toBeInTheDocument();
    await user.click(answer(/^Do you want us to correct personal information/, 'Yes'));
    expect(
      within(corrected()!)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Address', 'Name', 'Phone Number', 'Date of Birth', 'Email']);
    await user.click(answer(/^Are you a California resident\?/, 'No'));
    await user.click(answer(/^Do you want us to delete your personal information\?/, 'No'));
    await user.click(answer(/^Do you want to opt out of the sale/, 'No'));
    // Every question answered but the revealed one: Next stays disabled, and the list says why.
    await waitFor(() => expect(stillNeeded()).toEqual(['Which information should we correct?']));
    expect(nextButton()).toBeDisabled();
    await user.click(within(corrected()!).getByRole('checkbox', { name: 'Email' }));
    await user.click(within(corrected()!).getByRole('checkbox', { name: 'Email' }));
    await waitFor(() => expect(corrected()).toHaveAccessibleDescription('Error: Corrected Information is required. Choose each item to correct.'));
    expect(heading()).toHaveAccessibleName('Step 1 of 5 Your request');
    await user.click(answer(/^Do you want us to correct personal information/, 'No'));
    expect(corrected()).not.toBeInTheDocument();
    await next(user, 2);
  });

  it('step 2: the client and employment questions are required; the outlets are not', async () => {
    const { user } = setup();
    await fillRequest(user);
    await next(user, 2);
    expect(heading()).toHaveAccessibleName('Step 2 of 5 Your relationship with Axos Financial');
    expect(heading()).toHaveFocus();
    expect(
      within(screen.getByRole('group', { name: /^How have you interacted with Axos Financial\?/ }))
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Axos Bank', 'Nationwide banking services provided by Axos Bank', 'UFB Direct', 'Other']);
    expect(nextButton()).toBeDisabled();
    await tabThroughStep(user);
    // The outlets are optional: not in the list of what this step still needs.
    await waitFor(() =>
      expect(stillNeeded()).toEqual([
        'Are you a current client of Axos Financial?',
        'Are you currently employed by Axos Financial?',
        'Were you previously employed by Axos Financial?',
        'Have you ever applied for employment with Axos Financial?',
      ]),
    );
    for (const [question, message] of [
      [/^Are you a current client of Axos Financial\?/, 'Current Client is required.'],
      [/^Are you currently employed by Axos Financial\?/, 'Currently Employed by Axos Financial is required.'],
      [/^Were you previously employed by Axos Financial\?/, 'Previously Employed by Axos Financial is required.'],
      [/^Have you ever applied for employment with Axos Financial\?/, 'Ever Applied for Employment with Axos Financial is required.'],
    ] as const) {
      await waitFor(() => expect(group(question)).toHaveAccessibleDescription(`Error: ${message}`));
    }
    expect(screen.getByRole('group', { name: /^How have you interacted/ })).not.toHaveAccessibleDescription(/Error/);
  });

  it('step 3: names, date of birth, email and telephone', async () => {
    const { user } = setup();
    await fillRequest(user);
    await next(user, 2);
    await fillRelationship(user);
    await next(user, 3);
    expect(heading()).toHaveAccessibleName('Step 3 of 5 About you');
    expect(nextButton()).toBeDisabled();
    await tabThroughStep(user);
    await waitFor(() => expect(stillNeeded()).toEqual(['First Name', 'Last Name', 'Date of Birth', 'Email', 'Telephone']));
    const field = (name: RegExp) => screen.getByLabelText(name);
    await waitFor(() => expect(field(/^First Name/)).toHaveAccessibleDescription('Error: First Name is required.'));
    expect(field(/^Last Name/)).toHaveAccessibleDescription('Error: Last Name is required.');
    expect(field(/^Date of Birth/)).toHaveAccessibleDescription('Error: Date of Birth is required.');
    expect(field(/^Email/)).toHaveAccessibleDescription('Error: Email is required.');
    expect(field(/^Telephone/)).toHaveAccessibleDescription('Error: Phone is required.');
    await user.type(field(/^Date of Birth/), '2999-01-01');
    await waitFor(() => expect(field(/^Date of Birth/)).toHaveAccessibleDescription('Error: Date of Birth must be in the past.'));
    await user.type(field(/^Telephone/), '555123');
    await user.tab();
    await waitFor(() => expect(field(/^Telephone/)).toHaveAccessibleDescription('Error: Phone is required.'));
    expect(field(/^Date of Birth/)).not.toHaveAttribute('min');
  });

  it('step 4: street address, city, state, zip and contact method', async () => {
    const { user } = setup();
    await fillRequest(user);
    await next(user, 2);
    await fillRelationship(user);
    await next(user, 3);
    await fillIdentity(user);
    await next(user, 4);
    expect(heading()).toHaveAccessibleName('Step 4 of 5 Your address and our reply');
    expect(nextButton()).toBeDisabled();
    await tabThroughStep(user);
    await waitFor(() => expect(stillNeeded()).toEqual(['Street Address', 'City', 'State', 'Zip Code', 'How should we send you our response?']));
    await waitFor(() => expect(screen.getByLabelText(/^Street Address/)).toHaveAccessibleDescription('Error: Street address is required.'));
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription('Error: City is required.');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveAccessibleDescription('Error: State is required.');
    expect(screen.getByLabelText(/^Zip Code/)).toHaveAccessibleDescription('Error: Zip code is required.');
    expect(group(/^How should we send you our response\?/)).toHaveAccessibleDescription('Error: Contact Method is required.');
    expect(screen.getAllByRole('option').filter((option) => option.getAttribute('value') !== '')).toHaveLength(50);
  });
});

describe('privacyRequest: the summary, the send and a failed send', { timeout: 60_000 }, () => {
  it('step 5 lists every answer, Back keeps them all, and Send request sends the payload of spec 03 §3', async () => {
    const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
    const { user } = setup(handler);
    await fillAll(user);
    expect(heading()).toHaveAccessibleName('Step 5 of 5 Check your answers and send');
    const request = screen.getByRole('region', { name: 'Your request' });
    expect(
      within(request)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Yes', 'Yes', 'No', 'Yes', 'Address, Email', 'No', 'Yes']);
    const address = screen.getByRole('region', { name: 'Your address and our reply' });
    expect(
      within(address)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['100 Broadway', 'San Diego', 'California', '92101', 'Postal Mail']);
    const identity = screen.getByRole('region', { name: 'About you' });
    expect(
      within(identity)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Ada', 'Lovelace', '04/09/1985', 'ada@example.com', '555-123-4567']);
    for (const step of [4, 3, 2, 1]) {
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(heading()).toHaveAccessibleName(new RegExp(`^Step ${step} of 5 `)));
    }
    expect(answer(/^Are you a California resident\?/, 'Yes')).toBeChecked();
    expect(within(screen.getByRole('group', { name: /^Which information/ })).getByRole('checkbox', { name: 'Email' })).toBeChecked();
    await next(user, 2);
    expect(screen.getByRole('checkbox', { name: 'UFB Direct' })).toBeChecked();
    await next(user, 3);
    expect(screen.getByRole('textbox', { name: /^Telephone/ })).toHaveValue('555-123-4567');
    await next(user, 4);
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('CA');
    await next(user, 5);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.getByText('Submitted!')).toBeInTheDocument());
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toEqual(PAYLOAD);
  });

  it('a failed send keeps every value on every step and says so; Send again sends the same request', async () => {
    const handler = vi.fn<SubmitHandler>().mockResolvedValueOnce(failed).mockResolvedValueOnce(sent);
    const { user } = setup(handler);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your request was not sent. Please try again.');
    expect(within(screen.getByRole('region', { name: 'About you' })).getAllByRole('definition')[0]).toHaveTextContent('Ada');
    await user.click(within(screen.getByRole('region', { name: 'Your request' })).getByRole('button', { name: 'Change your request' }));
    await waitFor(() => expect(heading()).toHaveAccessibleName('Step 1 of 5 Your request'));
    expect(answer(/^Do you want to opt out of the sale/, 'Yes')).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await next(user, 2);
    await next(user, 3);
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('ada@example.com');
    await next(user, 4);
    expect(screen.getByRole('textbox', { name: /^Street Address/ })).toHaveValue('100 Broadway');
    await next(user, 5);
    expect(screen.getByRole('alert')).toHaveTextContent('Your request was not sent.');
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(screen.getByText('Submitted!')).toBeInTheDocument());
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler.mock.calls[1]?.[0]).toEqual(PAYLOAD);
  });

  it('has no axe violations on any step, with errors shown, on the summary and after a failed send', async () => {
    const handler = vi.fn<SubmitHandler>().mockResolvedValue(failed);
    const { user, container } = setup(handler);
    for (const fill of [fillRequest, fillRelationship, fillIdentity, fillAddress]) {
      await tabThroughStep(user);
      await waitFor(() => expect(screen.getAllByText('Error:').length).toBeGreaterThan(0));
      await expectNoAxeViolations(container);
      await fill(user);
      await waitFor(() => expect(nextButton()).toBeEnabled());
      await user.click(nextButton());
      await waitFor(() => expect(screen.queryAllByText('Error:')).toHaveLength(0));
    }
    await waitFor(() => expect(heading()).toHaveAccessibleName(/^Step 5 of 5 /));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByRole('alert');
    await expectNoAxeViolations(container);
  });
});
