import { render, screen, within } from '@testing-library/react';
import { renderBlock } from '../registry';
import { DownloadTilesBlock } from '@/lib/content/model/blocks/download-tiles';

const links = { tokens: { investorsUrl: 'https://investors.axosfinancial.com' } };

function downloadTiles() {
  return DownloadTilesBlock.parse({
    type: 'downloadTiles',
    id: 'docs',
    titleText: 'Account documents',
    description: 'Read these **before** you open an account.',
    downloadTiles: [
      { id: 'fees', url: '/documents/schedule-of-fees.pdf', displayName: 'Schedule of fees (PDF)' },
      { id: 'report', url: '{investorsUrl}/annual-report-2026.pdf', displayName: 'Annual report 2026', action: 'View report' },
      { id: 'fdic', url: 'https://www.fdic.gov/deposit-insurance-brochure.pdf', displayName: 'Your insured deposits (FDIC)' },
    ],
    additionalDetails: 'Need a printed copy? Call us.',
  });
}

describe('Download tiles', () => {
  it('labels the action Download by default, naming the document too', () => {
    render(<>{renderBlock(downloadTiles(), { links, index: 1 })}</>);
    const link = screen.getByRole('link', { name: 'Download Schedule of fees (PDF)' });
    expect(within(link).getByText('Download')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View report Annual report 2026' })).toBeInTheDocument();
  });

  it('downloads a file of this site, path kept as written; another site opens as an external link', () => {
    render(<>{renderBlock(downloadTiles(), { links, index: 1 })}</>);
    const own = screen.getByRole('link', { name: /Schedule of fees/ });
    expect(own).toHaveAttribute('href', '/documents/schedule-of-fees.pdf');
    expect(own).toHaveAttribute('download');
    const company = screen.getByRole('link', { name: /Annual report/ });
    expect(company).toHaveAttribute('href', 'https://investors.axosfinancial.com/annual-report-2026.pdf');
    expect(company).not.toHaveAttribute('download');
    const other = screen.getByRole('link', { name: /insured deposits/ });
    expect(other).not.toHaveAttribute('download');
    expect(other).toHaveAttribute('target', '_blank');
    expect(other).toHaveClass('ext-link');
  });

  it('shows the title, description, a heading per tile and the details', () => {
    render(<>{renderBlock(downloadTiles(), { links, index: 1 })}</>);
    const region = screen.getByRole('region', { name: 'Account documents' });
    expect(within(region).getByText('before').tagName).toBe('STRONG');
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Schedule of fees (PDF)', 'Annual report 2026', 'Your insured deposits (FDIC)']);
    expect(within(region).getByText('Need a printed copy? Call us.')).toBeInTheDocument();
  });
});
