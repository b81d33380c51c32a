import { render, screen, within } from '@testing-library/react';
import { renderBlock } from '../registry';
import { mailtoHref, telHref } from './contacts';
import { ExecutiveBioBlock, ExecutiveBioSetBlock } from '@/lib/content/model/blocks/executive-bio';

const links = { tokens: {} };

const priya = {
  id: 'cfo',
  executiveName: 'Priya Raman',
  executiveTitle: 'Executive Vice President and Chief Financial Officer',
  executiveBodyCopy: 'Priya oversees **finance** and treasury.',
  executiveEmailAddress: 'priya.raman@axosbank.com',
  executivePhoneNumber: '(858) 350-6200',
  executiveLinkedIn: 'https://www.linkedin.com/in/priya-raman-example',
  executiveWebsite: 'https://www.example.com/priya',
  executiveHeadshot: { src: '/images/people/priya-raman.svg', alt: 'Priya Raman' },
};

describe('Executive contacts', () => {
  it.each([
    ['(858) 350-6200', 'tel:8583506200'],
    ['858.350.6200', 'tel:8583506200'],
    ['+1 858 350 6200', 'tel:+18583506200'],
    [' 1-888-502-2967 ', 'tel:18885022967'],
  ])('%j dials %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('mails the address', () => {
    expect(mailtoHref(' priya.raman@axosbank.com ')).toBe('mailto:priya.raman@axosbank.com');
  });
});

describe('Executive bio', () => {
  it('shows the headshot, name, title, biography and contacts as mailto and tel links', () => {
    render(<>{renderBlock(ExecutiveBioBlock.parse({ type: 'executiveBio', ...priya }), { links, index: 1 })}</>);
    const card = screen.getByRole('article', { name: 'Priya Raman' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Priya Raman' })).toBeInTheDocument();
    expect(within(card).getByText('Executive Vice President and Chief Financial Officer')).toBeInTheDocument();
    expect(within(card).getByText('finance').tagName).toBe('STRONG');
    const headshot = within(card).getByRole('img', { name: 'Priya Raman' });
    expect(headshot).toHaveAttribute('width', '160');
    expect(headshot).toHaveAttribute('height', '160');
    expect(within(card).getByRole('link', { name: 'priya.raman@axosbank.com' })).toHaveAttribute('href', 'mailto:priya.raman@axosbank.com');
    expect(within(card).getByRole('link', { name: '(858) 350-6200' })).toHaveAttribute('href', 'tel:8583506200');
    const linkedIn = within(card).getByRole('link', { name: 'Priya Raman on LinkedIn' });
    expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/in/priya-raman-example');
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('link', { name: "Priya Raman's website" })).toBeInTheDocument();
  });

  it('names each contact by its label, in the order email, phone, LinkedIn, website', () => {
    render(<>{renderBlock(ExecutiveBioBlock.parse({ type: 'executiveBio', ...priya }), { links, index: 1 })}</>);
    const card = screen.getByRole('article', { name: 'Priya Raman' });
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Email', 'Phone', 'LinkedIn', 'Website']);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((definition) => definition.textContent),
    ).toEqual(['priya.raman@axosbank.com', '(858) 350-6200', 'Priya Raman on LinkedIn', "Priya Raman's website"]);
  });

  it('leaves out the contacts a bio does not have', () => {
    const bio = { type: 'executiveBio', id: 'ceo', executiveName: 'Daniel R. Whitfield', executiveTitle: 'Chief Executive Officer' };
    render(<>{renderBlock(ExecutiveBioBlock.parse(bio), { links, index: 1 })}</>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('groups a set under its title, each name a heading one level down', () => {
    const set = ExecutiveBioSetBlock.parse({
      type: 'executiveBioSet',
      id: 'leaders',
      title: 'Leadership team',
      description: 'The people who run the bank.',
      executiveBios: [priya, { id: 'cto', executiveName: 'Jonathan Kim', executiveTitle: 'Chief Technology Officer', executivePhoneNumber: '+1 858 350 6201' }],
      additionalDetails: 'Media enquiries: press@axosbank.com.',
    });
    render(<>{renderBlock(set, { links, index: 1 })}</>);
    const region = screen.getByRole('region', { name: 'Leadership team' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Priya Raman', 'Jonathan Kim']);
    expect(within(region).getByRole('link', { name: '+1 858 350 6201' })).toHaveAttribute('href', 'tel:+18583506201');
    expect(within(region).getByText('Media enquiries: press@axosbank.com.')).toBeInTheDocument();
  });
});
