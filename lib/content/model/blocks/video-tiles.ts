import { z } from 'zod';
import { Image, Markdown, Text, Variant } from '@/lib/content/fields';
import type { BlockImageUse, ImageSize } from '@/lib/images/sizes';

/** Spec 02 §9: a video tile is at most 588px wide unless content says otherwise. */
const DEFAULT_VIDEO_MAX_WIDTH = '588px';

const VideoTile = z
  .strictObject({
    id: z.string().min(1),
    title: Text.meta({ description: 'What the video is; its heading and the name of its play button.' }),
    videoId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{4,20}$/, 'The id from the video URL: letters, digits, - and _')
      .meta({ description: 'youtube: the v= id of youtube.com/watch?v=<id>; vimeo: the number of vimeo.com/<id>.' }),
    thumbnailImage: Image.optional().meta({
      description: "Shown until play. Without one, a YouTube video shows YouTube's own thumbnail for the videoId.",
    }),
    displayType: z.enum(['youtube', 'vimeo']).default('youtube').meta({ description: 'The player the video plays in.' }),
    maxWidth: z
      .string()
      .regex(/^\d{2,4}px$/, 'A width in pixels, e.g. "588px"')
      .default(DEFAULT_VIDEO_MAX_WIDTH)
      .meta({ description: 'The widest the player gets (588px by default).' }),
    transcript: Markdown.optional().meta({ description: "The video's transcript, behind a 'Review transcript' toggle." }),
    description: Markdown.optional(),
    internalName: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 _-]*$/, 'Letters, digits, spaces, - and _ (spaces become hyphens in the anchor)')
      .optional()
      .meta({ description: 'Names the tile\'s anchor: "Mobile app tour" links as #Mobile-app-tour.' }),
  })
  .refine((tile) => tile.displayType === 'youtube' || tile.thumbnailImage !== undefined, {
    path: ['thumbnailImage'],
    message: 'Required for a vimeo video (only YouTube thumbnails can be derived from the videoId)',
  });

/** Spec 02 §3 Video tiles section. */
export const VideoTilesBlock = z
  .strictObject({
    type: z.literal('videoTiles'),
    id: z.string().min(1),
    internalName: z.string().optional().meta({ description: 'For editors: what this section is; not shown.' }),
    title: Text.optional().meta({ description: 'The heading of the section.' }),
    videoTiles: z.array(VideoTile).min(1).meta({ description: 'The videos; a count that is a multiple of three lays out in rows of three, any other in rows of two.' }),
    backgroundColor: Variant.optional().meta({ description: 'The colours of the section (tertiary, white, by default).' }),
    variant: Variant.optional().meta({ description: 'The colours of the tiles within the section.' }),
  })
  .meta({ title: 'Video tiles', description: "A grid of videos, each with a title, description and a 'Review transcript' toggle." });

export type VideoTilesBlockData = z.infer<typeof VideoTilesBlock>;
export type VideoTileData = z.infer<typeof VideoTile>;

/** A thumbnail fills the 588x331 player frame until play. */
export const VIDEO_THUMBNAIL: ImageSize = { width: 588, height: 331, fit: 'cover' };

export function videoTileImages(block: VideoTilesBlockData): BlockImageUse[] {
  return block.videoTiles.flatMap((tile, index) =>
    tile.thumbnailImage ? [{ path: ['videoTiles', index, 'thumbnailImage'], src: tile.thumbnailImage.src, ...VIDEO_THUMBNAIL }] : [],
  );
}
