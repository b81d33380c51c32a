import { z } from 'zod';
import { Image, Markdown, Text, Variant } from '@/lib/content/fields';

/**
 * The table itself: a header row and body rows of plain text cells. The first cell of each row
 * names the row (a row header), which is how a screen reader announces "Balance $25,000, APY 4.86%".
 */
const TableBody = z
  .strictObject({
    headers: z.array(Text).min(1).meta({ description: 'The column headings, left to right.' }),
    rows: z
      .array(z.array(z.string()))
      .min(1)
      .meta({ description: 'One array of cells per row, as many cells as headers; the first cell names the row.' }),
  })
  .superRefine((body, ctx) => {
    body.rows.forEach((row, index) => {
      if (row.length !== body.headers.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index],
          message: `Has ${row.length} cells but the table has ${body.headers.length} headers`,
        });
      }
    });
  });

/** Spec 02 §3 Table: Standard or Rate, with its title, body, footer, description and icon. */
export const TableBlock = z
  .strictObject({
    type: z.literal('table'),
    id: z.string().min(1),
    internalName: z.string().optional().meta({ description: 'For editors only; not shown.' }),
    tableType: z
      .enum(['Standard', 'Rate'])
      .default('Standard')
      .meta({ description: 'Rate: the figures are set large and aligned for comparing rates. Standard: a plain table.' }),
    tableTitle: Text.meta({ description: 'Names the table (its caption and the section heading).' }),
    tableDescription: Markdown.optional().meta({ description: 'Shown above the table.' }),
    tableBody: TableBody.meta({ description: 'The table: its column headings and its rows.' }),
    tableFooter: Markdown.optional().meta({ description: 'Footnotes shown below the table, e.g. "APY as of 11/01/2026."' }),
    icon: Image.optional().meta({ description: 'An icon shown at 48x48 beside the title. An icon usually only decorates: then tick Decorative and leave its alt text empty.' }),
    variant: Variant.optional(),
  })
  .meta({ title: 'Table', description: 'A Standard or Rate table with a title, description and footer notes.' });

export type TableBlockData = z.infer<typeof TableBlock>;
