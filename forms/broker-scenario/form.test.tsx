import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmitHandler, SubmitResult } from '../submit/types';
import { Form } from './form';
import { enter, pressSubmit } from '../test-user';

const sent: SubmitResult = { status: 'sent', attempts: 1 };
const LOOKUP = 'https://leads.bank.example/v1/web-leads/nmls';

/** Twenty fields filled and chosen one by one take seconds on a busy machine: a guard against a hang, not a speed target. */
const FILL_TIMEOUT = 60_000;

type User = ReturnType<typeof userEvent.setup>;

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name.replace(/[#]/g, '\\$&')}`) });
const combobox = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
const records = (count: number) =>
  new Response(JSON.stringify({ body: { data: { records: Array.from({ length: count }, (_, i) => ({ nmls: String(i) })) } } }), { status: 200 });

let lookup: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  lookup = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', lookup);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm() {
  const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
  render(<Form crm={{}} handler={handler} services={{ nmlsLookup: LOOKUP }} />);
  return handler;
}

/** A purchase of a condo as a primary residence with full documentation: no field revealed. */
async function fillPlainScenario(user: User) {
  // Pasted, as a broker copying from a loan file does: one change per field instead of one per key.
  const paste = (label: string, value: string) => enter(user, textbox(label), value);
  await user.selectOptions(combobox('Loan Purpose'), 'Purchase');
  await paste('Base Loan Amount', '450000');
  await paste('Property Value', '600000');
  await user.selectOptions(combobox('Representative FICO'), '740-759');
  await paste('Months of Reserves', '12');
  await user.selectOptions(combobox('Documentation Type'), 'FullDoc');
  await user.selectOptions(combobox('Citizenship'), 'USCitizen');
  await paste('# of Properties Financed', '2');
  await paste('Property Zip Code', '92101');
  await user.selectOptions(combobox('Property Type'), 'Condo');
  await user.selectOptions(combobox('Occupancy'), 'PrimaryResidence');
  await user.selectOptions(combobox('Broker Compensation'), 'BorrowerPaid');
  await paste('NMLS ID', '123456');
  await paste('Email', 'broker@example.com');
  // The ___-___-____ mask formats a pasted number as it does a typed one.
  await paste('Cell Phone', '5551234567');
  expect(textbox('Cell Phone')).toHaveValue('555-123-4567');
}

describe('brokerScenario form: sections and defaults (spec 03 §2, §3)', () => {
  it('has the three sections, the defaults chosen, and the revealed fields hidden', () => {
    renderForm();
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Loan Details',
      'Property Information',
      'Broker Information',
    ]);
    const loan = within(screen.getByRole('group', { name: 'Loan Details' }));
    expect(loan.getByRole('combobox', { name: /^Mortgage Lates in the Last 12 Months/ })).toHaveValue('0x30');
    expect(loan.getByRole('combobox', { name: /^Mortgage Lates in the Last 24 Months/ })).toHaveValue('0x30');
    expect(loan.getByRole('combobox', { name: /^Housing Event/ })).toHaveValue('None');
    expect(loan.getByRole('combobox', { name: /^Bankruptcy/ })).toHaveValue('None');
    expect(loan.getByRole('checkbox', { name: 'Interest Only' })).not.toBeChecked();
    for (const name of ['Cash Out Amount', 'DSCR Ratio', 'Time Since Housing Event', 'Time Since Bankruptcy', 'Number of Units', 'Prepayment Penalty']) {
      expect(screen.queryByLabelText(new RegExp(`^${name}`))).toBeNull();
    }
    expect(within(screen.getByRole('group', { name: 'Broker Information' })).getByRole('textbox', { name: /^NMLS ID/ })).toBeInTheDocument();
  });

  it("offers the page's option lists", () => {
    render(<Form crm={{}} options={{ compensation: [{ value: 'LenderPaid', label: 'Paid by the lender' }] }} />);
    expect(
      within(combobox('Broker Compensation'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select', 'Paid by the lender']);
  });
});

describe('brokerScenario form: reveal and reset rules (spec 03 §4)', () => {
  it.each([
    ['Loan Purpose', 'RefiCashout', 'Purchase', 'Cash Out Amount', 'textbox', ''],
    ['Documentation Type', 'InvestorDscr', 'FullDoc', 'DSCR Ratio', 'textbox', ''],
    ['Housing Event', 'Foreclosure', 'None', 'Time Since Housing Event', 'combobox', ''],
    ['Bankruptcy', 'Chapter13', 'None', 'Time Since Bankruptcy', 'combobox', ''],
    ['Property Type', 'SingleFamily', 'Condo', 'Number of Units', 'combobox', 'OneUnit'],
    ['Occupancy', 'InvestmentProperty', 'SecondHome', 'Prepayment Penalty', 'combobox', 'None'],
  ] as const)('%s %s shows, %s hides the field %s (a %s starting %j, without an error)', async (trigger, shows, hides, field, role, start) => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.selectOptions(combobox(trigger), shows);
    const revealed = await screen.findByRole(role, { name: new RegExp(`^${field}`) });
    await waitFor(() => expect(revealed).toHaveValue(start));
    expect(revealed).toHaveAttribute('aria-invalid', 'false');
    await user.selectOptions(combobox(trigger), hides);
    await waitFor(() => expect(screen.queryByRole(role, { name: new RegExp(`^${field}`) })).toBeNull());
  });

  it(
    'a hidden field is sent with its reset value, whatever was entered while it showed',
    async () => {
      const user = userEvent.setup({ delay: null });
      lookup.mockResolvedValue(records(1));
      const handler = renderForm();
      await fillPlainScenario(user);
      await user.selectOptions(combobox('Loan Purpose'), 'RefiCashout');
      await user.type(await screen.findByRole('textbox', { name: /^Cash Out Amount/ }), '75000');
      await user.selectOptions(combobox('Occupancy'), 'InvestmentProperty');
      await user.selectOptions(await screen.findByRole('combobox', { name: /^Prepayment Penalty/ }), 'FiveYears');
      // Changed back: the fields hide, and their reset values are what is sent.
      await user.selectOptions(combobox('Loan Purpose'), 'Purchase');
      await user.selectOptions(combobox('Occupancy'), 'PrimaryResidence');
      await pressSubmit(user);
      await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
      expect(handler.mock.calls[0]?.[0]).toMatchObject({
        Loan_Purpose__c: 'Purchase',
        Cash_Out_Amount__c: 0,
        Occupance__c: 'PrimaryResidence',
        Prepayment_Penalty__c: 'None',
        housingEventSeasoning__c: 'NotApplicable',
        Debt_To_Income_Ratio__c: 0,
        Units__c: 'OneUnit',
        bankruptcySeasoning__c: 'NotApplicable',
      });
    },
    FILL_TIMEOUT,
  );
});

describe('brokerScenario form: messages (spec 03 §5)', () => {
  it('an empty form: Submit disabled (spec 03 §4), and beside it what still needs an answer, as links to the fields, kept current', async () => {
    const user = userEvent.setup({ delay: null });
    const handler = renderForm();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    // The visitor reaches the form: its validation loads (a module of its own, slow to import on a busy
    // machine the first time), and the list appears.
    await user.click(combobox('Loan Purpose'));
    const list = await screen.findByRole('list', { name: 'Still needed before you can submit:' }, { timeout: 10_000 });
    const links = () =>
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(links()).toEqual([
      'Loan Purpose',
      'Base Loan Amount',
      'Property Value',
      'Representative FICO',
      'Months of Reserves',
      'Documentation Type',
      'Citizenship',
      '# of Properties Financed',
      'Property Zip Code',
      'Property Type',
      'Occupancy',
      'Broker Compensation',
      'NMLS ID',
      'Email',
      'Cell Phone',
    ]);
    expect(submit).toHaveAccessibleDescription(expect.stringContaining('Still needed before you can submit:'));
    // Nothing is marked in error before the visitor answers it.
    expect(combobox('Citizenship')).toHaveAttribute('aria-invalid', 'false');
    // A link takes the visitor to its field.
    await user.click(within(list).getByRole('link', { name: 'Property Zip Code' }));
    expect(textbox('Property Zip Code')).toHaveFocus();
    // Kept current: an answered field leaves the list; one answered wrongly says why.
    await user.type(textbox('Property Zip Code'), '92101');
    await waitFor(() => expect(within(list).queryByRole('link', { name: 'Property Zip Code' })).toBeNull());
    await user.type(textbox('Months of Reserves'), '101');
    await within(list).findByRole('link', { name: 'Months of Reserves: Months of Reserves should be between 0 and 100' });
    expect(handler).not.toHaveBeenCalled();
    expect(lookup).not.toHaveBeenCalled();
  });

  it.each([
    ['Base Loan Amount', '149998', 'Please enter a value greater than or equal to 149999'],
    ['Property Value', '1000', 'Please enter a value greater than or equal to 149999'],
    ['Months of Reserves', '101', 'Months of Reserves should be between 0 and 100'],
    ['# of Properties Financed', '101', '# of Properties should be between 0 and 100'],
    ['Property Zip Code', '00000', 'Please enter valid zip code.'],
    ['Property Zip Code', '9210', 'Please enter valid zip code.'],
    ['NMLS ID', '123', 'Valid NMLS should have at least 4 characters'],
    ['Cell Phone', '555', 'Cell Phone is required'],
  ])('%s %j: %j', async (label, value, message) => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(textbox(label), value);
    await waitFor(() => expect(textbox(label)).toHaveAccessibleDescription(expect.stringContaining(message)));
  });

  it.each([
    ['the loan first, then the property value', ['Base Loan Amount', 'Property Value']],
    ['the property value first, then the loan', ['Property Value', 'Base Loan Amount']],
  ])("'Loan amount should be lower than property value' follows either field: %s", async (_, order) => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const amounts: Record<string, string> = { 'Base Loan Amount': '500000', 'Property Value': '400000' };
    for (const label of order) await user.type(textbox(label), amounts[label]!);
    await user.tab();
    const loan = textbox('Base Loan Amount');
    await waitFor(() => expect(loan).toHaveAccessibleDescription(expect.stringContaining('Loan amount should be lower than property value')));
    expect(loan).toHaveAttribute('aria-invalid', 'true');
    // Raising the property value above the loan clears the loan's message without touching the loan.
    await user.clear(textbox('Property Value'));
    await user.type(textbox('Property Value'), '600000');
    await waitFor(() => expect(loan).toHaveAttribute('aria-invalid', 'false'));
    expect(loan).toHaveAccessibleDescription('$149,999 or more');
  });

  it("'Loan amount should be lower than property value', and the DSCR range once revealed", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(textbox('Property Value'), '300000');
    await user.type(textbox('Base Loan Amount'), '300000');
    await waitFor(() =>
      expect(textbox('Base Loan Amount')).toHaveAccessibleDescription(expect.stringContaining('Loan amount should be lower than property value')),
    );
    await user.selectOptions(combobox('Documentation Type'), 'InvestorDscr');
    const dscr = await screen.findByRole('textbox', { name: /^DSCR Ratio/ });
    await user.type(dscr, '10.5');
    await waitFor(() => expect(dscr).toHaveAccessibleDescription(expect.stringContaining('DSCR Ratio should be between 0.00 and 10.00')));
    await user.clear(dscr);
    await waitFor(() => expect(dscr).toHaveAccessibleDescription(expect.stringContaining('DSCR Ratio is required')));
  });

  it('the NMLS field takes at most 15 characters', () => {
    renderForm();
    expect(textbox('NMLS ID')).toHaveAttribute('maxlength', '15');
  });
});

describe('brokerScenario form: the NMLS lookup (spec 03 §5, §7)', () => {
  it(
    'a known ID is confirmed by the lookup, then the scenario is sent',
    async () => {
      const user = userEvent.setup({ delay: null });
      lookup.mockResolvedValue(records(1));
      const handler = renderForm();
      await fillPlainScenario(user);
      await pressSubmit(user);
      await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
      expect(lookup).toHaveBeenCalledTimes(1);
      expect(lookup.mock.calls[0]?.[0]).toBe(`${LOOKUP}?id=123456`);
      expect(await screen.findByText('Submitted!')).toBeInTheDocument();
    },
    FILL_TIMEOUT,
  );

  it(
    "an ID the lookup does not know: 'NMLS ID is not valid' under the field, nothing sent",
    async () => {
      const user = userEvent.setup({ delay: null });
      lookup.mockResolvedValue(records(0));
      const handler = renderForm();
      await fillPlainScenario(user);
      await pressSubmit(user);
      await waitFor(() => expect(textbox('NMLS ID')).toHaveAccessibleDescription('Error: NMLS ID is not valid'));
      expect(textbox('NMLS ID')).toHaveAttribute('aria-invalid', 'true');
      expect(handler).not.toHaveBeenCalled();
      // Another ID is looked up again on the next Submit.
      lookup.mockResolvedValue(records(1));
      await user.clear(textbox('NMLS ID'));
      await user.type(textbox('NMLS ID'), '654321');
      await pressSubmit(user);
      await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
      expect(lookup.mock.calls.map((call) => call[0])).toEqual([`${LOOKUP}?id=123456`, `${LOOKUP}?id=654321`]);
    },
    FILL_TIMEOUT,
  );

  it(
    'a lookup that fails says the ID could not be checked, and Submit asks again',
    async () => {
      const user = userEvent.setup({ delay: null });
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      lookup
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(new Response('busy', { status: 503 }))
        .mockResolvedValue(records(2));
      const handler = renderForm();
      await fillPlainScenario(user);
      const submit = screen.getByRole('button', { name: 'Submit' });
      // Enabled once the page's email check has answered for the address typed (every form checks it now).
      await pressSubmit(user);
      await waitFor(() =>
        expect(textbox('NMLS ID')).toHaveAccessibleDescription('Error: We could not check this NMLS ID right now. Please press Submit to try again.'),
      );
      expect(submit).toBeEnabled();
      await user.click(submit);
      await waitFor(() => expect(lookup).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(textbox('NMLS ID')).toHaveAccessibleDescription(expect.stringContaining('We could not check this NMLS ID right now.')));
      expect(handler).not.toHaveBeenCalled();
      await user.click(submit);
      await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
      expect(lookup).toHaveBeenCalledTimes(3);
    },
    FILL_TIMEOUT,
  );
});
