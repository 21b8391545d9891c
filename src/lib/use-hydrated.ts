import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False in server HTML and during hydration, true once React runs in the browser (no mismatch). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
