'use client';

import type { MouseEvent } from 'react';
import type { ErrorSummaryItem } from './summary-items';

/**
 * A list of links to fields (the error summary's, the list beside a disabled button). Following a
 * link focuses the field's control and scrolls it into view, instead of only jumping to the anchor,
 * which would leave focus behind.
 */
export function FieldLinks({ items, className, labelledBy }: { items: readonly ErrorSummaryItem[]; className?: string; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy} className={className}>
      {items.map((item) => (
        <li key={item.fieldId}>
          <a href={`#${item.fieldId}`} onClick={(event) => focusField(event, item.fieldId)}>
            {item.message}
          </a>
        </li>
      ))}
    </ul>
  );
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const target = document.getElementById(fieldId);
  if (!target) return;
  event.preventDefault();
  // Scroll the field's frame (its label or legend above the control) into view, then focus
  // without a second scroll that would hide the label again.
  const frame = target.closest('fieldset') ?? target.parentElement ?? target;
  frame.scrollIntoView?.({ block: 'start' });
  target.focus({ preventScroll: true });
}
