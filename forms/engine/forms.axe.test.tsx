/**
 * Every form of the registry passes axe-core, empty and with every required field in error (each
 * text field typed into and emptied, every control visited and left).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_IDS } from '../form-ids';
import { fieldsOf } from './types';
import { formModule } from '../test-form-modules';
import { expectNoAxeViolations } from '../ui/test-axe';

describe.each(FORM_IDS)('form %s', (id) => {
  // axe in the test DOM is slow on a busy machine: a generous guard against a hang, not a speed target. It
  // grows with the form: the vendor questionnaire's 60 fields take axe about 10 s a run, and each of
  // its text boxes is typed into and emptied.
  const timeout = Math.max(30_000, 3_000 * fieldsOf(formModule(id).definition.fields).length);
  it('has no axe violations, empty and with its errors shown', { timeout }, async () => {
    const { Form } = formModule(id);
    const user = userEvent.setup();
    const { container } = render(
      <>
        <h2 id="form-heading">Contact us</h2>
        <Form crm={{}} labelledBy="form-heading" />
      </>,
    );
    await expectNoAxeViolations(container);
    // Typed into and emptied (forms that validate on change), and every control visited and left.
    // A form in steps may start with no text field (the privacy request's first step is questions).
    for (const box of screen.queryAllByRole('textbox')) {
      await user.type(box, '1');
      await user.clear(box);
    }
    for (let step = 0; step < 12; step += 1) await user.tab();
    await waitFor(() => expect(screen.getAllByText('Error:').length).toBeGreaterThan(0));
    await expectNoAxeViolations(container);
  });
});
