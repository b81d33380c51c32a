/** The tolerance every calculator test compares money with: within one cent of the reference. */
export function withinCent(expected: number): (actual: number) => boolean {
  return (actual) => Math.abs(actual - expected) <= 0.01 + 1e-9;
}
