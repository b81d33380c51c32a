import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import type { SubmitHandler, SubmitResult } from '../submit/types';
import { laidOut } from '../engine/StandardForm';
import { dealerForm } from './definition';
import { enter, pressSubmit } from '../test-user';

/** The form as the registry lays it out (it has no form.tsx of its own). */
const Form = laidOut(dealerForm);

const sent: SubmitResult = { status: 'sent', attempts: 1 };

/** Nine fields typed key by key take seconds on a busy machine; vitest's 5 s default is too tight. */
const FILL_TIMEOUT = 20_000;

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, screen.getByRole('textbox', { name: /^First Name/ }), 'Ann');
  await enter(user, screen.getByRole('textbox', { name: /^Last Name/ }), 'Lee');
  await enter(user, screen.getByRole('textbox', { name: /^Email/ }), 'ann@example.com');
  await enter(user, screen.getByRole('textbox', { name: /^Phone/ }), '5551234567');
  await enter(user, screen.getByRole('textbox', { name: /^Title/ }), 'Owner');
  await enter(user, screen.getByRole('textbox', { name: /^Company Name/ }), 'Lee Classics');
  await enter(user, screen.getByRole('textbox', { name: /^City/ }), 'Austin');
  await user.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'TX');
  await enter(user, screen.getByRole('textbox', { name: /^Zip Code/ }), '78701');
  await pressSubmit(user);
}

describe('dealer form', () => {
  it(
    'starts on Franchise and Dealer Services, and sends the program as Lead_Source_Detail_SFDC2__c',
    async () => {
      window.history.replaceState(null, '', '/partners/dealer-services/');
      const user = userEvent.setup();
      const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
      render(<Form crm={{ leadSourceDetail: 'axosbank.com' }} handler={handler} />);
      expect(screen.getByRole('radio', { name: 'Franchise' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Dealer Services' })).toBeChecked();
      await fillAndSend(user);
      await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
      expect(handler.mock.calls[0]?.[0]).toMatchObject({ Dealer_Type__c: 'Franchise', Lead_Source_Detail_SFDC2__c: 'Dealer Services' });
    },
    FILL_TIMEOUT,
  );

  it(
    'preselects the Collector Car Program when the page is opened with #collector-car-program',
    async () => {
      window.history.replaceState(null, '', '/partners/dealer-services/#collector-car-program');
      const user = userEvent.setup();
      const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
      render(<Form crm={{ leadSourceDetail: 'axosbank.com' }} handler={handler} />);
      await waitFor(() => expect(screen.getByRole('radio', { name: 'Collector Car Program' })).toBeChecked());
      expect(screen.getByRole('radio', { name: 'Dealer Services' })).not.toBeChecked();
      await user.click(screen.getByRole('radio', { name: 'Independent' }));
      await fillAndSend(user);
      await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
      expect(handler.mock.calls[0]?.[0]).toMatchObject({ Dealer_Type__c: 'Independent', Lead_Source_Detail_SFDC2__c: 'Collector Car Program' });
    },
    FILL_TIMEOUT,
  );

  it('shows the spec messages under the fields it checks, and marks them invalid', async () => {
    const user = userEvent.setup();
    render(<Form crm={{}} />);
    const city = screen.getByRole('textbox', { name: /^City/ });
    await user.click(city);
    await user.tab();
    await waitFor(() => expect(city).toHaveAccessibleDescription(/City is required\./));
    expect(city).toHaveAttribute('aria-invalid', 'true');
    const state = screen.getByRole('combobox', { name: /^State/ });
    await user.click(state);
    await user.tab();
    await waitFor(() => expect(state).toHaveAccessibleDescription(/State is required\./));
  });
});

describe('dealer form in its prerendered page', () => {
  it('the #collector-car-program preselection survives hydration, though the HTML holds the default choice', async () => {
    window.history.replaceState(null, '', '/partners/dealer-services/#collector-car-program');
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Form crm={{}} />);
    expect(container.querySelector<HTMLInputElement>('input[value="Dealer Services"]')?.checked).toBe(true);
    await act(async () => {
      hydrateRoot(container, <Form crm={{}} />);
    });
    const form = within(container);
    await waitFor(() => expect(form.getByRole('radio', { name: 'Collector Car Program' })).toBeChecked());
    expect(form.getByRole('radio', { name: 'Franchise' })).toBeChecked();
    container.remove();
  });

  it('a value typed before hydration still wins over the default', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Form crm={{}} />);
    const city = container.querySelector<HTMLInputElement>('[name="city"]');
    if (city) city.value = 'Austin';
    const independent = container.querySelector<HTMLInputElement>('input[value="Independent"]');
    if (independent) independent.checked = true;
    await act(async () => {
      hydrateRoot(container, <Form crm={{}} />);
    });
    const form = within(container);
    await waitFor(() => expect(form.getByRole('radio', { name: 'Independent' })).toBeChecked());
    expect(form.getByRole('textbox', { name: /^City/ })).toHaveValue('Austin');
    container.remove();
  });
});
