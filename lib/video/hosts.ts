/**
 * The script players the site supports: a `videoEmbed` with `provider: "script"` may load its
 * player only from one of these origins. They are the script players of the one list of approved
 * hosts (lib/links/allowed-hosts.ts, video): a player script runs with the page's full rights, so a
 * new host is added there, reviewed, not typed into a page. The content check refuses any other
 * host, and the page's script-src is built from these entries (lib/content/origins.ts), not from
 * the URL content wrote.
 */
import { ALLOWED_HOSTS, ALLOWED_HOSTS_FILE } from '@/lib/links/allowed-hosts';

export interface ScriptPlayer {
  name: string;
  origin: string;
}

const SCRIPT_PLAYERS: readonly ScriptPlayer[] = ALLOWED_HOSTS.video
  .filter((entry) => entry.player === 'script')
  .map((entry) => ({ name: entry.name, origin: `https://${entry.host}` }));

/** The supported player an https URL loads from, else undefined. */
export function scriptPlayerOf(url: string): ScriptPlayer | undefined {
  if (!URL.canParse(url)) return undefined;
  const { origin } = new URL(url);
  return SCRIPT_PLAYERS.find((player) => player.origin === origin);
}

export const SCRIPT_PLAYER_MESSAGE = `A player script loads only from a player the site supports: ${SCRIPT_PLAYERS.map((player) => `${player.origin} (${player.name})`).join(', ')}; another player is added in ${ALLOWED_HOSTS_FILE}`;
