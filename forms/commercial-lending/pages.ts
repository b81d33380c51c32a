/**
 * The three pages of the commercial lending inquiry (spec 03 §2) and which of them a path is. Used by
 * the definition's reveal rules (the block's route, '/commercial/lending/equipment-finance/') and by the
 * payload (the browser's path, with or without its trailing slash), so both agree on the page.
 */
const COMMERCIAL_PAGES = {
  equipment: '/commercial/lending/equipment-finance',
  warehouse: '/commercial/lending/residential-warehouse-lending',
  bridge: '/commercial/lending/bridge-and-construction-lending',
} as const;

export type CommercialPage = keyof typeof COMMERCIAL_PAGES;

/**
 * The commercial page a path is, or undefined on any other page (where the form has only the fields
 * every page has). The path may end with '/' and may sit under a base path ('/site/commercial/...').
 */
export function commercialPage(path: unknown): CommercialPage | undefined {
  if (typeof path !== 'string') return undefined;
  const trimmed = path.replace(/\/+$/, '');
  for (const [page, route] of Object.entries(COMMERCIAL_PAGES) as [CommercialPage, string][]) {
    if (trimmed === route || trimmed.endsWith(route)) return page;
  }
  return undefined;
}

/** Which page-dependent fields a page has (spec 03 §3 "Commercial lending lead"); mixedUse: the Mixed-Use asset class. */
const PAGE_FIELDS = {
  equipment: { equipmentType: true, assetClass: false, mixedUse: false, loan: false, requestedAmount: false },
  warehouse: { equipmentType: false, assetClass: true, mixedUse: false, loan: false, requestedAmount: true },
  bridge: { equipmentType: false, assetClass: true, mixedUse: true, loan: true, requestedAmount: true },
} as const satisfies Record<CommercialPage, Record<string, boolean>>;

export type PageField = keyof (typeof PAGE_FIELDS)[CommercialPage];

/** Whether the page at `path` has the page-dependent field `field`. */
export function pageHas(path: unknown, field: PageField): boolean {
  const page = commercialPage(path);
  return page !== undefined && PAGE_FIELDS[page][field];
}
