import type { ErrorSummaryItem } from '../ui/summary-items';
import { FieldLinks } from '../ui/FieldLinks';
import fieldStyles from '../ui/Field.module.scss';
import styles from './StillNeeded.module.scss';

/**
 * Beside the disabled submit button of a long form: what still needs an answer, each a link to its
 * field (the error summary's pattern), kept current as the visitor fills the form. Not an alert: it
 * changes with every keystroke; the button names it as its description.
 *
 * It keeps the rows of the longest list it has shown (`reserve`): an answered field's row stays,
 * empty and invisible, and once nothing is needed (`items` empty) the whole block stays so, hidden,
 * so the list shrinking or going as fields are answered moves nothing (issue 40).
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
  return (
    <div id={shown ? id : undefined} aria-hidden={shown ? undefined : true} className={shown ? styles.stillNeeded : `${styles.stillNeeded} ${fieldStyles.reserve}`}>
      <p id={shown ? `${id}-title` : undefined} className={styles.title}>
        {title}
      </p>
      <FieldLinks items={items} places={reserve} labelledBy={shown ? `${id}-title` : undefined} className={styles.list} />
    </div>
  );
}
