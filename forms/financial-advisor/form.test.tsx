import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmitHandler } from '../submit/types';
import { expectNoAxeViolations } from '../ui/test-axe';
import { laidOut } from '../engine/StandardForm';
import { financialAdvisorForm } from './definition';
import { enter, pressSubmit } from '../test-user';

/** The form as the registry lays it out (it has no form.tsx of its own). */
const Form = laidOut(financialAdvisorForm);

beforeEach(() => window.history.replaceState(null, '', '/partners/financial-advisors/'));

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, screen.getByLabelText(/^First Name/), 'Ada');
  await enter(user, screen.getByLabelText(/^Last Name/), 'Lovelace');
  await enter(user, screen.getByLabelText(/^Email/), 'ada@example.com');
  await enter(user, screen.getByLabelText(/^Phone/), '5551234567');
  await user.selectOptions(screen.getByLabelText(/^Role/), 'Broker-Dealer Affiliated Advisor');
}

describe('financialAdvisor form', () => {
  it('has a one-row comments area capped at 32000 characters, and the optional fields are not announced as required', () => {
    render(<Form crm={{}} handler={vi.fn()} />);
    const comments = screen.getByLabelText(/^Comments/);
    expect(comments.tagName).toBe('TEXTAREA');
    expect(comments).toHaveAttribute('rows', '1');
    expect(comments).toHaveAttribute('maxlength', '32000');
    expect(screen.getByLabelText(/^Company/)).not.toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/^Role/)).toHaveAttribute('aria-required', 'true');
  });

  it('offers exactly the five roles and the five AUM bands', () => {
    render(<Form crm={{}} handler={vi.fn()} />);
    const values = (label: RegExp) =>
      Array.from(screen.getByLabelText<HTMLSelectElement>(label).options)
        .map((option) => option.value)
        .filter((value) => value !== '');
    expect(values(/^Role/)).toEqual(['RIA Principal', 'Advisor (IAR)', 'Broker-Dealer Affiliated Advisor', 'I am not a Financial Advisor', 'Other']);
    expect(values(/^Assets Under Management/)).toEqual(['$0 - $25M', '$26M - $150M', '$151M - $500M', '$501M - $1B', '$1B+']);
  });

  it('shows the exact messages under the fields, in their error state', async () => {
    const user = userEvent.setup();
    const { container } = render(<Form crm={{}} handler={vi.fn()} />);
    await user.type(screen.getByLabelText(/^First Name/), '9');
    await user.type(screen.getByLabelText(/^Company/), 'L');
    await user.type(screen.getByLabelText(/^Phone/), '555');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveAccessibleDescription('Error: Invalid first name'));
    expect(screen.getByLabelText(/^First Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Company/)).toHaveAccessibleDescription('Error: Invalid company name');
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription('Error: Invalid phone number');
    await expectNoAxeViolations(container);
  });

  it('a spinner replaces the button while sending; the payload leaves the empty optional fields out', async () => {
    const user = userEvent.setup();
    const handler = vi.fn<SubmitHandler>(() => new Promise(() => {}));
    render(<Form crm={{ brand: 'Axos Bank' }} handler={handler} />);
    await fill(user);
    await pressSubmit(user);
    expect(await screen.findByRole('progressbar', { name: 'Sending your request' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(handler.mock.calls[0]?.[0]).toEqual({
      Brand_SFDC2__c: 'Axos Bank',
      lead_source: 'Web RMI',
      Web_Source__c: '/partners/financial-advisors/',
      Full_Web_Source__c: '/partners/financial-advisors/',
      Marketing_Source__c: 'no campaign_no source',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '5551234567',
      Role__c: 'Broker-Dealer Affiliated Advisor',
    });
  });
});
