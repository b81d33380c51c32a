'use client';

import { useState, useSyncExternalStore } from 'react';

// Whether a pointer button is down anywhere on the page. A press on a checkbox below a focused
// field moves focus first, so the field validates on leaving and its error line changes between
// the press and the release; if that moved the box, the release would land elsewhere and the
// browser would send no click. Fields hold what they show while a press lasts and show the new
// state once the click has been delivered.
let pressed = false;
let release: ReturnType<typeof setTimeout> | undefined;
let listening = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  pressed = value;
  for (const listener of listeners) listener();
}

function press(down: boolean) {
  clearTimeout(release);
  if (down) set(true);
  // The click follows the release within the same task, so a task queued by the release runs after it.
  else release = setTimeout(set, 0, false);
}

function subscribe(listener: () => void): () => void {
  // Capture: a control that stops the event's propagation must not leave a press unreleased. Added
  // once and kept for the page's life, as its forms are: three listeners cost less than the code
  // that would add and remove them with each form.
  if (!listening) {
    listening = true;
    document.addEventListener('pointerdown', () => press(true), true);
    document.addEventListener('pointerup', () => press(false), true);
    document.addEventListener('pointercancel', () => press(false), true);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `value`, except while a pointer button is down: then the value it had when the press began, so
 * nothing this value draws moves under the pointer between the press and the release.
 */
export function useHeldWhilePressed<T>(value: T): T {
  const isPressed = useSyncExternalStore(
    subscribe,
    () => pressed,
    () => false,
  );
  const [held, setHeld] = useState(value);
  // React's pattern for state that follows a prop: set during render, re-rendered at once.
  if (!isPressed && !Object.is(held, value)) setHeld(value);
  return isPressed ? held : value;
}
