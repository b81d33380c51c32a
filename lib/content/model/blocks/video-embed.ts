import { z } from 'zod';
import { ImageSrc, Markdown, Text, Variant } from '@/lib/content/fields';
import { markUrlField } from '@/lib/content/url-fields';
import { SCRIPT_PLAYER_MESSAGE, scriptPlayerOf } from '@/lib/video/hosts';

/** Where the player comes from. Nothing of it loads until the visitor presses play. */
const VideoSource = z
  .discriminatedUnion('provider', [
    z.strictObject({
      provider: z.literal('youtube'),
      videoId: z
        .string()
        .regex(/^[A-Za-z0-9_-]{6,20}$/, 'The id from the video URL (youtube.com/watch?v=<id>): letters, digits, - and _')
        .meta({ description: 'Played from youtube-nocookie.com.' }),
    }),
    z.strictObject({
      provider: z.literal('vimeo'),
      videoId: z
        .string()
        .regex(/^[0-9]{4,12}$/, 'The number from the video URL (vimeo.com/<id>)')
        .meta({ description: 'The Vimeo video: the number in its address, vimeo.com/<id>.' }),
    }),
    z.strictObject({
      provider: z.literal('script'),
      scriptUrl: markUrlField(
        z
          .string()
          .min(1)
          .refine((url) => scriptPlayerOf(url) !== undefined, SCRIPT_PLAYER_MESSAGE)
          .meta({ description: "The player's embed script (https, from a supported player: lib/video/hosts.ts), loaded on play." }),
        'script',
      ),
      playerClass: z
        .string()
        .regex(/^[A-Za-z0-9_ -]+$/)
        .optional()
        .meta({ description: 'Class names the script looks for on the player element, e.g. "wistia_embed wistia_async_abc123".' }),
      playerData: z
        .record(z.string().regex(/^[a-z][a-z0-9-]*$/), z.string())
        .optional()
        .meta({ description: 'data-* attributes of the player element, without the data- prefix, e.g. {"video-id": "123"}.' }),
    }),
  ])
  .meta({ description: 'youtube or vimeo with a videoId, or script with the scriptUrl of another player.' });

/** Spec 01 §2.11 video embed script loader. */
export const VideoEmbedBlock = z
  .strictObject({
    type: z.literal('videoEmbed'),
    id: z.string().min(1),
    headline: Text.optional(),
    bodyCopy: Markdown.optional(),
    title: Text.meta({ description: 'What the video is; names the play button ("Play video: …") and the player.' }),
    poster: z
      .strictObject({
        src: ImageSrc.meta({ description: 'A 16:9 still under public/, shown until play (decorative: the title names the video).' }),
      })
      .meta({ description: 'The still shown with the play button until the visitor presses play.' }),
    video: VideoSource,
    variant: Variant.optional(),
  })
  .meta({
    title: 'Video',
    description: 'A poster with a play button; the third-party player loads only when the visitor presses play.',
  });

export type VideoEmbedBlockData = z.infer<typeof VideoEmbedBlock>;
export type VideoSourceData = z.infer<typeof VideoSource>;
