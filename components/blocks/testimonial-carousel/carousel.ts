/** The slide after `index`, wrapping from the last back to the first. */
export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

export interface RotationState {
  auto: boolean;
  count: number;
  /** The visitor pressed pause (or prefers reduced motion and has not pressed play). */
  paused: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
}

/** WCAG 2.2.2: it only moves on its own while nobody has paused it, points at it or works inside it. */
export function isRotating({ auto, count, paused, hovered, focused }: RotationState): boolean {
  return auto && count > 1 && !paused && !hovered && !focused;
}
