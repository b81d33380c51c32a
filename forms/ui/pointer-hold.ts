'use client';

import { useState, useSyncExternalStore } from 'react';

// Whether a pointer button is down anywhere on the page. A press on a checkbox below a focused
// field moves focus first, so the field validates on leaving and its error line changes between
// the press and the release; if that moved the box, the release would land elsewhere and the
// browser would send no click. Fields hold what they show while a press lasts and show the new
// state once the click has been delivered.
let pressed = false;
let release: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setPressed(value: boolean) {
  if (pressed === value) return;
  pressed = value;
  for (const listener of listeners) listener();
}

function onDown() {
  clearTimeout(release);
  setPressed(true);
}

// The click follows the release within the same task, so a task queued by the release runs after it.
function onUp() {
  clearTimeout(release);
  release = setTimeout(() => setPressed(false), 0);
}

const events = ['pointerup', 'pointercancel'] as const;

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    // Capture: a control that stops the event's propagation must not leave a press unreleased.
    document.addEventListener('pointerdown', onDown, true);
    for (const event of events) document.addEventListener(event, onUp, true);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    document.removeEventListener('pointerdown', onDown, true);
    for (const event of events) document.removeEventListener(event, onUp, true);
  };
}

/**
 * `value`, except while a pointer button is down: then the value it had when the press began, so
 * nothing this value draws moves under the pointer between the press and the release.
 */
export function useHeldWhilePressed<T>(value: T): T {
  const isPressed = useSyncExternalStore(subscribe, () => pressed, () => false);
  const [held, setHeld] = useState(value);
  // React's pattern for state that follows a prop: set during render, re-rendered at once.
  if (!isPressed && !Object.is(held, value)) setHeld(value);
  return isPressed ? held : value;
}
