/**
 * A brand's siteUrl is its own: the canonical links, the sitemap and the links that count as this
 * brand's pages are built from it, so a siteUrl that another brand also has (the same {token}, or a
 * token that resolves to the same origin) makes one brand claim the other's domain. Pure: the
 * caller reads the other brands' site.json files.
 */

export interface SiteClaim {
  code: string;
  /** As written in site.json, e.g. "{bankUrl}". */
  siteUrl: string;
  /** The origin it resolves to, when it resolves. */
  origin: string | undefined;
}

/** The problem of `mine` when another brand claims the same site, naming that brand and its file; else undefined. */
export function siteClaimProblem(mine: SiteClaim, others: readonly SiteClaim[]): string | undefined {
  const other = others.find((claim) => claim.code !== mine.code && (claim.siteUrl === mine.siteUrl || (mine.origin !== undefined && claim.origin === mine.origin)));
  if (!other) return undefined;
  const same = other.siteUrl === mine.siteUrl ? '' : ` (${other.siteUrl} is ${other.origin ?? ''} too)`;
  return `${mine.siteUrl} is also the siteUrl of ${other.code} (content/${other.code}/site.json)${same}: this brand's canonical links and sitemap would claim ${other.code}'s domain; give each brand the site URL token of its own domain`;
}
