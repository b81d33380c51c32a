import { clsx } from 'clsx';
import { ContentImage } from '@/components/ui/ContentImage';
import { Markdown } from '@/components/ui/Markdown';
import { BlockSection } from '../BlockSection';
import type { TableBlockData } from '@/lib/content/model/blocks/table';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import styles from './Table.module.scss';

/**
 * Spec 02 §3 Table. The title is the section's heading and, as the caption, the table's name; the
 * first cell of each row is its row header. A Rate table sets the figures large and right-aligned.
 */
export function Table({ block, context }: { block: TableBlockData; context: BlockContext }) {
  const { heading: Heading } = blockHeadings(block, context);
  const headingId = headingIdOf(block);
  const rate = block.tableType === 'Rate';
  const { headers, rows } = block.tableBody;
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId}>
      <div className={styles.title}>
        {block.icon ? <ContentImage image={block.icon} width={48} height={48} className={styles.icon} /> : null}
        <Heading id={headingId} className={styles.heading}>
          {block.tableTitle}
        </Heading>
      </div>
      {block.tableDescription ? (
        <div className={styles.description}>
          <Markdown links={context.links}>{block.tableDescription}</Markdown>
        </div>
      ) : null}
      {/* A wide table scrolls inside its own box on a phone; the box is focusable so keyboards can scroll it, and a group (not a second landmark of the same name). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box takes focus so a keyboard can scroll it (axe: scrollable-region-focusable) */}
      <div className={styles.scroller} role="group" aria-labelledby={headingId} tabIndex={0}>
        <table className={clsx(styles.table, rate ? styles.rate : styles.standard)}>
          <caption className={styles.caption}>{block.tableTitle}</caption>
          <thead>
            <tr>
              {headers.map((header, column) => (
                <th key={column} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) =>
                  column === 0 ? (
                    <th key={column} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={column}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {block.tableFooter ? (
        <div className={styles.footer}>
          <Markdown links={context.links}>{block.tableFooter}</Markdown>
        </div>
      ) : null}
    </BlockSection>
  );
}
