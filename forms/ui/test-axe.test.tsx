/**
 * The unit tests' axe helper can fail: in the test DOM it finds what a person relying on a screen
 * reader would miss in a form (a field without a label, a button without a name, an invalid ARIA
 * state), and passes the same form done right.
 */
import { render } from '@testing-library/react';
import { expectNoAxeViolations } from './test-axe';

describe('expectNoAxeViolations', () => {
  it('fails on a field without a label, a nameless button and an invalid aria-invalid', async () => {
    const { container } = render(
      <form>
        <input type="text" name="first_name" />
        <button type="submit" />
        <label htmlFor="email">Email</label>
        {/* A value React's types refuse, as a mistyped attribute in a template would send it. */}
        <input id="email" type="email" {...({ 'aria-invalid': 'maybe-not' } as Record<string, string>)} />
      </form>,
    );
    const failure = await expectNoAxeViolations(container).then(
      () => '',
      (error: unknown) => String(error),
    );
    expect(failure).toContain('label at input[type="text"]');
    expect(failure).toContain('button-name at button');
    expect(failure).toContain('aria-valid-attr-value at #email');
  });

  it('passes the same form with its labels, names and error tied right', async () => {
    const { container } = render(
      <form>
        <label htmlFor="first_name">First Name</label>
        <input id="first_name" type="text" name="first_name" />
        <label htmlFor="email">Email</label>
        <input id="email" type="email" aria-describedby="email-error" aria-invalid="true" />
        <p id="email-error">Error: Email is required</p>
        <button type="submit">Submit</button>
      </form>,
    );
    await expectNoAxeViolations(container);
  });
});
