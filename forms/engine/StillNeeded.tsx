'use client';

import { lazy, Suspense } from 'react';
import type { ErrorSummaryItem } from '../ui/summary-items';
import { ReservedRow } from '../ui/ReservedRow';
import fieldStyles from '../ui/Field.module.scss';
import styles from './Form.module.scss';

// The links, in the on-demand chunk (on-demand.ts) with the error summary's: loaded by the form's first
// check, which the list's items come from, never with the page.
const FieldLinks = lazy(() => import('./on-demand').then((module) => ({ default: module.FieldLinks })));

/**
 * Beside the disabled submit button of a long form or a step: what still needs an answer, each a
 * link to its field (the error summary's pattern), kept current as the visitor fills the form. Not an
 * alert: it changes with every keystroke; the button names it as its description.
 *
 * It keeps the rows of the longest list it has shown (`reserve`, from the first paint the rows its
 * first check will show: FormShell's `firstListed`): an answered field's row stays, empty and
 * invisible, and while nothing is listed (`items` empty: before the first check, and once nothing is
 * needed) the whole block is its room, hidden and `aria-hidden` (no empty list is announced), so the
 * list arriving, shrinking or going moves nothing (issue 40). The frame and the room are drawn here,
 * with the engine, the prerendered HTML included; the links only once there are items.
 */
export function StillNeeded({
  id,
  items,
  reserve,
  title = 'Still needed before you can submit:',
}: {
  id: string;
  items: readonly ErrorSummaryItem[];
  reserve: readonly ErrorSummaryItem[];
  title?: string;
}) {
  const shown = items.length > 0;
  const room = (
    <ul className={styles.stillNeededList}>
      {reserve.map((place) => (
        <ReservedRow key={place.fieldId} text={place.message} />
      ))}
    </ul>
  );
  return (
    <div
      id={shown ? id : undefined}
      aria-hidden={shown ? undefined : true}
      className={shown ? styles.stillNeeded : `${styles.stillNeeded} ${fieldStyles.reserve}`}
    >
      <p id={shown ? `${id}-title` : undefined} className={styles.stillNeededTitle}>
        {title}
      </p>
      {shown ? (
        // Its own boundary: the room holds the place while the links' code is first read.
        <Suspense fallback={room}>
          <FieldLinks items={items} kept={{ places: reserve, Row: ReservedRow }} labelledBy={`${id}-title`} className={styles.stillNeededList} />
        </Suspense>
      ) : (
        room
      )}
    </div>
  );
}
