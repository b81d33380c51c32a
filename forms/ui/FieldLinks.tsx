'use client';

import { type ComponentType, type MouseEvent, type ReactNode, useState } from 'react';
import type { ErrorSummaryItem } from './summary-items';

/**
 * A list of links to fields (the error summary's, the list beside a disabled button). Following a
 * link focuses the field's control and scrolls it into view, instead of only jumping to the anchor,
 * which would leave focus behind.
 *
 * While a pointer is pressed on the list, the list stays as it was when pressed. It follows the form
 * as it is validated, and an item that came or went between press and release would move the links
 * under the pointer: the release would land on another link, and a press and release on different
 * links is no click (focus stays on the link pressed, not on its field).
 */
export function FieldLinks({
  items,
  kept,
  className,
  labelledBy,
}: {
  items: readonly ErrorSummaryItem[];
  /**
   * Rows whose place the list keeps (the still-needed list's longest list): each is drawn by `Row`,
   * invisible when `items` lacks it, and as tall as its own text, so an item going or changing its
   * text moves no other. Every item of `items` must have one. `Row` is the caller's (ReservedRow,
   * which the still-needed list's room also draws before this code loads), passed rather than
   * imported: a module both the engine and this on-demand chunk import is copied by Turbopack into
   * every form's own chunk.
   */
  kept?: { places: readonly ErrorSummaryItem[]; Row: ComponentType<{ text: string; children?: ReactNode }> };
  className?: string;
  labelledBy?: string;
}) {
  const [held, setHeld] = useState<readonly ErrorSummaryItem[] | undefined>(undefined);
  const hold = () => {
    setHeld(items);
    // Listened for from the press itself, so no release can come before the listener. Let go after the
    // click the release dispatches (same task), so the click still finds the held links.
    const release = () => {
      for (const type of RELEASES) document.removeEventListener(type, release, true);
      setTimeout(() => setHeld(undefined));
    };
    for (const type of RELEASES) document.addEventListener(type, release, true);
  };
  const shown = held ?? items;
  const link = (item: ErrorSummaryItem) => (
    <a href={`#${item.fieldId}`} onClick={(event) => focusField(event, item.fieldId)}>
      {item.message}
    </a>
  );
  return (
    <ul aria-labelledby={labelledBy} className={className} onPointerDown={held ? undefined : hold}>
      {kept === undefined
        ? shown.map((item) => <li key={item.fieldId}>{link(item)}</li>)
        : kept.places.map((place) => {
            const item = shown.find((candidate) => candidate.fieldId === place.fieldId);
            return (
              <kept.Row key={place.fieldId} text={place.message}>
                {item ? link(item) : null}
              </kept.Row>
            );
          })}
    </ul>
  );
}

/** What ends a press. */
const RELEASES = ['pointerup', 'pointercancel'] as const;

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
