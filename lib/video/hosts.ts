/**
 * The script players the site supports: a `videoEmbed` with `provider: "script"` may load its
 * player only from one of these origins. The list is the code's, never the content's: a player
 * script runs with the page's full rights, so a new host is added here, reviewed, not typed into a
 * page. The content check refuses any other host, and the page's script-src is built from these
 * entries (lib/content/origins.ts), not from the URL content wrote.
 */
export const SCRIPT_PLAYERS = [
  { name: 'Wistia', origin: 'https://fast.wistia.com' },
  { name: 'Brightcove', origin: 'https://players.brightcove.net' },
] as const;

export type ScriptPlayer = (typeof SCRIPT_PLAYERS)[number];

/** The supported player an https URL loads from, else undefined. */
export function scriptPlayerOf(url: string): ScriptPlayer | undefined {
  if (!URL.canParse(url)) return undefined;
  const { origin } = new URL(url);
  return SCRIPT_PLAYERS.find((player) => player.origin === origin);
}

export const SCRIPT_PLAYER_MESSAGE = `A player script loads only from a player the site supports: ${SCRIPT_PLAYERS.map((player) => `${player.origin} (${player.name})`).join(', ')}; another player is added in lib/video/hosts.ts`;
