/** What a person does in the forms' DOM tests (not used by the app). */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Presses Submit once it can be pressed, as a person does. The button stays disabled until the last
 * change has been validated, and that settles after the keystroke: which of React's render and the
 * test's next step runs first depends on the machine's load, and a click on the disabled button is lost.
 */
export async function pressSubmit(user: UserEvent) {
  const submit = screen.getByRole('button', { name: 'Submit' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
}

/**
 * Enters a whole value into an empty text field at once, as a person pasting it or picking it from
 * autofill does: one input event, where typing makes one per key and each re-renders the form.
 */
export async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
