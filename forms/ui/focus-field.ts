import type { MouseEvent } from 'react';

/**
 * A link to a field (the error summary's, the list beside a disabled button): focuses the field's
 * control and scrolls it into view, instead of only jumping to the anchor, which would leave focus
 * behind.
 */
export function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const target = document.getElementById(fieldId);
  if (!target) return;
  event.preventDefault();
  // Scroll the field's frame (its label or legend above the control) into view, then focus
  // without a second scroll that would hide the label again.
  const frame = target.closest('fieldset') ?? target.parentElement ?? target;
  frame.scrollIntoView?.({ block: 'start' });
  target.focus({ preventScroll: true });
}
