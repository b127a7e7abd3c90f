import type { Store } from 'express-session';

type Touch = NonNullable<Store['touch']>;

/**
 * express-session touches the store on every request of an unchanged session, which for
 * the Postgres store is an UPDATE per API call. Extending a 7-day expiry more often than
 * every few minutes buys nothing, so repeat touches of a session inside `intervalMs` are
 * answered at once. Each instance remembers its own recent touches; at worst every
 * instance writes once per interval.
 */
export function throttleTouch<S extends Store>(store: S, intervalMs: number, now: () => number = Date.now, maxTracked = 50_000): S {
  const touch = store.touch?.bind(store) as Touch | undefined;
  if (!touch) return store;
  const lastTouch = new Map<string, number>();
  store.touch = ((sid, session, callback) => {
    const at = now();
    const previous = lastTouch.get(sid);
    if (previous !== undefined && at - previous < intervalMs) return callback?.();
    if (lastTouch.size >= maxTracked) lastTouch.clear();
    lastTouch.set(sid, at);
    touch(sid, session, callback);
  }) as Touch;
  return store;
}
