import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmitHandler, SubmitResult } from '../submit/types';
import { laidOut } from '../engine/StandardForm';
import { dealDiscussionForm } from './definition';

/** The form as the registry lays it out (it has no form.tsx of its own). */
const Form = laidOut(dealDiscussionForm);

const sent: SubmitResult = { status: 'sent', attempts: 1 };

describe('dealDiscussion form: only the phone is checked', () => {
  it('sends with the phone alone, the optional answers left out', async () => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>().mockResolvedValue(sent);
    render(<Form crm={{}} handler={handler} />);
    const button = screen.getByRole('button', { name: 'Request a call' });
    await waitFor(() => expect(button).toBeDisabled());
    await user.type(screen.getByRole('textbox', { name: /^Telephone/ }), '5551234567');
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    const payload = handler.mock.calls[0]?.[0];
    expect(payload).toMatchObject({ Telephone: '5551234567' });
    expect(payload).not.toHaveProperty('Has_Deal');
    expect(payload).not.toHaveProperty('Description_of_Deal_Details');
  });

  it('shows the phone message under the field, in its error state', async () => {
    const user = userEvent.setup();
    render(<Form crm={{}} />);
    const phone = screen.getByRole('textbox', { name: /^Telephone/ });
    await user.type(phone, '555');
    await user.tab();
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/Phone is required\./));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radiogroup', { name: /Do you have a deal to discuss\?/ })).not.toHaveAttribute('aria-invalid', 'true');
  });
});
