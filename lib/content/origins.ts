/**
 * What a block makes the visitor's browser talk to besides the site itself, per kind: the export's
 * per-page Content-Security-Policy (scripts/lib/page-facts.ts) allows exactly these. Each entry is
 * a URL as the block renders it (tokens resolved); the policy keeps its origin.
 *
 * Only what the URL-field walk cannot see is listed here: every EndpointUrl of content (a form's
 * submit URL, email check, `services`) is found from the schema already, whatever block holds it.
 * Here: the handlers' built-in endpoints (HubSpot, Salesforce's default), calculator frames named
 * by the block, and the video players and thumbnails a video id turns into.
 */
import { manifestOf } from '@/forms/form-ids';
import { resolveServices, resolveSubmitConfig, submitEndpoint } from '@/forms/submit/config';
import { resolveTokens, type TokenTable } from '@/lib/links';
import { type CalculatorFramesData, frameFor } from './model/calculator-frames';
import type { BlockOfType, BlockType } from './model/blocks';
import { playerFor, type PlayerSpec } from '@/lib/video/player';
import { thumbnailSrc, tilePlayer } from '@/lib/video/tiles';
import { scriptPlayerOf } from '@/lib/video/hosts';

export interface BlockOrigins {
  connect: string[];
  frames: string[];
  images: string[];
  scripts: string[];
}

export interface OriginContext {
  tokens: TokenTable;
  calculatorFrames: CalculatorFramesData;
}

const none = (): BlockOrigins => ({ connect: [], frames: [], images: [], scripts: [] });

/** A script player's origin comes from the code's list of players (lib/video/hosts.ts), never from the URL content wrote. */
function playerOrigins(player: PlayerSpec, into: BlockOrigins): void {
  if (player.kind === 'iframe') into.frames.push(player.src);
  else {
    const known = scriptPlayerOf(player.src);
    if (known) into.scripts.push(known.origin);
  }
}

type Origins<T extends BlockType> = (block: BlockOfType<T>, context: OriginContext) => BlockOrigins;

const byType: { [T in BlockType]?: Origins<T> } = {
  leadForm: (block, { tokens }) => {
    const resolve = (href: string) => resolveTokens(href, tokens);
    const out = none();
    const endpoint = submitEndpoint(resolveSubmitConfig(block.submit, resolve));
    if (endpoint) out.connect.push(endpoint);
    if (block.emailCheck?.validator === 'service') out.connect.push(resolve(block.emailCheck.url));
    // Only the services the form calls (its manifest): the content check refuses any other, and the policy never names one.
    const called = manifestOf(block.form).services ?? [];
    const services = Object.entries(resolveServices(block.services, resolve) ?? {}).filter(([name]) => called.includes(name));
    out.connect.push(...services.map(([, url]) => url));
    return out;
  },
  calculator: (block, { tokens, calculatorFrames }) => {
    const out = none();
    const frame = frameFor(block.name, calculatorFrames);
    if (frame) out.frames.push(resolveTokens(frame.url, tokens));
    return out;
  },
  videoEmbed: (block) => {
    const out = none();
    playerOrigins(playerFor(block.video), out);
    return out;
  },
  videoTiles: (block) => {
    const out = none();
    for (const tile of block.videoTiles) {
      playerOrigins(tilePlayer(tile), out);
      out.images.push(thumbnailSrc(tile));
    }
    return out;
  },
};

function isBlockOfKnownType(value: object): value is BlockOfType<BlockType> {
  const type: unknown = Reflect.get(value, 'type');
  return typeof type === 'string' && Object.hasOwn(byType, type);
}

/**
 * Every block of a page's (parsed) content, nested ones included (a set container's, a tab's),
 * turned into what it talks to.
 */
export function originsOfContent(value: unknown, context: OriginContext, out: BlockOrigins = none()): BlockOrigins {
  if (Array.isArray(value)) {
    for (const item of value) originsOfContent(item, context, out);
    return out;
  }
  if (value === null || typeof value !== 'object') return out;
  if (isBlockOfKnownType(value)) {
    const origins = (byType[value.type] as Origins<BlockType>)(value, context);
    out.connect.push(...origins.connect);
    out.frames.push(...origins.frames);
    out.images.push(...origins.images);
    out.scripts.push(...origins.scripts);
  }
  for (const item of Object.values(value)) {
    if (item !== null && typeof item === 'object') originsOfContent(item, context, out);
  }
  return out;
}
