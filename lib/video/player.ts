import type { VideoSourceData } from '@/lib/content/model/blocks/video-embed';
import { videoOrigin } from '@/lib/links/allowed-hosts';

/** What the facade loads on play: a player page in an iframe, or another provider's script. */
export type PlayerSpec = { kind: 'iframe'; src: string } | { kind: 'script'; src: string; className?: string; data: Record<string, string> };

/**
 * The player for a content video source. YouTube plays from its no-cookie domain; both iframe
 * players start at once (autoplay=1), since the visitor has just pressed play.
 */
export function playerFor(source: VideoSourceData): PlayerSpec {
  switch (source.provider) {
    case 'youtube':
      return { kind: 'iframe', src: `${videoOrigin('YouTube')}/embed/${encodeURIComponent(source.videoId)}?autoplay=1` };
    case 'vimeo':
      return { kind: 'iframe', src: `${videoOrigin('Vimeo')}/video/${encodeURIComponent(source.videoId)}?autoplay=1&dnt=1` };
    case 'script':
      return {
        kind: 'script',
        src: source.scriptUrl,
        className: source.playerClass,
        data: Object.fromEntries(Object.entries(source.playerData ?? {}).map(([key, value]) => [`data-${key}`, value])),
      };
  }
}
