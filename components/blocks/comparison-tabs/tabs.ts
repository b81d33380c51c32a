/**
 * The WAI-ARIA tabs pattern's keyboard: Left and Right move to the previous and next tab, wrapping
 * at the ends; Home and End go to the first and last. Any other key is not the tab list's.
 */
export function tabForKey(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
