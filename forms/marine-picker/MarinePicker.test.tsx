import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@/forms/ui/test-axe';
import type { PickerConfig } from './machine';
import { MarinePicker, type PortalLinkAttributes } from './MarinePicker';
import { DEFAULT_TEXTS } from './texts';

const CODES = {
  Term: {
    'Full-time Charter': { 'Hold in LLC': 'T-FC-LLC', 'Own Personally': 'T-FC-OWN' },
    'Limited Charter (max 73 days per year)': { 'Hold in LLC': 'T-LC-LLC', 'Own Personally': 'T-LC-OWN' },
    'Personal Use': { 'Hold in LLC': 'T-PU-LLC', 'Own Personally': 'T-PU-OWN' },
  },
  'Credit Line': {
    'Full-time Charter': { 'Hold in LLC': 'C-FC-LLC', 'Own Personally': 'C-FC-OWN' },
    'Limited Charter (max 73 days per year)': { 'Hold in LLC': 'C-LC-LLC', 'Own Personally': 'C-LC-OWN' },
    'Personal Use': { 'Hold in LLC': 'C-PU-LLC', 'Own Personally': 'C-PU-OWN' },
  },
} as const;

const brand: PickerConfig = {
  variant: 'brand',
  portalUrl: 'https://portal.example.com/self-registration',
  queryName: 'productCode',
  productCodes: CODES,
  defaultCode: 'MARINE',
};
const nonBrand: PickerConfig = { ...brand, variant: 'nonBrand' };

function renderPicker(config: PickerConfig, portalLink: PortalLinkAttributes = {}) {
  const user = userEvent.setup();
  const view = render(<MarinePicker config={config} texts={DEFAULT_TEXTS} headingLevel="h3" portalLink={portalLink} />);
  return { user, ...view };
}

/** The heading of the step on screen, by its accessible name: the step number, then the question. */
const stepHeading = (name: string) => screen.getByRole('heading', { level: 3, name });

describe('MarinePicker', () => {
  it('step 1 of the brand variant offers Term Loans and Credit Line with their descriptions, not Inventory Finance, and no Back', () => {
    renderPicker(brand);
    expect(stepHeading('Step 1 of 4 What kind of financing are you looking for?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Term Loans' })).toHaveAccessibleDescription('buying a new or used boat, or looking for a preapproval');
    expect(screen.getByRole('button', { name: 'Credit Line' })).toHaveAccessibleDescription('improvements');
    expect(screen.queryByRole('button', { name: 'Inventory Finance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('step 1 of the non-brand variant offers Term Loans and Inventory Finance, not Credit Line', () => {
    renderPicker(nonBrand);
    // Each button shows its name and nothing else (WCAG 2.5.3 Label in Name); the words under it describe it.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Term Loans', 'Inventory Finance']);
    expect(screen.getByRole('button', { name: 'Inventory Finance' })).toHaveAccessibleDescription('a boat dealer purchasing multiple boats');
    expect(screen.queryByRole('button', { name: 'Credit Line' })).toBeNull();
  });

  it('does not take focus when the page loads', () => {
    renderPicker(brand);
    expect(document.body).toHaveFocus();
  });

  it('goes through steps 2, 3 and 4, moving focus to each heading, which starts with "Step N of 4"', async () => {
    const { user } = renderPicker(brand);
    await user.click(screen.getByRole('button', { name: 'Credit Line' }));
    expect(stepHeading('Step 2 of 4 How will the boat be used?')).toHaveFocus();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Full-time Charter',
      'Limited Charter (max 73 days per year)',
      'Personal Use',
      'Back',
    ]);

    await user.click(screen.getByRole('button', { name: 'Limited Charter (max 73 days per year)' }));
    expect(stepHeading('Step 3 of 4 How will you own the boat?')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Hold in LLC' })).toHaveAccessibleDescription('single-asset LLC');
    expect(screen.getByRole('button', { name: 'Own Personally' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Own Personally' }));
    expect(stepHeading("Step 4 of 4 We're about to send you to our loan portal.")).toHaveFocus();
    expect(screen.getByText('Credit Line | Limited Charter (max 73 days per year) | Own Personally')).toBeInTheDocument();
    expect(screen.getByText('The application takes only a few minutes and does not commit you to the loan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to the loan portal' })).toHaveAttribute(
      'href',
      'https://portal.example.com/self-registration?productCode=C-LC-OWN',
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it("Back goes one step back, drops the last selection and focuses that step's heading", async () => {
    const { user } = renderPicker(brand);
    await user.click(screen.getByRole('button', { name: 'Term Loans' }));
    await user.click(screen.getByRole('button', { name: 'Full-time Charter' }));
    await user.click(screen.getByRole('button', { name: 'Hold in LLC' }));
    expect(screen.getByText('Term | Full-time Charter | Hold in LLC')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to the loan portal' })).toHaveAttribute(
      'href',
      'https://portal.example.com/self-registration?productCode=T-FC-LLC',
    );

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepHeading('Step 3 of 4 How will you own the boat?')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Own Personally' }));
    expect(screen.getByText('Term | Full-time Charter | Own Personally')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to the loan portal' })).toHaveAttribute(
      'href',
      'https://portal.example.com/self-registration?productCode=T-FC-OWN',
    );

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepHeading('Step 2 of 4 How will the boat be used?')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepHeading('Step 1 of 4 What kind of financing are you looking for?')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('Inventory Finance jumps to step 4 with the default code; Back returns to step 1', async () => {
    const { user } = renderPicker(nonBrand);
    await user.click(screen.getByRole('button', { name: 'Inventory Finance' }));
    expect(stepHeading("Step 4 of 4 We're about to send you to our loan portal.")).toHaveFocus();
    expect(screen.getByText('Inventory Finance')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to the loan portal' })).toHaveAttribute(
      'href',
      'https://portal.example.com/self-registration?productCode=MARINE',
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepHeading('Step 1 of 4 What kind of financing are you looking for?')).toHaveFocus();
  });

  it('works from the keyboard alone', async () => {
    const { user } = renderPicker(brand);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Term Loans' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(stepHeading('Step 3 of 4 How will you own the boat?')).toHaveFocus();
  });

  it('gives the portal link the attributes the block decided (an external portal opens the interstitial)', async () => {
    const { user } = renderPicker(nonBrand, { className: 'ext-link', target: '_blank', rel: 'noopener noreferrer' });
    await user.click(screen.getByRole('button', { name: 'Inventory Finance' }));
    const link = screen.getByRole('link', { name: 'Continue to the loan portal' });
    expect(link).toHaveClass('ext-link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('uses the texts the content gives', async () => {
    const user = userEvent.setup();
    render(
      <MarinePicker
        config={nonBrand}
        texts={{ ...DEFAULT_TEXTS, loanTypeQuestion: 'Which loan?', applicationNote: 'No commitment.', portalLinkText: 'Apply now' }}
        headingLevel="h2"
        portalLink={{}}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 4 Which loan?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Inventory Finance' }));
    expect(screen.getByText('No commitment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply now' })).toBeInTheDocument();
  });

  it('has no axe violations in any step', async () => {
    const { user, container } = renderPicker(brand);
    await expectNoAxeViolations(container);
    for (const choice of ['Term Loans', 'Personal Use', 'Hold in LLC']) {
      await user.click(within(container).getByRole('button', { name: choice }));
      await expectNoAxeViolations(container);
    }
  });
});
