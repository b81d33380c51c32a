import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmitHandler } from '../submit/types';
import { expectNoAxeViolations } from '../ui/test-axe';
import { VALID_VENDOR } from './test-examples';
import { laidOut } from '../engine/StandardForm';
import { vendorQuestionnaireForm } from './definition';
import { enter, pressSubmit } from '../test-user';

/** The form as the registry lays it out (it has no form.tsx of its own). */
const Form = laidOut(vendorQuestionnaireForm);

const REQUIRED = 'Please complete this required field.';
const settings = { consentText: 'I agree to let Axos Bank store and process my data.', pageId: '91234567' };
type User = ReturnType<typeof userEvent.setup>;
/** Filling 60 fields (each change validated against the whole schema) takes several seconds in the test DOM, more on a busy CI. */
const LONG = 60_000;

beforeEach(() => {
  window.history.replaceState(null, '', '/about/vendor-questionnaire/');
  document.title = 'Vendor Questionnaire';
});

const group = (name: string) => screen.getByRole('group', { name });
const inGroup = (name: string, label: string) => within(group(name)).getByLabelText(label);

/** Text at once (a change event); phones pasted, so their mask formats them as it does typed digits. */
async function set(user: User, control: HTMLElement, value: string, phone = false) {
  if (phone) await enter(user, control, value.replace(/-/g, ''));
  else fireEvent.change(control, { target: { value } });
}

/** Fills the form with VALID_VENDOR's values: two owners and one officer. */
async function fillValid(user: User) {
  const v = VALID_VENDOR;
  const text: [string, string][] = [
    ['Company Name', v.name],
    ['Doing Business As (DBA) (optional)', v.dba],
    ['Website (optional)', v.website],
    ['Address', v.address],
    ['Address Line 2 (optional)', v.address2],
    ['City', v.city],
    ['State', v.state],
    ['Zip Code', v.zip],
    ['Description of Products or Services', v.description],
    ['How did you hear about us? (optional)', v.how_did_you_hear_about_us_],
    ['Sales Contact Name', v.sales_contact_name],
    ['Sales Contact Email', v.sales_contact_email],
    ['Finance Contact Name', v.finance_contact_name],
    ['Finance Contact Email', v.finance_contact_email],
    ['Type of Organization', v.type_of_organization],
    ['Year Founded', v.founded_year],
    ['Name of Insurer', v.name_of_insurer],
    ['Insurer Email', v.insurer_email],
    ['Forecasted Business', v.forecasted_business],
    ['Comments (optional)', v.forecasted_business_comments],
    ['How do you protect approval documents in transit?', v.security_transit_approval_documents],
    ['How do you protect closing documents in transit?', v.security_transit_closing_documents],
    ['How do you protect electronic records at rest?', v.security_rest_electronic],
    ['How do you protect paper records at rest?', v.security_rest_paper],
    ['How do you dispose of paper records?', v.security_time_of_disposal_paper],
    ['How do you dispose of electronic records?', v.security_time_of_disposal_electronic],
    ['First Name', v.firstname],
    ['Last Name', v.lastname],
    ['Job Title', v.jobtitle],
    ['Company', v.company],
    ['Email', v.email],
  ];
  for (const [label, value] of text) await set(user, screen.getByLabelText(label), value);
  for (const [label, value] of [
    ['Company Phone', v.phone],
    ['Sales Contact Phone', v.sales_contact_phone],
    ['Finance Contact Phone', v.finance_contact_phone],
    ['Insurer Phone', v.insurer_phone],
  ] as const) {
    await set(user, screen.getByLabelText(label), value, true);
  }
  await set(user, inGroup('Owner 1', 'Owner Name'), v.owner_name_1);
  await set(user, inGroup('Owner 1', 'Owner Phone'), v.owner_phone_1, true);
  await set(user, inGroup('Owner 1', 'Owner Email'), v.owner_email_1);
  await user.click(screen.getByRole('button', { name: 'Add an owner' }));
  await set(user, inGroup('Owner 2', 'Owner Name'), v.owner_name_2);
  await set(user, inGroup('Owner 2', 'Owner Phone'), v.owner_phone_2, true);
  await set(user, inGroup('Owner 2', 'Owner Email'), v.owner_email_2);
  await set(user, inGroup('Officer 1', 'Officer Name'), v.officer_name_1);
  await set(user, inGroup('Officer 1', 'Officer Title'), v.officer_title_1);
}

/** The submission of VALID_VENDOR, written out: company fields 0-2 in form order, owners numbered, the person 0-1. */
const c = (name: string, value: string) => ({ name, value, objectTypeId: '0-2' });
const p = (name: string, value: string) => ({ name, value, objectTypeId: '0-1' });
const SUBMISSION = {
  fields: [
    c('name', 'Harbor Document Services LLC'),
    c('dba', 'Harbor Docs'),
    c('phone', '6195550100'),
    c('website', 'https://harbordocs.example'),
    c('address', '100 Shelter Island Dr'),
    c('address2', 'Suite 200'),
    c('city', 'San Diego'),
    c('state', 'CA'),
    c('zip', '92106'),
    c('description', 'Secure courier and document imaging for loan closings.'),
    c('how_did_you_hear_about_us_', 'A referral from a loan officer'),
    c('owner_name_1', 'Dana Whitfield'),
    c('owner_phone_1', '6195550101'),
    c('owner_email_1', 'dana@harbordocs.example'),
    c('owner_name_2', 'Harbor Holdings Inc'),
    c('owner_phone_2', '6195550102'),
    c('owner_email_2', 'holdings@harbordocs.example'),
    c('sales_contact_name', 'Luis Ortega'),
    c('sales_contact_phone', '6195550103'),
    c('sales_contact_email', 'sales@harbordocs.example'),
    c('finance_contact_name', 'Priya Raman'),
    c('finance_contact_phone', '6195550104'),
    c('finance_contact_email', 'billing@harbordocs.example'),
    c('type_of_organization', 'Limited liability company'),
    c('founded_year', '2009'),
    c('officer_name_1', 'Dana Whitfield'),
    c('officer_title_1', 'Chief Executive Officer'),
    c('name_of_insurer', 'Pacific Mutual Casualty'),
    c('insurer_phone', '8005550199'),
    c('insurer_email', 'claims@pacificmutual.example'),
    c('forecasted_business', '$120,000 a year'),
    c('forecasted_business_comments', 'Growing with the mortgage season.'),
    c('security_transit_approval_documents', 'Sealed, tracked courier bags.'),
    c('security_transit_closing_documents', 'Hand delivery by bonded couriers.'),
    c('security_rest_electronic', 'AES-256 encrypted storage with access logging.'),
    c('security_rest_paper', 'Locked cabinets in a badge-controlled room.'),
    c('security_time_of_disposal_paper', 'Cross-cut shredding with a certificate of destruction.'),
    c('security_time_of_disposal_electronic', 'NIST 800-88 media sanitization.'),
    p('firstname', 'Dana'),
    p('lastname', "O'Neil-Whitfield"),
    p('jobtitle', 'Managing Member'),
    p('company', 'Harbor Document Services LLC'),
    p('email', 'dana@harbordocs.example'),
  ],
  context: { pageUri: 'http://localhost:3000/about/vendor-questionnaire/', pageName: 'Vendor Questionnaire', pageId: '91234567' },
  legalConsentOptions: { consent: { consentToProcess: true, text: 'I agree to let Axos Bank store and process my data.', communications: [] } },
};

describe('vendorQuestionnaire form', () => {
  it(
    'explains who the owners are, and sends the HubSpot submission with two owners',
    async () => {
      const user = userEvent.setup();
      const handler = vi.fn<SubmitHandler>().mockResolvedValue({ status: 'sent', attempts: 1 });
      render(<Form crm={{}} settings={settings} handler={handler} />);
      expect(group('Owners')).toHaveAccessibleDescription('List every person or entity that owns at least 25 percent of the company. Add up to 4 owners.');
      await fillValid(user);
      await pressSubmit(user);
      await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
      expect(handler.mock.calls[0]?.[0]).toEqual(SUBMISSION);
      expect(await screen.findByText('Submitted!')).toBeInTheDocument();
    },
    LONG,
  );

  it('an empty form: Submit disabled (spec 03 §4), and beside it every required field as a link, kept current', async () => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>();
    render(<Form crm={{}} settings={settings} handler={handler} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    // The visitor reaches the form: its validation loads (a module of its own, slow to import on a busy
    // machine the first time), and the list appears.
    await user.click(screen.getByLabelText('Company Name'));
    const list = await screen.findByRole('list', { name: 'Still needed before you can submit:' }, { timeout: 10_000 });
    const texts = () =>
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(texts()).toHaveLength(35);
    // Each link names its field (a row's with its row), not the message they all share.
    expect(texts().slice(0, 3)).toEqual(['Company Name', 'Company Phone', 'Address']);
    expect(texts()).toContain('Owner 1, Owner Email');
    expect(texts()).toContain('Officer 1, Officer Title');
    expect(texts()).not.toContain('Website (optional)');
    expect(texts().at(-1)).toBe('Email');
    expect(submit).toHaveAccessibleDescription(expect.stringContaining('Still needed before you can submit:'));
    // Nothing is marked in error before the visitor answers it.
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid', 'true');
    // A link leads to its field; an answered field leaves the list; one answered wrongly says why.
    await user.click(within(list).getByRole('link', { name: 'City' }));
    expect(screen.getByLabelText('City')).toHaveFocus();
    await user.type(screen.getByLabelText('City'), 'San Diego');
    await waitFor(() => expect(texts()).not.toContain('City'));
    await user.type(screen.getByLabelText('Year Founded'), '98');
    await within(list).findByRole('link', { name: 'Year Founded: Enter the year the company was founded as four digits, for example 1998.' });
    expect(texts()).toHaveLength(34);
    expect(handler).not.toHaveBeenCalled();
  });

  it.each([
    ['First Name', 'Dana3', 'Invalid first name'],
    ['Last Name', 'Lee_', 'Invalid last name'],
    ['Email', 'dana@', REQUIRED],
    ['Year Founded', '98', 'Enter the year the company was founded as four digits, for example 1998.'],
    ['Job Title', ' ', REQUIRED],
  ])('%s %j: %s', async (label, value, message) => {
    const user = userEvent.setup();
    render(<Form crm={{}} settings={settings} handler={vi.fn()} />);
    const control = screen.getByLabelText(label);
    await user.type(control, value);
    await user.tab();
    await waitFor(() => expect(control).toHaveAccessibleDescription(expect.stringContaining(`Error: ${message}`)));
    expect(control).toHaveAttribute('aria-invalid', 'true');
  });

  it('a phone cut short: the required message', async () => {
    const user = userEvent.setup();
    render(<Form crm={{}} settings={settings} handler={vi.fn()} />);
    const control = screen.getByLabelText('Insurer Phone');
    await user.type(control, '555123');
    await user.tab();
    await waitFor(() => expect(control).toHaveAccessibleDescription(`Error: ${REQUIRED}`));
  });

  it(
    'adds owners up to 4 and officers up to 3, removes them with what was typed kept in order, and announces the counts',
    async () => {
      const user = userEvent.setup();
      render(<Form crm={{}} settings={settings} handler={vi.fn()} />);
      const owners = within(group('Owners'));
      expect(owners.getByRole('status')).toHaveTextContent('1 of 4 owners');
      for (const n of [2, 3, 4]) {
        await user.click(screen.getByRole('button', { name: 'Add an owner' }));
        await waitFor(() => expect(inGroup(`Owner ${n}`, 'Owner Name')).toHaveFocus());
        await user.keyboard(`Owner number ${n}`);
      }
      expect(owners.getByRole('status')).toHaveTextContent('4 of 4 owners');
      expect(screen.queryByRole('button', { name: 'Add an owner' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Remove Owner 3' }));
      await waitFor(() => expect(inGroup('Owner 3', 'Owner Name')).toHaveFocus());
      expect(inGroup('Owner 2', 'Owner Name')).toHaveValue('Owner number 2');
      expect(inGroup('Owner 3', 'Owner Name')).toHaveValue('Owner number 4');
      expect(screen.queryByRole('group', { name: 'Owner 4' })).toBeNull();
      expect(owners.getByRole('status')).toHaveTextContent('3 of 4 owners');

      const officers = within(group('Officers'));
      await user.click(screen.getByRole('button', { name: 'Add an officer' }));
      await waitFor(() => expect(inGroup('Officer 2', 'Officer Name')).toHaveFocus());
      await user.click(screen.getByRole('button', { name: 'Add an officer' }));
      await waitFor(() => expect(inGroup('Officer 3', 'Officer Name')).toHaveFocus());
      expect(officers.getByRole('status')).toHaveTextContent('3 of 3 officers');
      expect(screen.queryByRole('button', { name: 'Add an officer' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Remove Officer 3' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Add an officer' })).toHaveFocus());
      expect(officers.getByRole('status')).toHaveTextContent('2 of 3 officers');
    },
    LONG,
  );

  it('a new row left empty shows no error before Submit (nothing moves under the pointer on the way to Add)', async () => {
    const user = userEvent.setup();
    render(<Form crm={{}} settings={settings} handler={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add an owner' }));
    await waitFor(() => expect(inGroup('Owner 2', 'Owner Name')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Add an owner' }));
    await waitFor(() => expect(inGroup('Owner 3', 'Owner Name')).toHaveFocus());
    expect(inGroup('Owner 2', 'Owner Name')).not.toHaveAttribute('aria-invalid', 'true');
    // It still needs an answer: said beside the disabled button.
    const list = await screen.findByRole('list', { name: 'Still needed before you can submit:' });
    await within(list).findByRole('link', { name: 'Owner 3, Owner Name' });
    expect(within(list).getByRole('link', { name: 'Owner 2, Owner Name' })).toBeInTheDocument();
  });

  it(
    'a failed send keeps everything typed, says so, and Send again sends the same submission',
    async () => {
      const user = userEvent.setup();
      const handler = vi
        .fn<SubmitHandler>()
        .mockResolvedValueOnce({
          status: 'failed',
          reason: 'http',
          httpStatus: 503,
          attempts: 3,
          message: 'Your request was not sent: the server answered 503.',
        })
        .mockResolvedValueOnce({ status: 'sent', attempts: 1 });
      render(<Form crm={{}} settings={settings} handler={handler} />);
      await fillValid(user);
      await pressSubmit(user);
      expect(await screen.findByText('Your request was not sent: the server answered 503.')).toBeInTheDocument();
      expect(inGroup('Owner 2', 'Owner Name')).toHaveValue('Harbor Holdings Inc');
      expect(inGroup('Owner 2', 'Owner Phone')).toHaveValue('619-555-0102');
      expect(screen.getByLabelText('How do you dispose of electronic records?')).toHaveValue('NIST 800-88 media sanitization.');
      expect(screen.getByLabelText('Last Name')).toHaveValue("O'Neil-Whitfield");
      await user.click(screen.getByRole('button', { name: 'Send again' }));
      await waitFor(() => expect(handler).toHaveBeenCalledTimes(2));
      expect(handler.mock.calls[1]?.[0]).toEqual(SUBMISSION);
    },
    LONG,
  );

  it(
    'has no axe violations with every owner and officer row open, fields in error and the list beside the disabled button',
    async () => {
      const user = userEvent.setup();
      const { container } = render(<Form crm={{}} settings={settings} handler={vi.fn()} />);
      for (let n = 0; n < 3; n += 1) await user.click(screen.getByRole('button', { name: 'Add an owner' }));
      for (let n = 0; n < 2; n += 1) await user.click(screen.getByRole('button', { name: 'Add an officer' }));
      await user.type(inGroup('Owner 4', 'Owner Email'), 'dana@');
      await user.type(inGroup('Officer 3', 'Officer Title'), ' ');
      await waitFor(() => expect(inGroup('Owner 4', 'Owner Email')).toHaveAttribute('aria-invalid', 'true'));
      await waitFor(() => expect(inGroup('Officer 3', 'Officer Title')).toHaveAttribute('aria-invalid', 'true'));
      const list = await screen.findByRole('list', { name: 'Still needed before you can submit:' });
      await within(list).findByRole('link', { name: 'Owner 4, Owner Email: Please complete this required field.' });
      await expectNoAxeViolations(container);
    },
    LONG,
  );
});
