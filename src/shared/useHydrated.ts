import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates a prerendered page (and on the server), true in every other render.
 * What only this device knows (its stored requests) shows after hydration, so the markup matches
 * the prerendered page first.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
