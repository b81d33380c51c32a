import { useSyncExternalStore } from 'react';

/** Nothing to subscribe to: once the page has hydrated it stays so. */
const noChanges = () => () => {};

/**
 * Whether the component runs in the browser, past hydration: false in the server's HTML (and in the
 * hydrating render that must match it), true from the render React does right after. Read as an
 * outside store rather than set by a mount effect, so there is no render with a stale value to redo
 * (react.dev, useSyncExternalStore, "Adding support for server rendering").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
