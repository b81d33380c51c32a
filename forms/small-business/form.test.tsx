import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmitHandler, SubmitResult } from '../submit/types';
import { expectNoAxeViolations } from '../ui/test-axe';
import { laidOut } from '../engine/StandardForm';
import { smallBusinessForm } from './definition';
import { pressSubmit } from '../test-user';

/** The form as the registry lays it out (it has no form.tsx of its own). */
const Form = laidOut(smallBusinessForm);

const sent: SubmitResult = { status: 'sent', attempts: 1 };

/** A whole form typed key by key: seconds on a busy machine, over vitest's default of 5. */
const LONG = 30_000;

beforeEach(() => window.history.replaceState(null, '', '/business/'));

describe('smallBusiness form', () => {
  it(
    'reveals Others_Detail__c only while Other is ticked, and sends the detail with it',
    async () => {
      const user = userEvent.setup();
      const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
      const { container } = render(<Form crm={{}} handler={handler} />);
      expect(screen.queryByLabelText(/^Other services/)).toBeNull();
      await user.click(screen.getByRole('checkbox', { name: 'Other' }));
      const detail = await screen.findByLabelText(/^Other services/);
      expect(detail).not.toHaveAttribute('aria-required');
      await expectNoAxeViolations(container);
      await user.type(detail, 'Merchant services');

      await user.click(screen.getByRole('checkbox', { name: 'Other' }));
      await waitFor(() => expect(screen.queryByLabelText(/^Other services/)).toBeNull());
      await user.click(screen.getByRole('checkbox', { name: 'Other' }));
      // Unticking emptied it: what was typed is not sent behind the visitor's back.
      expect(await screen.findByLabelText(/^Other services/)).toHaveValue('');
      await user.type(screen.getByLabelText(/^Other services/), 'Payroll');

      await user.type(screen.getByLabelText(/^First Name/), 'Ada');
      await user.type(screen.getByLabelText(/^Last Name/), 'Lovelace');
      await user.type(screen.getByLabelText(/^Business Name/), 'Lovelace Bakery');
      await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
      await user.type(screen.getByLabelText(/^Business Phone/), '5551234567');
      await user.selectOptions(screen.getByLabelText(/^Estimated Gross Annual Revenue/), 'Under $3MM');
      await user.click(screen.getByRole('checkbox', { name: 'Banking' }));
      await pressSubmit(user);
      await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
      expect(handler.mock.calls[0]?.[0]).toMatchObject({
        Banking__c: true,
        Treasury_Management__c: false,
        Lending__c: false,
        Others__c: true,
        Others_Detail__c: 'Payroll',
      });
    },
    LONG,
  );

  it("shows 'Estimated gross annual revenue is required' (no full stop) under the revenue once it is left empty", async () => {
    const user = userEvent.setup();
    render(<Form crm={{}} handler={vi.fn()} />);
    const revenue = screen.getByLabelText(/^Estimated Gross Annual Revenue/);
    revenue.focus();
    await user.tab();
    await waitFor(() => expect(revenue).toHaveAccessibleDescription('Error: Estimated gross annual revenue is required'));
  });
});
