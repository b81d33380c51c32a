/** Letters and digits only, lowercased: "Bank on your terms." and "bank on  your terms" compare equal. */
function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The three-line text-image is hidden from screen readers when it only repeats the headline (it is
 * then a picture of the headline); otherwise it is read like any text.
 */
export function fallbackRepeatsHeadline(lines: readonly string[], headline: string): boolean {
  return words(lines.join(' ')) === words(headline);
}
