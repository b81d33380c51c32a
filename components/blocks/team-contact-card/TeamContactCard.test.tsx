import { render, screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '@/forms/ui/test-axe';
import { imagesOfBlock } from '@/lib/images/block-images';
import { renderBlock } from '../registry';
import { TeamContactCardBlock } from '@/lib/content/model/blocks/team-contact-card';

const links = { tokens: {} };

const card = {
  type: 'teamContactCard',
  id: 'cre-contact',
  title: 'Account Executive, Commercial Real Estate',
  name: 'Samuel Ortiz',
  phone: '(858) 350-6210',
  email: 'sortiz@axosbank.com',
};

describe('Team contact card', () => {
  it('shows the name as the heading, the title, and the phone and email as tel: and mailto: links', () => {
    render(<>{renderBlock(TeamContactCardBlock.parse(card), { links, index: 1 })}</>);
    const article = screen.getByRole('article', { name: 'Samuel Ortiz' });
    expect(within(article).getByRole('heading', { level: 2, name: 'Samuel Ortiz' })).toBeInTheDocument();
    expect(within(article).getByText('Account Executive, Commercial Real Estate')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: '(858) 350-6210' })).toHaveAttribute('href', 'tel:8583506210');
    expect(within(article).getByRole('link', { name: 'sortiz@axosbank.com' })).toHaveAttribute('href', 'mailto:sortiz@axosbank.com');
  });

  it('labels the contacts Phone and Email, in that order', () => {
    render(<>{renderBlock(TeamContactCardBlock.parse(card), { links, index: 1 })}</>);
    const article = screen.getByRole('article', { name: 'Samuel Ortiz' });
    expect(
      within(article)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Phone', 'Email']);
    expect(
      within(article)
        .getAllByRole('definition')
        .map((definition) => definition.textContent),
    ).toEqual(['(858) 350-6210', 'sortiz@axosbank.com']);
  });

  it('takes the heading level RenderBlocks gives it', () => {
    render(<>{renderBlock(TeamContactCardBlock.parse(card), { links, index: 3, heading: 'h1' })}</>);
    expect(screen.getByRole('heading', { level: 1, name: 'Samuel Ortiz' })).toBeInTheDocument();
  });

  it('shows the placeholder, 725px high and decorative, when the content gives no image; it needs no rendition', () => {
    const block = TeamContactCardBlock.parse(card);
    const { container } = render(<>{renderBlock(block, { links, index: 1 })}</>);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/images/people/team-contact-placeholder.svg');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '544');
    expect(image).toHaveAttribute('height', '725');
    expect(screen.queryByRole('img')).toBeNull();
    expect(imagesOfBlock(block)).toEqual([]);
  });

  it("shows the content's photo at 544x725 as its webp rendition, and declares that size to the build", () => {
    const block = TeamContactCardBlock.parse({ ...card, image: { src: '/images/advisor-meeting.jpg', alt: 'Samuel Ortiz' } });
    render(<>{renderBlock(block, { links, index: 1 })}</>);
    const image = screen.getByRole('img', { name: 'Samuel Ortiz' });
    expect(image).toHaveAttribute('src', '/_img/advisor-meeting-544x725.webp');
    expect(image).toHaveAttribute('height', '725');
    expect(imagesOfBlock(block)).toEqual([{ path: ['image'], src: '/images/advisor-meeting.jpg', width: 544, height: 725, fit: 'cover' }]);
  });

  it.each([
    [{ phone: 'call me' }, 'phone'],
    [{ email: 'not-an-address' }, 'email'],
    [{ image: { src: '/images/people/laura-chen.svg', alt: '' } }, 'image'],
  ])('refuses %j in content', (change, path) => {
    const result = TeamContactCardBlock.safeParse({ ...card, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(path);
  });

  it('has no axe violations', async () => {
    const { container } = render(<>{renderBlock(TeamContactCardBlock.parse(card), { links, index: 1 })}</>);
    await expectNoAxeViolations(container);
  });
});
