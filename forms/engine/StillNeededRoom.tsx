import { ReservedRow } from '../ui/ReservedRow';
import type { ErrorSummaryItem } from '../ui/summary-items';
import fieldStyles from '../ui/Field.module.scss';
import styles from './Form.module.scss';

/** The still-needed list's title beside Submit (a step's Next names its own). */
export const STILL_NEEDED_TITLE = 'Still needed before you can submit:';

/**
 * The room of the still-needed list while it shows nothing: its title and a row per kept place,
 * each as tall as its text, all invisible and `aria-hidden` (no empty list is announced). FormShell
 * draws it from the first paint, before the list's code (on-demand.ts) has loaded, and StillNeeded
 * draws it once nothing is needed, so the list arriving, shrinking or going moves nothing.
 */
export function StillNeededRoom({ title = STILL_NEEDED_TITLE, places }: { title?: string; places: readonly ErrorSummaryItem[] }) {
  return (
    <div aria-hidden="true" className={`${styles.stillNeeded} ${fieldStyles.reserve}`}>
      <p className={styles.stillNeededTitle}>{title}</p>
      <ul className={styles.stillNeededList}>
        {places.map((place) => (
          <ReservedRow key={place.fieldId} text={place.message} />
        ))}
      </ul>
    </div>
  );
}
