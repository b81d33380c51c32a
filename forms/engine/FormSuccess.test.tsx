import { render, screen } from '@testing-library/react';
import { FormSuccess } from './FormSuccess';

describe('form success view (spec 01 §2.10)', () => {
  it('says Submitted! and thanks the visitor by default', () => {
    render(<FormSuccess />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Submitted!Thank you! A Banking expert will be in contact with you shortly');
    expect(screen.getByRole('heading', { level: 2, name: 'Submitted!' })).toBeInTheDocument();
    expect(screen.getByText('Thank you! A Banking expert will be in contact with you shortly')).toBeInTheDocument();
  });

  it.each([
    [{ heading: 'Request received' }, 'Request received', 'Thank you! A Banking expert will be in contact with you shortly'],
    [{ text: 'We will call you tomorrow.' }, 'Submitted!', 'We will call you tomorrow.'],
    [{ heading: 'Thanks!', text: 'Check your inbox.' }, 'Thanks!', 'Check your inbox.'],
  ])('takes overrides %o', (props, heading, text) => {
    render(<FormSuccess {...props} />);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('moves focus to its heading when it appears, so the confirmation is read out', () => {
    render(<FormSuccess />);
    expect(screen.getByRole('heading', { name: 'Submitted!' })).toHaveFocus();
  });

  it('takes the heading level of where it is shown', () => {
    render(<FormSuccess headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Submitted!' })).toBeInTheDocument();
  });
});
