import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmitHandler } from '../submit/types';
import { expectNoAxeViolations } from '../ui/test-axe';
import { laidOut } from '../engine/StandardForm';
import { contactUsHubspotForm } from './definition';
import { enter, pressSubmit } from '../test-user';

/** The form as the registry lays it out (it has no form.tsx of its own). */
const Form = laidOut(contactUsHubspotForm);

const settings = { consentText: 'I agree to processing.', subscriptionTypeId: 777, subscriptionText: 'Inventory financing news.' };

beforeEach(() => {
  window.history.replaceState(null, '', '/contact-us/?utm_source=x');
  document.title = 'Contact Us';
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, screen.getByLabelText(/^First Name/), 'Mary-Ann');
  await enter(user, screen.getByLabelText(/^Last Name/), "O'Neil");
  await enter(user, screen.getByLabelText(/^Email/), 'mary@example.com');
  await enter(user, screen.getByLabelText(/^Phone/), '5551234567');
  await enter(user, screen.getByLabelText(/^Message/), 'Floorplan for 12 boats');
}

describe('contactUsHubspot form', () => {
  it.each([
    ['ticked', true],
    ['left unticked', false],
  ])('sends the HubSpot submission with the checkbox %s as the subscription value', async (_case, tick) => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>().mockResolvedValue({ status: 'sent', attempts: 1 });
    render(<Form crm={{ brand: 'Great Bay' }} settings={settings} handler={handler} />);
    await fill(user);
    if (tick) await user.click(screen.getByRole('checkbox', { name: "I'm a Dealer interested in Inventory Financing" }));
    await pressSubmit(user);
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(handler.mock.calls[0]?.[0]).toEqual({
      fields: [
        { name: 'firstname', value: 'Mary-Ann' },
        { name: 'lastname', value: "O'Neil" },
        { name: 'email', value: 'mary@example.com' },
        { name: 'phone', value: '5551234567' },
        { name: 'message', value: 'Floorplan for 12 boats' },
      ],
      context: { pageUri: 'http://localhost:3000/contact-us/?utm_source=x', pageName: 'Contact Us' },
      legalConsentOptions: {
        consent: {
          consentToProcess: true,
          text: 'I agree to processing.',
          communications: [{ value: tick, subscriptionTypeId: 777, text: 'Inventory financing news.' }],
        },
      },
    });
  });

  it('shows the second group messages and the message rule under the fields', async () => {
    const user = userEvent.setup();
    const { container } = render(<Form crm={{}} settings={settings} handler={vi.fn()} />);
    await user.type(screen.getByLabelText(/^First Name/), 'Ann3');
    await user.type(screen.getByLabelText(/^Message/), 'x');
    await user.click(screen.getByLabelText(/^Last Name/));
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveAccessibleDescription('Error: Invalid first name'));
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription('Error: Message is required You have 511 characters remaining');
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Last Name/)).toHaveAccessibleDescription('Error: Please complete this required field.');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });
});
