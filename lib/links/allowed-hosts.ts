/**
 * The outside hosts the bank allows, by purpose: the one reviewed list (.github/CODEOWNERS names
 * engineering as its owner, with scripts/lib/csp.ts). Content can use these hosts, never add one:
 * every host that can reach a page's Content-Security-Policy (img-src, frame-src, script-src,
 * media-src, connect-src) or receive a visitor's data (a form's endpoint, its email check, its
 * `services`) is compared with this list by the URL validator (lib/links/validate-url.ts), and the
 * build refuses a policy that names any other (scripts/lib/csp.ts, policyProblems).
 *
 * Hosts are compared exactly, as the browser's URL parser writes them (lowercase, punycode): a
 * subdomain, a suffix or a look-alike ("leads.axosbank.com.evil.example") is another host. To add
 * one, add it to its purpose below with why it is needed, and have the change reviewed (docs/security.md).
 *
 * Pure and free of imports: the browser editor and the forms bundle it.
 */

export interface AllowedHost {
  /** As new URL(…).hostname gives it: lowercase, no port, no trailing dot. */
  readonly host: string;
  /** Who runs it and why a page needs it, for the reviewer. */
  readonly why: string;
}

export interface VideoHost extends AllowedHost {
  /** The player's name, as problems and the editor show it. */
  readonly name: string;
  /** An iframe page (frame-src) or a script that runs in the page (script-src, media-src). */
  readonly player: 'iframe' | 'script';
}

export type HostPurpose = 'images' | 'frames' | 'video' | 'leadEndpoints' | 'logins';

export const ALLOWED_HOSTS: {
  readonly images: readonly AllowedHost[];
  readonly frames: readonly AllowedHost[];
  readonly video: readonly VideoHost[];
  readonly leadEndpoints: readonly AllowedHost[];
  readonly logins: readonly AllowedHost[];
} = {
  images: [{ host: 'img.youtube.com', why: "YouTube's thumbnail of a video tile that has no image of its own (lib/video/tiles.ts)" }],
  frames: [
    { host: 'calculators.axosbank.com', why: 'The financial calculators of content/shared/calculator-frames.json' },
    { host: 'atm.axosbank.com', why: 'The ATM locator (the calculator block named "ATM locator")' },
  ],
  video: [
    { host: 'www.youtube-nocookie.com', name: 'YouTube', player: 'iframe', why: "YouTube's player without tracking cookies (provider youtube)" },
    { host: 'player.vimeo.com', name: 'Vimeo', player: 'iframe', why: "Vimeo's player (provider vimeo)" },
    { host: 'fast.wistia.com', name: 'Wistia', player: 'script', why: "Wistia's embed script (provider script)" },
    { host: 'players.brightcove.net', name: 'Brightcove', player: 'script', why: "Brightcove's embed script (provider script)" },
  ],
  leadEndpoints: [
    { host: 'leads.axosbank.com', why: "The bank's lead relay ({leadReceiverUrl}): webhook forms, services, email checks" },
    { host: 'crm.axosbank.com', why: "The bank's CRM webhook ({leadCrmUrl}), which only the lead relay forwards to" },
    { host: 'api.hsforms.com', why: 'HubSpot Forms API v3 (the hubspot handler)' },
    { host: 'webto.salesforce.com', why: 'Salesforce Web-to-Lead (the salesforce handler)' },
  ],
  logins: [
    { host: 'online.axosbank.com', why: 'Personal online banking' },
    { host: 'business.axosbank.com', why: 'Business online banking' },
    { host: 'commercial.axosbank.com', why: 'Commercial banking portal' },
    { host: 'payments.axosbank.com', why: 'Loan payments' },
    { host: 'login.axosadvisor.com', why: 'Advisor login' },
    { host: 'login.axosadvisorservices.com', why: 'Advisor services login' },
    { host: 'connect.axosclearing.com', why: 'Clearing connect' },
    { host: 'investoraccess.axosclearing.com', why: 'Investor access' },
    { host: 'invest.axosinvest.com', why: 'Managed portfolios' },
    { host: 'trade.axosinvest.com', why: 'Self-directed trading' },
  ],
};

/** How a refusal names each list. */
export const PURPOSE_NAMES: Readonly<Record<HostPurpose, string>> = {
  images: 'images',
  frames: 'frames',
  video: 'video players',
  leadEndpoints: 'lead endpoints',
  logins: 'login sites',
};

export const ALLOWED_HOSTS_FILE = 'lib/links/allowed-hosts.ts';

/** The hosts of one purpose. */
export function allowedHosts(purpose: HostPurpose): readonly string[] {
  return ALLOWED_HOSTS[purpose].map((entry) => entry.host);
}

/** Whether a hostname (as the URL parser gives it) is on a purpose's list: exactly, never by suffix. */
export function isAllowedHost(hostname: string, purpose: HostPurpose): boolean {
  return allowedHosts(purpose).includes(hostname.toLowerCase());
}

/**
 * Why a host is refused for a purpose, naming the list it would have to be added to; undefined when it
 * is on the list. A host that merely contains a listed one is called out as a look-alike.
 */
export function hostRefusal(hostname: string, purpose: HostPurpose): string | undefined {
  const host = hostname.toLowerCase();
  if (isAllowedHost(host, purpose)) return undefined;
  const list = `the ${PURPOSE_NAMES[purpose]} list of approved hosts (${ALLOWED_HOSTS_FILE}, reviewed by engineering)`;
  const lookalike = allowedHosts(purpose).find((allowed) => host.includes(allowed) || allowed.includes(host));
  const seems = lookalike === undefined ? '' : ` (it only looks like ${lookalike})`;
  return `The host ${host}${seems} is not on ${list}: use a listed host (${allowedHosts(purpose).join(', ')}), or have engineering add this one there`;
}

/** The https origin of a named video player ("YouTube" -> https://www.youtube-nocookie.com). */
export function videoOrigin(name: VideoHost['name']): string {
  const entry = ALLOWED_HOSTS.video.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`No video player named ${name} in ${ALLOWED_HOSTS_FILE}`);
  return `https://${entry.host}`;
}
