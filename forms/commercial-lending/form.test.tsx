import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmitHandler, SubmitResult } from '../submit/types';
import { expectNoAxeViolations } from '../ui/test-axe';
import { laidOut } from '../engine/StandardForm';
import { commercialLendingForm } from './definition';
import { pressSubmit } from '../test-user';

/** The form as the registry lays it out (it has no form.tsx of its own). */
const Form = laidOut(commercialLendingForm);

const sent: SubmitResult = { status: 'sent', attempts: 1 };

/** A whole form typed key by key: seconds on a busy machine, over vitest's default of 5. */
const LONG = 30_000;

const EQUIPMENT = '/commercial/lending/equipment-finance/';
const WAREHOUSE = '/commercial/lending/residential-warehouse-lending/';
const BRIDGE = '/commercial/lending/bridge-and-construction-lending/';

const PAGE_FIELDS = [/^Type of Equipment Finance/, /^Asset Class/, /^Loan Purpose/, /^Requested Loan Amount and Leverage/];

/** Which page-dependent fields show: equipment type, asset class, loan purpose, requested amount. */
function shownFields(): boolean[] {
  return PAGE_FIELDS.map((label) => screen.queryByLabelText(label) !== null);
}

function optionsOf(label: RegExp): string[] {
  return within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('commercialLending form: the fields follow the page path', () => {
  it.each([
    [EQUIPMENT, [true, false, false, false]],
    [WAREHOUSE, [false, true, false, true]],
    [BRIDGE, [false, true, true, true]],
    ['/commercial/lending/', [false, false, false, false]],
  ])(
    '%s',
    async (path, shown) => {
      const { container } = render(<Form crm={{}} path={path} handler={vi.fn()} />);
      expect(shownFields()).toEqual(shown);
      for (const always of [
        /^First Name/,
        /^Last Name/,
        /^Business Email/,
        /^Business Phone/,
        /^Business Name/,
        /^Company NMLS ID/,
        /^Annual Gross Revenue/,
        /^Property Zip Code/,
      ]) {
        expect(screen.getByLabelText(always)).toBeInTheDocument();
      }
      expect(screen.getByRole('radiogroup', { name: /^Time in Business/ })).toBeInTheDocument();
      expect(screen.getByRole('radiogroup', { name: /^Are you a broker or a borrower/ })).toBeInTheDocument();
      await expectNoAxeViolations(container);
    },
    LONG,
  );

  it('offers Mixed-Use on the bridge page only', () => {
    const { unmount } = render(<Form crm={{}} path={WAREHOUSE} handler={vi.fn()} />);
    expect(optionsOf(/^Asset Class/)).toEqual(['Select', 'Multifamily', 'Office', 'Retail', 'Hospitality', 'Industrial/Warehouse', 'Other']);
    unmount();
    render(<Form crm={{}} path={BRIDGE} handler={vi.fn()} />);
    expect(optionsOf(/^Asset Class/)).toEqual(['Select', 'Multifamily', 'Mixed-Use', 'Office', 'Retail', 'Hospitality', 'Industrial/Warehouse', 'Other']);
    expect(optionsOf(/^Loan Purpose/)).toEqual(['Select', 'Bridge', 'Construction']);
  });

  it(
    'sends the bridge page fields, with a spinner while sending',
    async () => {
      window.history.replaceState(null, '', BRIDGE);
      const user = userEvent.setup();
      let answer: (result: SubmitResult) => void = () => {};
      const handler = vi.fn<SubmitHandler>(() => new Promise((resolve) => (answer = resolve)));
      render(<Form crm={{}} path={BRIDGE} handler={handler} />);
      await user.type(screen.getByLabelText(/^First Name/), 'Ada');
      await user.type(screen.getByLabelText(/^Last Name/), 'Lovelace');
      await user.type(screen.getByLabelText(/^Business Email/), 'ada@example.com');
      await user.type(screen.getByLabelText(/^Business Phone/), '5551234567');
      await user.selectOptions(screen.getByLabelText(/^Annual Gross Revenue/), '$20MM+');
      await user.click(screen.getByRole('radio', { name: '5+ Years in Business' }));
      await user.click(screen.getByRole('radio', { name: 'Borrower' }));
      await user.selectOptions(screen.getByLabelText(/^Asset Class/), 'Mixed-Use');
      await user.selectOptions(screen.getByLabelText(/^Loan Purpose/), 'Bridge');
      await user.type(screen.getByLabelText(/^Property Zip Code/), '92101');
      await pressSubmit(user);
      expect(await screen.findByRole('progressbar', { name: 'Sending your request' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
      expect(handler.mock.calls[0]?.[0]).toEqual({
        lead_source: 'Web RMI',
        Web_Source__c: BRIDGE,
        Full_Web_Source__c: BRIDGE,
        Marketing_Source__c: 'no campaign_no source',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        General_Business_Phone_SFDC2__c: '5551234567',
        Annual_Gross_Revenue__c: '$20MM+',
        Time_in_Business__c: '5+ Years in Business',
        Lead_Type__c: 'Borrower',
        Property_Zip__c: '92101',
        Asset_Class__c: 'Mixed-Use',
        Loan__c: 'Bridge',
      });
      answer(sent);
      expect(await screen.findByRole('heading', { name: 'Submitted!' })).toBeInTheDocument();
    },
    LONG,
  );

  it("shows 'Invalid zip code' under a zip with letters, and 'Invalid first name' under a one-letter name", async () => {
    const user = userEvent.setup();
    render(<Form crm={{}} path={EQUIPMENT} handler={vi.fn()} />);
    await user.type(screen.getByLabelText(/^Property Zip Code/), '92A01');
    await user.type(screen.getByLabelText(/^First Name/), 'A');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText(/^Property Zip Code/)).toHaveAccessibleDescription('Error: Invalid zip code'));
    expect(screen.getByLabelText(/^First Name/)).toHaveAccessibleDescription('Error: Invalid first name');
  });
});
