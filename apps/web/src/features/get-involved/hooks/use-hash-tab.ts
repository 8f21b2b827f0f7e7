import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A tab chosen by the URL hash (#donate, #volunteer, #partner): the hash selects the tab on load
 * and on every hash change, and switching tabs writes the hash. Until hydration the default tab
 * shows, because the prerendered HTML cannot know the hash.
 */
export function useHashTab<T extends string>(ids: readonly T[], defaultId: T) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const tab = (hydrated ? ids.find((id) => `#${id}` === hash) : undefined) ?? defaultId;

  const selectTab = useCallback(
    (next: string) => {
      const id = ids.find((candidate) => candidate === next);
      if (id) void navigate({ hash: id }, { replace: true, preventScrollReset: true });
    },
    [ids, navigate],
  );

  return [tab, selectTab] as const;
}
