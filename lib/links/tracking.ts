/**
 * Tracking parameters (spec 01 §7): the query parameters a visitor arrived with (utm_source,
 * gclid, ids[]…) are copied onto every internal link, so they survive navigation through a static
 * site that has no server to keep them. This module is imported by the global client leaf: keep it
 * free of imports.
 */

/**
 * The href with the page's query parameters added. Keys ending in "[]" are lists: the page's values
 * are appended unless the link already has that value. Any other key the link already has is
 * skipped, so the link's own value wins; a key repeated in the page's query is added once. Added
 * pairs are encoded by URLSearchParams; the link's own query and fragment are kept as written.
 */
export function mergeTrackingParams(href: string, pageSearch: string): string {
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);

  const present = new URLSearchParams(query);
  const added = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(pageSearch)) {
    if (key.endsWith('[]')) {
      if (present.getAll(key).includes(value)) continue;
    } else if (present.has(key)) {
      continue;
    }
    present.append(key, value);
    added.append(key, value);
  }
  const addition = added.toString();
  if (addition === '') return href;
  return `${path}?${query === '' ? '' : `${query.replace(/&$/, '')}&`}${addition}${hash}`;
}

/**
 * Whether a link should carry the page's tracking parameters: a same-origin link (relative or
 * absolute) that is not marked ext-link and is not a same-page fragment. mailto: and tel: links have
 * another origin, so they are left alone too.
 */
export function carriesTracking(link: HTMLAnchorElement, location: Pick<Location, 'href' | 'origin'>): boolean {
  const raw = link.getAttribute('href');
  if (!raw || raw.startsWith('#') || link.classList.contains('ext-link')) return false;
  try {
    return new URL(raw, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

function apply(link: HTMLAnchorElement, location: Pick<Location, 'href' | 'origin' | 'search'>): void {
  if (!carriesTracking(link, location)) return;
  const raw = link.getAttribute('href') ?? '';
  const merged = mergeTrackingParams(raw, location.search);
  // Only write when something changes: merging is idempotent, so the observer below settles.
  if (merged !== raw) link.setAttribute('href', merged);
}

function linksIn(node: Node): HTMLAnchorElement[] {
  if (!(node instanceof Element)) return [];
  const found = [...node.querySelectorAll<HTMLAnchorElement>('a[href]')];
  return node instanceof HTMLAnchorElement ? [node, ...found] : found;
}

/**
 * Adds the page's tracking parameters to every internal link of the document now, and keeps doing
 * so for links rendered later (menus and dialogs of client components) or whose href a component
 * rewrites. The href itself carries the parameters, rather than a click handler rewriting it at
 * the last moment, because a link is also followed from its context menu ("open in new tab",
 * "copy link"), by dragging, or read by assistive technology and the status bar: only the DOM href
 * is right in all of those. Returns the function that stops watching.
 */
export function watchTrackingParams(doc: Document): () => void {
  const location = doc.defaultView?.location;
  if (!location || location.search === '' || location.search === '?') return () => {};
  for (const link of linksIn(doc.documentElement)) apply(link, location);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const nodes = record.type === 'attributes' ? [record.target] : [...record.addedNodes];
      for (const node of nodes) for (const link of linksIn(node)) apply(link, location);
    }
  });
  observer.observe(doc.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['href'] });
  return () => observer.disconnect();
}
