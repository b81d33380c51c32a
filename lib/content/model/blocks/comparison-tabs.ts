import { z } from 'zod';
import { CallToActionRow, Markdown, Text, Variant } from '@/lib/content/fields';

/** A comparison table: a heading per value column, and rows each led by the feature they compare. */
const ComparisonTable = z
  .strictObject({
    caption: Text.meta({ description: 'What the table compares; read first by screen readers.' }),
    columns: z.array(Text).min(1).meta({ description: 'The heading of each value column, e.g. ["Rewards Checking", "Essential Checking"].' }),
    rows: z
      .array(
        z.strictObject({
          label: Text.meta({ description: 'The feature the row compares, e.g. "Monthly fee".' }),
          values: z.array(z.string()).meta({ description: 'One value per column, in column order.' }),
        }),
      )
      .min(1)
      .meta({ description: 'The rows of the table, each led by the feature it compares.' }),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, index) => {
      if (row.values.length !== table.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'values'],
          message: `Has ${row.values.length} value${row.values.length === 1 ? '' : 's'} but the table has ${table.columns.length} columns`,
        });
      }
    });
  });

const ComparisonElement = z.strictObject({
  headerTab: Text.meta({ description: 'The tab label, e.g. "Rewards Checking".' }),
  headline: Text,
  description: Markdown.optional(),
  bullets: z.array(Text).optional().meta({ description: 'Feature points under the description.' }),
  keyFeature: Text.optional().meta({ description: 'The headline feature, shown large, e.g. "Up to 3.30% APY".' }),
  keyFeatureDescription: Markdown.optional(),
  highlightedFeature: Text.optional().meta({ description: 'A short badge over the panel, e.g. "Most popular".' }),
  table: ComparisonTable.optional().meta({ description: 'A table comparing the features.' }),
  callToActionRow: CallToActionRow.optional(),
});

/** Spec 02 §3 Comparison and §4: one active tab, index 0 by default, its panel shown. */
export const ComparisonTabsBlock = z
  .strictObject({
    type: z.literal('comparisonTabs'),
    id: z.string().min(1),
    headline: Text.optional(),
    bodyCopy: Markdown.optional(),
    comparisonElements: z.array(ComparisonElement).min(1).meta({ description: 'The products, one tab each; the first tab is active.' }),
    variant: Variant.optional(),
  })
  .meta({ title: 'Comparison tabs', description: 'Products side by side, one tab each: headline, features, a comparison table and calls to action.' });

export type ComparisonTabsBlockData = z.infer<typeof ComparisonTabsBlock>;
export type ComparisonTableData = z.infer<typeof ComparisonTable>;
