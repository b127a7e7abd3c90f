import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type MarketplaceView = 'tools' | 'newsletters';

/**
 * The view and the search live in the URL (`?view=newsletters&q=ai`), so a search can be
 * shared and survives a reload. Defaults are left out of the URL to keep it clean.
 */
export function useMarketplaceParams() {
  const [params, setParams] = useSearchParams();
  const view: MarketplaceView = params.get('view') === 'newsletters' ? 'newsletters' : 'tools';
  const search = params.get('q') ?? '';

  const update = useCallback(
    (key: 'view' | 'q', value: string, isDefault: boolean, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (isDefault) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const setView = useCallback((next: MarketplaceView) => update('view', next, next === 'tools', false), [update]);
  // Typing replaces the history entry, so Back does not step through every keystroke.
  const setSearch = useCallback((next: string) => update('q', next, next === '', true), [update]);

  return { view, search, setView, setSearch };
}
