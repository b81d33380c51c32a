/**
 * The lead relay's bot defence, in figures the browser side may read too (issue 41): a send faster
 * than MIN_FILL_MS after the visitor's first interaction, or a non-empty honeypot, or the same lead
 * content again within DUPLICATE_WINDOW_MS, is answered as if accepted and never forwarded.
 */

/** A person takes longer than this from the first interaction with a form to its send (3 s). */
export const MIN_FILL_MS = 3_000;

/** The same form with the same values again within this time (10 minutes) is a repeat, not a new lead. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;
