import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The spec's simulated authorization: the trading view opens 2 s after the start, no call made. */
const OAUTH_DELAY_MS = 2000;

/**
 * When each message replaces the one before, counted from the start. The four messages
 * share the spec's 2 s rather than adding to it: the visitor reads each, and is trading at 2 s.
 */
const OAUTH_TIMELINE = { exchanging: 1200, connected: 1600, authorized: OAUTH_DELAY_MS } as const;

export type OAuthPhase = 'credentials' | 'redirecting' | 'exchanging' | 'connected' | 'authorized';

/**
 * credentials -> redirecting (at the "broker") -> exchanging (authorization granted)
 * -> connected (token received; `onConnected` fires once) -> authorized (trading view).
 */
export function useSimulatedOAuth(onConnected: () => void) {
  const [phase, setPhase] = useState<OAuthPhase>('credentials');
  const timers = useRef<number[]>([]);
  const connected = useRef(onConnected);
  // The newest callback, for a timer started renders ago (refs are written after render, not during).
  useLayoutEffect(() => {
    connected.current = onConnected;
  });

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const start = useCallback(() => {
    setPhase('redirecting');
    const at = (ms: number, fn: () => void) => timers.current.push(window.setTimeout(fn, ms));
    at(OAUTH_TIMELINE.exchanging, () => setPhase('exchanging'));
    at(OAUTH_TIMELINE.connected, () => {
      setPhase('connected');
      connected.current();
    });
    at(OAUTH_TIMELINE.authorized, () => setPhase('authorized'));
  }, []);

  return { phase, start };
}
