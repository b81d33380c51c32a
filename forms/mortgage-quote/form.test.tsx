import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import type { SubmitHandler, SubmitResult } from '../submit/types';
import { expectNoAxeViolations } from '../ui/test-axe';
import { Form } from './form';
import { enter } from '../test-user';
import { rateWatchExamples } from './rate-watch/test-examples';

const sent: SubmitResult = { status: 'sent', attempts: 1 };
const failed: SubmitResult = { status: 'failed', reason: 'http', httpStatus: 503, attempts: 3, message: 'Your request was not sent: the server answered 503.' };

const SETTINGS = {
  rateWatchBody: 'Rate Watch uses the same criteria as your rate search.',
  smsConsentText: 'I agree to receive Rate Watch text messages.',
  rateWatchSuccess: 'You subscribed to Rate Watch.',
  rateWatchNotSubmitted: 'Rate Watch was not submitted.',
};

type User = ReturnType<typeof userEvent.setup>;

function renderQuote(handler: Mock<SubmitHandler> = vi.fn<SubmitHandler>().mockResolvedValue(sent)) {
  const user = userEvent.setup();
  const result = render(
    <>
      <h2 id="quote-heading">Today&apos;s Mortgage Rates: Purchase or Refinance</h2>
      <Form
        crm={{ brand: 'Axos Bank' }}
        settings={SETTINGS}
        labelledBy="quote-heading"
        handler={handler}
        services={{ rateWatch: 'https://leads.example/rate-watch' }}
      />
    </>,
  );
  return { user, handler, ...result };
}

const quoteForm = () => screen.getByRole('form', { name: "Today's Mortgage Rates: Purchase or Refinance" });
const field = (name: RegExp | string, scope = quoteForm()) =>
  within(scope).getByRole('textbox', { name: typeof name === 'string' ? new RegExp(`^${name}`) : name });
const select = (name: string, scope = quoteForm()) => within(scope).getByRole('combobox', { name: new RegExp(`^${name}`) });

async function fillPurchase(user: User) {
  const form = quoteForm();
  await user.selectOptions(select('Property Type', form), 'Condo');
  await user.selectOptions(select('Occupancy', form), 'Primary Residence');
  await enter(user, field('Purchase Price', form), '450000');
  await user.selectOptions(select('Credit Score', form), '739-720');
  await enter(user, field('Zip Code', form), '92128');
  await enter(user, field('First Name', form), 'Ann');
  await enter(user, field('Last Name', form), 'Lee');
  await enter(user, field('Email', form), 'ann@example.com');
  await enter(user, field('Phone', form), '5551234567');
}

/** The purchase quote fillPurchase types, as the payload sends it. */
const PURCHASE_QUOTE = {
  Brand_SFDC2__c: 'Axos Bank',
  lead_source: 'Web RMI',
  Web_Source__c: '/personal/borrow/mortgages/',
  Full_Web_Source__c: '/personal/borrow/mortgages/',
  Marketing_Source__c: 'no campaign_no source',
  loanPurpose: 1,
  propertyType: 3,
  occupancy: 1,
  salesPrice: 450000,
  downPayment: 45000,
  appraisedValue: 0,
  mortgageBalance: 0,
  cashOut: 0,
  creditScore: 720,
  zipCode: '92128',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '5551234567',
};

/** Validation is asynchronous; on a busy 2-core machine it can take longer than waitFor's default second. */
const SETTLE = { timeout: 5_000 };

/** Whole forms typed key by key take many seconds on a busy machine: a guard against a hang, not a speed target. */
const LONG = 60_000;

async function expectError(control: HTMLElement, message: string) {
  await waitFor(() => expect(control).toHaveAccessibleDescription(expect.stringContaining(`Error: ${message}`)), SETTLE);
  expect(control).toHaveAttribute('aria-invalid', 'true');
}

vi.setConfig({ testTimeout: LONG });

beforeEach(() => window.history.replaceState(null, '', '/personal/borrow/mortgages/'));

describe('quote form: purchase, the down payment and the messages (spec 03 §4, §5)', () => {
  it('starts on Purchase with the price and down payment, and the down payment follows 10 percent of the price', async () => {
    const { user } = renderQuote();
    expect(screen.getByRole('radio', { name: 'Purchase' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^Home Value/ })).toBeNull();
    expect(field('Down Payment Percent')).toHaveValue('10');
    await user.type(field('Purchase Price'), '450000');
    await waitFor(() => expect(field(/^Down Payment(?! Percent)/)).toHaveValue('$45,000.00'), SETTLE);
    // Editing the percent updates the dollars.
    await user.clear(field('Down Payment Percent'));
    await user.type(field('Down Payment Percent'), '20');
    expect(field(/^Down Payment(?! Percent)/)).toHaveValue('$90,000.00');
    // Typing dollars updates the percent, rounded.
    await user.clear(field(/^Down Payment(?! Percent)/));
    await user.type(field(/^Down Payment(?! Percent)/), '47250');
    expect(field('Down Payment Percent')).toHaveValue('11');
    // The percent is clamped to 1-100 when it is left.
    await user.clear(field('Down Payment Percent'));
    await user.type(field('Down Payment Percent'), '150');
    await user.tab();
    expect(field('Down Payment Percent')).toHaveValue('100');
    expect(field(/^Down Payment(?! Percent)/)).toHaveValue('$450,000.00');
  });

  it('price: required, then 50,000 to 25,000,000; down payment between 1 percent of the price and the price', async () => {
    const { user } = renderQuote();
    const price = field('Purchase Price');
    await user.click(price);
    await user.tab();
    await expectError(price, 'Purchase Price is required.');
    await user.type(price, '49999');
    await user.tab();
    await expectError(price, 'Value must be between $50,000 and $25,000,000.');
    await user.clear(price);
    await user.type(price, '300000');
    await user.tab();
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'false'), SETTLE);
    const down = field(/^Down Payment(?! Percent)/);
    await user.clear(down);
    await user.type(down, '2999');
    await user.tab();
    await expectError(down, 'Value must be between $3,000 and $300,000.');
    await user.clear(down);
    await user.type(down, '300001');
    await user.tab();
    await expectError(down, 'Value must be between $3,000 and $300,000.');
  });

  it("each select, the zip, the names, the email and the phone: the spec's messages", async () => {
    const { user } = renderQuote();
    for (const [control, message] of [
      [select('Property Type'), 'Property Type is required.'],
      [select('Occupancy'), 'Occupancy is required.'],
      [select('Credit Score'), 'Credit Score is required.'],
      [field('Zip Code'), 'Zip Code is required.'],
      [field('First Name'), 'First Name is required.'],
      [field('Last Name'), 'Last Name is required.'],
      [field('Email'), 'Email is required.'],
      [field('Phone'), 'Phone is required.'],
    ] as const) {
      await user.click(control);
      await user.tab();
      await expectError(control, message);
    }
  });

  it('the phone: "Phone must have 10 characters." for 9 digits in the mask', async () => {
    const { user } = renderQuote();
    const phone = field('Phone');
    await user.type(phone, '555123456');
    await user.tab();
    expect(phone).toHaveValue('555-123-456');
    await expectError(phone, 'Phone must have 10 characters.');
    await user.type(phone, '7');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'false'), SETTLE);
  });
});

describe("quote form: the down payment's bounds follow either field (spec 03 §4, §5)", () => {
  const down = () => field(/^Down Payment(?! Percent)/);
  /** A new price in one change, as a paste or autofill gives it (typing gives one change per key). */
  async function setPrice(user: User, price: string) {
    await user.clear(field('Purchase Price'));
    await enter(user, field('Purchase Price'), price);
  }

  it('the price changed last: a down payment the new price puts out of bounds is marked without being touched', async () => {
    const { user } = renderQuote();
    await user.type(field('Purchase Price'), '300000');
    await user.clear(down());
    await user.type(down(), '3000');
    // No percent: the dollars stay as typed when the price changes (the pair only follows a percent).
    await user.clear(field('Down Payment Percent'));
    await user.tab();
    await waitFor(() => expect(down()).toHaveAttribute('aria-invalid', 'false'), SETTLE);
    await setPrice(user, '400000');
    await expectError(down(), 'Value must be between $4,000 and $400,000.');
    expect(down()).toHaveValue('$3,000.00');
  });

  it('the down payment changed last: its message goes once a new price puts it within bounds', async () => {
    const { user } = renderQuote();
    await user.type(field('Purchase Price'), '300000');
    await user.clear(down());
    await user.type(down(), '2999');
    await user.tab();
    await expectError(down(), 'Value must be between $3,000 and $300,000.');
    // 1 percent of the new price is the amount the field already holds: the field itself does not change.
    await setPrice(user, '299900');
    await waitFor(() => expect(down()).toHaveAttribute('aria-invalid', 'false'), SETTLE);
    expect(down()).toHaveValue('$2,999.00');
    expect(down()).not.toHaveAccessibleDescription(expect.stringContaining('Value must be'));
  });
});

describe('quote form: the refinance amounts follow the purpose, whichever comes first (spec 03 §4, §5)', () => {
  it('Refinance first: the home value and balance are required, and answering them clears their messages', async () => {
    const { user } = renderQuote();
    await user.click(screen.getByRole('radio', { name: 'Refinance' }));
    const home = field('Home Value');
    await user.click(home);
    await user.tab();
    await expectError(home, 'Appraised Value is required for refinance');
    await user.type(home, '800000');
    await waitFor(() => expect(home).toHaveAttribute('aria-invalid', 'false'), SETTLE);
  });

  it('the amounts first, then another purpose and back: the amounts start over, unmarked, and the quote waits for them', async () => {
    const { user } = renderQuote();
    await user.click(screen.getByRole('radio', { name: 'Refinance' }));
    await user.type(field('Home Value'), '800000');
    await user.type(field('Mortgage Balance'), '300000');
    await user.click(field('Cash Out'));
    await user.tab();
    await user.click(screen.getByRole('radio', { name: 'Purchase' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Home Value/ })).toBeNull(), SETTLE);
    await user.click(screen.getByRole('radio', { name: 'Refinance' }));
    await waitFor(() => expect(field('Home Value')).toHaveValue(''), SETTLE);
    for (const name of ['Home Value', 'Mortgage Balance', 'Cash Out']) expect(field(name)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('button', { name: 'Get My Rate' })).toBeDisabled();
  });
});

describe('quote form: refinance and the reset (spec 03 §4)', () => {
  it('Refinance shows home value, balance and cash out, with their messages; switching resets the form', async () => {
    const { user } = renderQuote();
    await user.type(field('First Name'), 'Ann');
    await user.type(field('Purchase Price'), '450000');
    await user.click(screen.getByRole('radio', { name: 'Refinance' }));
    await waitFor(() => expect(field('First Name')).toHaveValue(''), SETTLE);
    expect(screen.queryByRole('textbox', { name: /^Purchase Price/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Down Payment/ })).toBeNull();
    const home = field('Home Value');
    const balance = field('Mortgage Balance');
    expect(home).toHaveAttribute('aria-required', 'true');
    expect(field('Cash Out')).not.toHaveAttribute('aria-required', 'true');
    await user.click(home);
    await user.tab();
    await expectError(home, 'Appraised Value is required for refinance');
    await user.click(balance);
    await user.tab();
    await expectError(balance, 'Mortgage Balance is required for refinance');
    await user.type(home, '800000');
    await user.click(screen.getByRole('radio', { name: 'Purchase' }));
    await waitFor(() => expect(field('Purchase Price')).toHaveValue(''), SETTLE);
    expect(field('Down Payment Percent')).toHaveValue('10');
    expect(screen.queryByRole('textbox', { name: /^Home Value/ })).toBeNull();
  });

  it('?mortgage-type=refinance preselects Refinance', async () => {
    window.history.replaceState(null, '', '/personal/borrow/mortgages/?mortgage-type=refinance');
    renderQuote();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Refinance' })).toBeChecked(), SETTLE);
    expect(field('Home Value')).toBeInTheDocument();
  });
});

describe('Get My Rate and Apply Filters', () => {
  it('sends the quote, says Rate Watch was not submitted, and offers the criteria to adjust and send again', async () => {
    const { user, handler } = renderQuote();
    await fillPurchase(user);
    // Enabled once the page's email check has answered for the address typed (every form checks it now).
    const getMyRate = screen.getByRole('button', { name: 'Get My Rate' });
    await waitFor(() => expect(getMyRate).toBeEnabled(), SETTLE);
    await user.click(getMyRate);
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(1), SETTLE);
    expect(handler.mock.calls[0]?.[0]).toEqual(PURCHASE_QUOTE);
    expect(await screen.findByText('Rate Watch was not submitted.', undefined, SETTLE)).toBeInTheDocument();
    // The form stays, with what was typed.
    expect(field('First Name')).toHaveValue('Ann');
    const filters = screen.getByRole('form', { name: 'Adjust your quote' });
    expect(within(filters).getByRole('textbox', { name: /^Purchase Price/ })).toHaveValue('$450,000.00');
    expect(within(filters).getByRole('combobox', { name: /^Credit Score/ })).toHaveValue('720');
    await user.click(within(filters).getByRole('radio', { name: 'Refinance' }));
    const cashOut = within(filters).getByRole('textbox', { name: /^Cash Out/ });
    expect(cashOut).toHaveAttribute('aria-required', 'true');
    await user.click(cashOut);
    await user.tab();
    await expectError(cashOut, 'Cash Out is required for refinance');
    const home = within(filters).getByRole('textbox', { name: /^Home Value/ });
    await user.type(home, '40000');
    await user.tab();
    await expectError(home, 'Value must be between $50,000 and $25,000,000.');
    await user.clear(home);
    await user.type(home, '800000');
    await user.type(within(filters).getByRole('textbox', { name: /^Mortgage Balance/ }), '350000');
    await user.type(cashOut, '0');
    await user.click(within(filters).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(2), SETTLE);
    expect(handler.mock.calls[1]?.[0]).toEqual({
      ...PURCHASE_QUOTE,
      loanPurpose: 2,
      salesPrice: 0,
      downPayment: 0,
      appraisedValue: 800000,
      mortgageBalance: 350000,
      cashOut: 0,
    });
    expect(await screen.findByText('Your adjusted quote was sent.', undefined, SETTLE)).toBeInTheDocument();
  });
});

describe('Sign Up For Ratewatch and the Rate Watch modal', () => {
  async function openRateWatch(handler?: Mock<SubmitHandler>) {
    const rendered = renderQuote(handler);
    await fillPurchase(rendered.user);
    const signUp = screen.getByRole('button', { name: 'Sign Up For Ratewatch' });
    await waitFor(() => expect(signUp).toBeEnabled(), SETTLE);
    await rendered.user.click(signUp);
    const dialog = await screen.findByRole('dialog', { name: 'Set Up Rate Watch' }, SETTLE);
    return { ...rendered, dialog, signUp };
  }

  it('is disabled while the quote is invalid', () => {
    renderQuote();
    expect(screen.getByRole('button', { name: 'Sign Up For Ratewatch' })).toBeDisabled();
  });

  it('sends the quote, hides the form and opens the modal with focus on its title; closing restores the form and focus', async () => {
    const { user, handler, dialog, signUp } = await openRateWatch();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toEqual(PURCHASE_QUOTE);
    expect(screen.queryByRole('form', { name: "Today's Mortgage Rates: Purchase or Refinance" })).toBeNull();
    expect(within(dialog).getByRole('heading', { name: 'Set Up Rate Watch' })).toHaveFocus();
    expect(within(dialog).getByText('Rate Watch uses the same criteria as your rate search.')).toBeInTheDocument();
    expect(screen.queryByText('Rate Watch was not submitted.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SETTLE);
    expect(quoteForm()).toBeVisible();
    expect(field('First Name')).toHaveValue('Ann');
    await waitFor(() => expect(signUp).toHaveFocus(), SETTLE);
  });

  /** Focus a control and leave it, as a visitor tabbing through does: the field is validated. */
  async function leave(user: User, control: HTMLElement) {
    control.focus();
    await user.tab();
  }

  it("Rate Watch's messages: the update type and the consent, then each type's own; Sign Up waits for a valid form", async () => {
    const { user, dialog } = await openRateWatch();
    const signUp = within(dialog).getByRole('button', { name: 'Sign Up' });
    expect(signUp).toBeDisabled();
    await leave(user, within(dialog).getByRole('radio', { name: 'Target Rate' }));
    await expectError(within(dialog).getByRole('radiogroup', { name: /^Update Type/ }), 'Update Type is required.');
    const consent = within(dialog).getByRole('checkbox', { name: SETTINGS.smsConsentText });
    await user.click(consent);
    await user.click(consent);
    await expectError(consent, 'You must agree to receive SMS messages.');
    await user.click(within(dialog).getByRole('radio', { name: 'Target Rate' }));
    expect(within(dialog).getAllByRole('group', { name: /^Target \d$/ })).toHaveLength(3);
    const target1 = within(dialog).getByRole('group', { name: 'Target 1' });
    const loanType = within(target1).getByRole('combobox', { name: /^Loan Type/ });
    const rate = within(target1).getByRole('textbox', { name: /^Desired Rate/ });
    const points = within(target1).getByRole('combobox', { name: /^Discount Points/ });
    for (const control of [loanType, rate, points]) await leave(user, control);
    await expectError(loanType, 'Loan Type is required.');
    await expectError(points, 'Discount Points is required.');
    // Required in target 1 (issue 40: an alert without a target rate is no alert), 2 to 10.
    await expectError(rate, 'Desired Rate must be between 2 and 10.');
    expect(rate).toBeRequired();
    expect(
      within(points)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select', '0.000', '0.125', '0.250', '0.375', '0.500', '0.625', '0.750', '0.875', '1.000']);
    await user.type(rate, '11');
    await user.tab();
    await expectError(rate, 'Desired Rate must be between 2 and 10.');
    // Switching the type resets the form: the rate typed is gone when Target Rate comes back.
    await user.click(within(dialog).getByRole('radio', { name: 'Frequency' }));
    expect(within(dialog).queryByRole('group', { name: 'Target 1' })).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: SETTINGS.smsConsentText })).not.toBeChecked();
    await leave(user, within(dialog).getByRole('radio', { name: 'Daily' }));
    await expectError(within(dialog).getByRole('radiogroup', { name: /^Frequency/ }), 'Frequency is required.');
    const thirty = within(dialog).getByRole('checkbox', { name: '30 Year' });
    await user.click(thirty);
    await user.click(thirty);
    await waitFor(() => expect(within(dialog).getByRole('group', { name: /^Program/ })).toHaveAccessibleDescription('Error: Program is required.'), SETTLE);
    await user.click(within(dialog).getByRole('radio', { name: 'Target Rate' }));
    expect(within(within(dialog).getByRole('group', { name: 'Target 1' })).getByRole('textbox', { name: /^Desired Rate/ })).toHaveValue('');
    expect(signUp).toBeDisabled();
  });

  it('Sign Up sends every value with the quote email and last name, closes the modal and shows the success message until dismissed', async () => {
    const { user, handler, dialog, signUp } = await openRateWatch();
    await user.click(within(dialog).getByRole('radio', { name: 'Frequency' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '30 Year' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '15 Year' }));
    await user.click(within(dialog).getByRole('checkbox', { name: SETTINGS.smsConsentText }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(2), SETTLE);
    // All the form's values (spec 03 §7), the targets left empty included.
    expect(handler.mock.calls[1]?.[0]).toEqual({
      updateType: 'Frequency',
      ...rateWatchExamples.sentEmpty,
      updateCadence: 'Weekly',
      loanTerms: '30;15',
      hasSmsConsent: true,
      email: 'ann@example.com',
      lastName: 'Lee',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SETTLE);
    const success = screen.getByText('You subscribed to Rate Watch.');
    await waitFor(() => expect(success).toHaveFocus(), SETTLE);
    expect(quoteForm()).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('You subscribed to Rate Watch.')).toBeNull();
    await waitFor(() => expect(signUp).toHaveFocus(), SETTLE);
  });

  it('a target without a Desired Rate keeps Sign Up disabled: target 1 always, a later target once it has a loan type', async () => {
    const { user, handler, dialog } = await openRateWatch();
    const signUp = within(dialog).getByRole('button', { name: 'Sign Up' });
    await user.click(within(dialog).getByRole('radio', { name: 'Target Rate' }));
    const target1 = within(dialog).getByRole('group', { name: 'Target 1' });
    await user.selectOptions(within(target1).getByRole('combobox', { name: /^Loan Type/ }), 'ThirtyYear');
    await user.selectOptions(within(target1).getByRole('combobox', { name: /^Discount Points/ }), '0.125');
    await user.click(within(dialog).getByRole('checkbox', { name: SETTINGS.smsConsentText }));
    const rate1 = within(target1).getByRole('textbox', { name: /^Desired Rate/ });
    await leave(user, rate1);
    await expectError(rate1, 'Desired Rate must be between 2 and 10.');
    expect(signUp).toBeDisabled();
    await user.type(rate1, '6.25');
    await waitFor(() => expect(signUp).toBeEnabled(), SETTLE);
    // Target 2 with a loan type only: its rate (and points) are now needed.
    const target2 = within(dialog).getByRole('group', { name: 'Target 2' });
    await user.selectOptions(within(target2).getByRole('combobox', { name: /^Loan Type/ }), 'FifteenYear');
    await waitFor(() => expect(signUp).toBeDisabled(), SETTLE);
    const rate2 = within(target2).getByRole('textbox', { name: /^Desired Rate/ });
    await leave(user, rate2);
    await expectError(rate2, 'Desired Rate must be between 2 and 10.');
    await user.type(rate2, '5.5');
    await user.selectOptions(within(target2).getByRole('combobox', { name: /^Discount Points/ }), '1.000');
    await waitFor(() => expect(signUp).toBeEnabled(), SETTLE);
    await user.click(signUp);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SETTLE);
    expect(handler.mock.calls[1]?.[0]).toMatchObject({
      tR1LoanTerm: 'ThirtyYear',
      tR1DesiredRate: 6.25,
      tR1DiscountPoints: 0.125,
      tR2LoanTerm: 'FifteenYear',
      tR2DesiredRate: 5.5,
      tR2DiscountPoints: 1,
      tR3LoanTerm: '',
      tR3DesiredRate: '',
    });
  });

  it('a failed Rate Watch send is logged, and the visitor is told and can send again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = vi.fn<SubmitHandler>().mockResolvedValueOnce(sent).mockResolvedValueOnce(failed).mockResolvedValueOnce(sent);
    const { user, dialog } = await openRateWatch(handler);
    await user.click(within(dialog).getByRole('radio', { name: 'Target Rate' }));
    const target1 = within(dialog).getByRole('group', { name: 'Target 1' });
    await user.selectOptions(within(target1).getByRole('combobox', { name: /^Loan Type/ }), 'ThirtyYear');
    await user.type(within(target1).getByRole('textbox', { name: /^Desired Rate/ }), '6.25');
    await user.selectOptions(within(target1).getByRole('combobox', { name: /^Discount Points/ }), '0.125');
    await user.click(within(dialog).getByRole('checkbox', { name: SETTINGS.smsConsentText }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(await within(dialog).findByRole('alert', undefined, SETTLE)).toHaveTextContent('Your request was not sent: the server answered 503.');
    expect(error).toHaveBeenCalledWith('[rate watch] the sign-up was not sent', failed);
    expect(within(target1).getByRole('textbox', { name: /^Desired Rate/ })).toHaveValue('6.25');
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SETTLE);
    expect(handler).toHaveBeenCalledTimes(3);
    expect(handler.mock.calls[2]?.[0]).toEqual({
      updateType: 'Target Rate',
      ...rateWatchExamples.sentEmpty,
      tR1LoanTerm: 'ThirtyYear',
      tR1DesiredRate: 6.25,
      tR1DiscountPoints: 0.125,
      hasSmsConsent: true,
      email: 'ann@example.com',
      lastName: 'Lee',
    });
    error.mockRestore();
  });

  it('has no axe violations with the modal open, its target rows revealed and its errors shown', async () => {
    const { user, dialog, container } = await openRateWatch();
    await user.click(within(dialog).getByRole('radio', { name: 'Target Rate' }));
    const consent = within(dialog).getByRole('checkbox', { name: SETTINGS.smsConsentText });
    await user.click(consent);
    await user.click(consent);
    await expectError(consent, 'You must agree to receive SMS messages.');
    await leave(user, within(within(dialog).getByRole('group', { name: 'Target 1' })).getByRole('combobox', { name: /^Loan Type/ }));
    await expectNoAxeViolations(container);
  });
});

it('has no axe violations on refinance with its errors shown', async () => {
  const { user, container } = renderQuote();
  await user.click(screen.getByRole('radio', { name: 'Refinance' }));
  await user.click(field('Home Value'));
  await user.tab();
  await expectError(field('Home Value'), 'Appraised Value is required for refinance');
  await expectNoAxeViolations(container);
});
