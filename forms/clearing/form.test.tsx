import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmitHandler, SubmitResult } from '../submit/types';
import { expectNoAxeViolations } from '../ui/test-axe';
import { Form } from './form';
import { enter, pressSubmit } from '../test-user';

const sent: SubmitResult = { status: 'sent', attempts: 1 };

/** A whole form typed key by key: seconds on a busy machine, over vitest's default of 5. */
const LONG = 30_000;

function renderClearing(handler: SubmitHandler = vi.fn<SubmitHandler>().mockResolvedValue(sent)) {
  const user = userEvent.setup();
  const result = render(
    <>
      <h2 id="clearing-heading">Talk to us</h2>
      <Form crm={{ brand: 'Axos Clearing' }} settings={{ leadSourceDetail: 'Clearing label' }} labelledBy="clearing-heading" handler={handler} />
    </>,
  );
  const types = () => screen.getByRole('combobox', { name: /^Type of Business/ });
  const aum = () => screen.getByLabelText(/^Assets Under Management/);
  const submit = () => screen.getByRole('button', { name: 'Submit' });
  return { user, ...result, types, aum, submit };
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, screen.getByLabelText(/^First Name/), 'Ada');
  await enter(user, screen.getByLabelText(/^Last Name/), 'Lovelace');
  await enter(user, screen.getByLabelText(/^Broker-Dealer Name/), 'Lovelace Securities');
  await enter(user, screen.getByLabelText(/^Email/), 'ada@example.com');
  await enter(user, screen.getByLabelText(/^Phone/), '5551234567');
}

beforeEach(() => window.history.replaceState(null, '', '/axos-advantage/contact-us/'));

describe('clearing form', () => {
  it('opens the business-type list when the field gains focus, keyboard or click', async () => {
    const { user, types } = renderClearing();
    expect(types()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(screen.getByLabelText(/^Phone/));
    await user.tab();
    expect(types()).toHaveFocus();
    expect(types()).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(13);
    await user.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(types());
    expect(types()).toHaveAttribute('aria-expanded', 'true');
  });

  it("'Type of Business is required.' when the list is left with nothing chosen, gone once a type is chosen", async () => {
    const { user, types } = renderClearing();
    await user.click(types());
    expect(types()).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    await waitFor(() => expect(types()).toHaveAccessibleDescription('Error: Type of Business is required. Choose every type that applies.'));
    expect(types()).toHaveAttribute('aria-invalid', 'true');
    await user.click(types());
    await user.click(screen.getByRole('option', { name: 'RIA' }));
    await waitFor(() => expect(types()).toHaveAttribute('aria-invalid', 'false'));
    await user.tab();
    expect(types()).toHaveAttribute('aria-invalid', 'false');
  });

  it("'Assets Under Management is required' (no full stop) when AUM is clicked before a value is chosen", async () => {
    const { user, aum } = renderClearing();
    await user.click(aum());
    await waitFor(() => expect(aum()).toHaveAccessibleDescription('Error: Assets Under Management is required'));
    await user.selectOptions(aum(), '$2B+');
    await waitFor(() => expect(aum()).toHaveAttribute('aria-invalid', 'false'));
    // Clicked again with a value chosen: no error.
    await user.click(aum());
    expect(aum()).toHaveAttribute('aria-invalid', 'false');
  });

  it("'Assets Under Management is required' when AUM is left (blurred) before a value is chosen", async () => {
    const { user, aum } = renderClearing();
    aum().focus();
    await user.tab();
    await waitFor(() => expect(aum()).toHaveAccessibleDescription('Error: Assets Under Management is required'));
    expect(screen.queryByText('Assets Under Management is required.')).toBeNull();
  });

  it(
    'keeps Submit disabled until both AUM and the business types have been touched or chosen, then sends',
    async () => {
      const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
      const { user, types, aum, submit } = renderClearing(handler);
      await fillContact(user);
      await waitFor(() => expect(submit()).toBeDisabled());
      await user.click(types());
      await user.click(screen.getByRole('option', { name: 'FinTech' }));
      await user.click(screen.getByRole('option', { name: 'Active Trading' }));
      await user.tab();
      expect(submit()).toBeDisabled();
      await user.selectOptions(aum(), '$1B -$2B');
      await pressSubmit(user);
      await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
      expect(handler.mock.calls[0]?.[0]).toEqual({
        Brand_SFDC2__c: 'Axos Clearing',
        Lead_Source_Detail_SFDC2__c: 'Clearing label',
        lead_source: 'Web RMI',
        Web_Source__c: '/axos-advantage/contact-us/',
        Full_Web_Source__c: '/axos-advantage/contact-us/',
        Marketing_Source__c: 'no campaign_no source',
        first_name: 'Ada',
        last_name: 'Lovelace',
        company: 'Lovelace Securities',
        email: 'ada@example.com',
        phone: '5551234567',
        // In the list's order, whatever order they were ticked in.
        Business_Type__c: 'Active Trading;FinTech',
        Current_Assets_Under_Management__c: '$1B -$2B',
      });
    },
    LONG,
  );

  it(
    'has no axe violations with both manual errors shown',
    async () => {
      const { user, types, aum, container } = renderClearing();
      await user.click(types());
      await user.tab();
      await user.click(aum());
      await waitFor(() => expect(aum()).toHaveAttribute('aria-invalid', 'true'));
      await waitFor(() => expect(types()).toHaveAttribute('aria-invalid', 'true'));
      await expectNoAxeViolations(container);
    },
    LONG,
  );
});
