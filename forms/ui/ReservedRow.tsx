import type { ReactNode } from 'react';
import fieldStyles from './Field.module.scss';

/**
 * A row of a list that keeps its place (FieldLinks' `kept`): `children` (a link) over an invisible
 * copy of the row's longest text, so the row is as tall as that text whatever it shows; without
 * children the whole row is invisible and out of the accessibility tree, its room kept. The
 * still-needed list (engine/StillNeeded.tsx) draws its room with it from the first paint, before the
 * links' code loads, and hands it to FieldLinks for the rows around the links.
 */
export function ReservedRow({ text, children }: { text: string; children?: ReactNode }) {
  const empty = children === undefined || children === null;
  return (
    <li aria-hidden={empty ? true : undefined} className={empty ? fieldStyles.reserve : undefined}>
      <span className={fieldStyles.stack}>
        {children}
        <span aria-hidden="true" className={fieldStyles.reserve}>
          {text}
        </span>
      </span>
    </li>
  );
}
