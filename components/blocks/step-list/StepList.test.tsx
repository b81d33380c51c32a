import { render, screen, within } from '@testing-library/react';
import { renderBlock } from '../registry';
import { StepListBlock } from '@/lib/content/model/blocks/step-list';

const links = { tokens: { applicationUrl: 'https://apply.axosbank.com' } };

function stepList(extra: Record<string, unknown> = {}) {
  return StepListBlock.parse({
    type: 'stepList',
    id: 'how-to-apply',
    title: 'Apply in three steps',
    description: 'Most applicants hear back **the same day**.',
    steps: [
      { id: 'apply', title: 'Apply online', description: 'Fill in the [application]({applicationUrl}).' },
      { id: 'review', title: 'We review', description: 'A loan officer checks your details.' },
      { id: 'fund', title: 'Get funded', description: 'Sign and receive the funds.' },
    ],
    callToActionRow: [
      { id: 'start', type: 'Button', displayText: 'Start your application', targetUrl: '{applicationUrl}' },
      { id: 'faq', type: 'link', displayText: 'Read the FAQ', targetUrl: '/customer-support' },
    ],
    ...extra,
  });
}

describe('Step list block', () => {
  it('renders the title, the description and the steps as an ordered list', () => {
    render(<>{renderBlock(stepList(), { links, index: 1 })}</>);
    const region = screen.getByRole('region', { name: 'Apply in three steps' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Apply in three steps' })).toBeInTheDocument();
    expect(within(region).getByText('the same day').tagName).toBe('STRONG');
    const [list] = within(region).getAllByRole('list'); // the steps, then the call-to-action row
    if (!list) throw new Error('no list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('names each step with its number, heard in heading navigation too', () => {
    render(<>{renderBlock(stepList(), { links, index: 1 })}</>);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Step 1: Apply online',
      'Step 2: We review',
      'Step 3: Get funded',
    ]);
    expect(screen.getByRole('link', { name: 'application' })).toHaveAttribute('href', 'https://apply.axosbank.com');
  });

  it('shows the call-to-action row as buttons and links', () => {
    render(<>{renderBlock(stepList(), { links, index: 1 })}</>);
    expect(screen.getByRole('link', { name: 'Start your application' })).toHaveAttribute('href', 'https://apply.axosbank.com');
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/customer-support/');
  });

  it('shows an image with its alt text, or hides a decorative one', () => {
    const { unmount } = render(<>{renderBlock(stepList({ image: { src: '/images/hero-vehicle.svg', alt: 'A classic car' } }), { links, index: 1 })}</>);
    expect(screen.getByRole('img', { name: 'A classic car' })).toHaveAttribute('src', '/images/hero-vehicle.svg');
    unmount();
    render(<>{renderBlock(stepList({ image: { src: '/images/hero-vehicle.svg', alt: '', decorative: true } }), { links, index: 1 })}</>);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('carries the page h1 when it opens the page', () => {
    render(<>{renderBlock(stepList(), { links, index: 0 })}</>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Apply in three steps');
  });

  it('needs at least one step', () => {
    expect(StepListBlock.safeParse({ type: 'stepList', id: 'x', title: 'T', steps: [] }).success).toBe(false);
  });
});
