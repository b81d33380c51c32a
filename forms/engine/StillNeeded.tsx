import type { ErrorSummaryItem } from '../ui/summary-items';
import { FieldLinks } from '../ui/FieldLinks';
import { STILL_NEEDED_TITLE, StillNeededRoom } from './StillNeededRoom';
import styles from './Form.module.scss';

/**
 * Beside the disabled submit button of a long form: what still needs an answer, each a link to its
 * field (the error summary's pattern), kept current as the visitor fills the form. Not an alert: it
 * changes with every keystroke; the button names it as its description.
 *
 * It keeps the rows of the longest list it has shown (`reserve`): an answered field's row stays,
 * empty and invisible, and once nothing is needed (`items` empty) the whole block is its room
 * (StillNeededRoom), hidden, so the list shrinking or going as fields are answered moves nothing (issue 40).
 */
export function StillNeeded({
  id,
  items,
  reserve,
  title = STILL_NEEDED_TITLE,
}: {
  id: string;
  items: readonly ErrorSummaryItem[];
  reserve: readonly ErrorSummaryItem[];
  title?: string;
}) {
  if (items.length === 0) return <StillNeededRoom title={title} places={reserve} />;
  return (
    <div id={id} className={styles.stillNeeded}>
      <p id={`${id}-title`} className={styles.stillNeededTitle}>
        {title}
      </p>
      <FieldLinks items={items} places={reserve} labelledBy={`${id}-title`} className={styles.stillNeededList} />
    </div>
  );
}
