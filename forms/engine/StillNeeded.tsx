import type { ErrorSummaryItem } from '../ui/summary-items';
import { FieldLinks } from '../ui/FieldLinks';
import styles from './StillNeeded.module.scss';

/**
 * Beside the disabled submit button of a long form: what still needs an answer, each a link to its
 * field (the error summary's pattern), kept current as the visitor fills the form. Not an alert: it
 * changes with every keystroke; the button names it as its description.
 */
export function StillNeeded({
  id,
  items,
  title = 'Still needed before you can submit:',
}: {
  id: string;
  items: readonly ErrorSummaryItem[];
  title?: string;
}) {
  return (
    <div id={id} className={styles.stillNeeded}>
      <p id={`${id}-title`} className={styles.title}>
        {title}
      </p>
      <FieldLinks items={items} labelledBy={`${id}-title`} className={styles.list} />
    </div>
  );
}
