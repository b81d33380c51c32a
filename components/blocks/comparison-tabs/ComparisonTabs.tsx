import { CallToActionRow } from '@/components/ui/CallToActionRow';
import { Markdown } from '@/components/ui/Markdown';
import { BlockHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import { LazyComparisonTabList } from './ComparisonTabList.lazy';
import type { ComparisonTableData, ComparisonTabsBlockData } from '@/lib/content/model/blocks/comparison-tabs';
import styles from './ComparisonTabs.module.scss';

function ComparisonTable({ table }: { table: ComparisonTableData }) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{table.caption}</caption>
        <thead>
          <tr>
            <td />
            {table.columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, column) => (
                <td key={column}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Spec 02 §3 Comparison: one tab per product; the server renders every panel, the client leaf switches them. */
export function ComparisonTabs({ block, context }: { block: ComparisonTabsBlockData; context: BlockContext }) {
  const headingId = block.headline ? headingIdOf(block) : undefined;
  const label = block.headline ?? 'Compare';
  const { heading, child: PanelHeading } = blockHeadings(block, context);
  const tabs = block.comparisonElements.map((element) => ({
    label: element.headerTab,
    panel: (
      <div className={styles.panelBody}>
        {element.highlightedFeature ? <p className={styles.badge}>{element.highlightedFeature}</p> : null}
        <PanelHeading className={styles.panelHeadline}>{element.headline}</PanelHeading>
        {element.description ? <Markdown links={context.links}>{element.description}</Markdown> : null}
        {element.keyFeature ? (
          <div className={styles.keyFeature}>
            <p className={styles.keyFeatureValue}>{element.keyFeature}</p>
            {element.keyFeatureDescription ? <Markdown links={context.links}>{element.keyFeatureDescription}</Markdown> : null}
          </div>
        ) : null}
        {element.bullets && element.bullets.length > 0 ? (
          <ul className={styles.bullets}>
            {element.bullets.map((bullet, index) => (
              <li key={index}>{bullet}</li>
            ))}
          </ul>
        ) : null}
        {element.table ? <ComparisonTable table={element.table} /> : null}
        <CallToActionRow items={element.callToActionRow} links={context.links} />
      </div>
    ),
  }));
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId} label={label}>
      {block.headline ? <BlockHeader as={heading} id={headingId} headline={block.headline} body={block.bodyCopy} links={context.links} intro="center" /> : null}
      <LazyComparisonTabList label={label} tabs={tabs} />
    </BlockSection>
  );
}
