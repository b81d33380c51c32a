import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccordionItems } from './AccordionItems';

const items = [
  { id: 'a', title: 'What is the routing number?', expanded: true, content: <p>It is 322286803.</p> },
  { id: 'b', title: 'How do I report a lost card?', expanded: false, content: <p>Call us right away.</p> },
];

describe('Accordion items', () => {
  it('starts each item from its expanded flag', () => {
    render(<AccordionItems items={items} heading="h3" />);
    expect(screen.getByRole('button', { name: 'What is the routing number?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'How do I report a lost card?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'What is the routing number?' })).toHaveTextContent('It is 322286803.');
    expect(screen.queryByRole('region', { name: 'How do I report a lost card?' })).toBeNull();
  });

  it('toggles one item without touching the others', async () => {
    const user = userEvent.setup();
    render(<AccordionItems items={items} heading="h3" />);
    await user.click(screen.getByRole('button', { name: 'How do I report a lost card?' }));
    expect(screen.getByRole('region', { name: 'How do I report a lost card?' })).toHaveTextContent('Call us right away.');
    expect(screen.getByRole('region', { name: 'What is the routing number?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'What is the routing number?' }));
    expect(screen.queryByRole('region', { name: 'What is the routing number?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'What is the routing number?' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<AccordionItems items={items} heading="h3" />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'How do I report a lost card?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'How do I report a lost card?' })).toHaveAttribute('aria-expanded', 'true');
  });
});
