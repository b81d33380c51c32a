import { z } from 'zod';
import { Href, Markdown, Text, Variant } from '@/lib/content/fields';

/** Spec 02 §3 Download tile. */
const DownloadTile = z.strictObject({
  id: z.string().min(1),
  url: Href.meta({ description: 'The document: a file under public/ (/documents/fee-schedule.pdf) or an absolute URL.' }),
  displayName: Text.meta({ description: 'The document name, e.g. "Schedule of fees (PDF, 120 KB)".' }),
  action: Text.default('Download').meta({ description: 'The action label; default "Download".' }),
});

export const DownloadTilesBlock = z
  .strictObject({
    type: z.literal('downloadTiles'),
    id: z.string().min(1),
    titleText: Text.optional().meta({ description: 'The heading of the block.' }),
    description: Markdown.optional(),
    downloadTiles: z.array(DownloadTile).min(1).meta({ description: 'The documents, one tile each; a url to a file of this site is a download link.' }),
    additionalDetails: Markdown.optional().meta({ description: 'Notes shown below the tiles.' }),
    variant: Variant.optional(),
  })
  .meta({ title: 'Download tiles', description: 'Documents to download, one tile each.' });

export type DownloadTilesBlockData = z.infer<typeof DownloadTilesBlock>;
