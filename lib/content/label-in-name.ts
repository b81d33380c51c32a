/**
 * WCAG 2.5.3 Label in Name (level A): a control's accessible name contains the text it shows, so a
 * voice-control user who says "click Contact Us" reaches the link that shows "Contact Us", and a
 * screen-reader user hears what sighted colleagues see. Content that gives a link its own
 * accessibility label (a footer link's `ariaLabel`) is held to it here; axe's
 * label-content-name-mismatch rule checks the rendered pages in the crawl.
 */

/** Case-insensitive and whitespace-normalised, as axe compares them. */
function normaliseForLabel(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Why a label breaks Label in Name for a link showing `visibleText`, or null when it contains it. */
export function labelInNameProblem(label: string, visibleText: string): string | null {
  if (normaliseForLabel(label).includes(normaliseForLabel(visibleText))) return null;
  return (
    `"${label}" does not contain the link's visible text "${visibleText.trim()}": an accessibility label must include ` +
    `what the link shows (WCAG 2.5.3 Label in Name), best at its start, e.g. "${visibleText.trim()} …"`
  );
}
