/** Spec 02 §3: the card's reading time in minutes, 0 when the content gives none. */
export function readingTimeText(minutes: number | undefined): string {
  return `${minutes ?? 0} min read`;
}
