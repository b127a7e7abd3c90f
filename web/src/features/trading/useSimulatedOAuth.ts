import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The spec's simulated authorization at the broker: no call is made. */
const OAUTH_DELAY_MS = 2000;
/** The (simulated) code-for-token exchange after authorization. */
const TOKEN_EXCHANGE_MS = 700;
/** How long "Successfully Connected!" stays before the trading view replaces it. */
const CONNECTED_PAUSE_MS = 1000;

export type OAuthPhase = 'credentials' | 'redirecting' | 'exchanging' | 'connected' | 'authorized';

/**
 * credentials -> redirecting (2 s at the "broker") -> exchanging (authorization granted)
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
    at(OAUTH_DELAY_MS, () => setPhase('exchanging'));
    at(OAUTH_DELAY_MS + TOKEN_EXCHANGE_MS, () => {
      setPhase('connected');
      connected.current();
    });
    at(OAUTH_DELAY_MS + TOKEN_EXCHANGE_MS + CONNECTED_PAUSE_MS, () => setPhase('authorized'));
  }, []);

  return { phase, start };
}
