/**
 * The relay's path that the build names too: each page's Content-Security-Policy reports to it
 * (scripts/lib/page-facts.ts). A module of its own, with no imports, so the build reads it without
 * loading the relay.
 */
export const CSP_REPORTS_PATH = '/csp-reports';
