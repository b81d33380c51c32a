import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FieldLinks } from './FieldLinks';

const PURPOSE = { fieldId: 'purpose', message: 'Loan Purpose' };
const ZIP = { fieldId: 'zip', message: 'Property Zip Code' };
const TYPE = { fieldId: 'type', message: 'Property Type' };

function Page({ items }: { items: (typeof ZIP)[] }) {
  return (
    <>
      <p id="title">Still needed before you can submit:</p>
      <FieldLinks items={items} labelledBy="title" />
      {[PURPOSE, ZIP, TYPE].map((item) => (
        <label key={item.fieldId}>
          {item.message}
          <input id={item.fieldId} />
        </label>
      ))}
    </>
  );
}

const links = () => screen.getAllByRole('link').map((link) => link.textContent);

it('a link moves focus to its field', async () => {
  const user = userEvent.setup();
  render(<Page items={[PURPOSE, ZIP, TYPE]} />);
  await user.click(screen.getByRole('link', { name: 'Property Zip Code' }));
  expect(screen.getByRole('textbox', { name: 'Property Zip Code' })).toHaveFocus();
});

it('holds still while a link is pressed, so the release lands on the link pressed, then follows the form again', async () => {
  const user = userEvent.setup();
  const { rerender } = render(<Page items={[PURPOSE, ZIP, TYPE]} />);
  const zip = screen.getByRole('link', { name: 'Property Zip Code' });
  await user.pointer({ keys: '[MouseLeft>]', target: zip });
  // The purpose was answered while the button was down: its link would go and the others move up.
  rerender(<Page items={[ZIP, TYPE]} />);
  expect(links()).toEqual(['Loan Purpose', 'Property Zip Code', 'Property Type']);
  await user.pointer({ keys: '[/MouseLeft]', target: zip });
  expect(screen.getByRole('textbox', { name: 'Property Zip Code' })).toHaveFocus();
  await waitFor(() => expect(links()).toEqual(['Property Zip Code', 'Property Type']));
});
