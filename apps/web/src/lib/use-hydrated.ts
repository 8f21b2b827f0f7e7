import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while prerendering and during hydration, true afterwards: lets a page read the URL's query
 * (which prerendered HTML cannot know) without a hydration mismatch or a setState-in-effect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
