import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { serverMessage } from '../../api/errors';
import { useHydrating } from '../../app/useHydrating';
import { forgetDemo, rememberDemo, rememberedDemo } from './demoSession';
import { useOpenAccountMutation, usePrefetch } from './tradingApi';

/**
 * The spec's 2 s from "Start OAuth Flow" to the trading view. The simulated OAuth (the redirect,
 * then the code exchange) runs for its first 1.6 s and calls nothing; when it completes, the
 * demo account opens (the one call, whose answer decides between "Successfully Connected!" and
 * an error), and the view's data is fetched at once so the view is complete when it shows.
 * docs/decisions/demo-connection-timeline.md has the reasoning and the figures.
 */
const DEMO_TIMELINE = { exchanging: 1200, simulationComplete: 1600, tradingView: 2000 } as const;
/** After a slow or retried opening, "Successfully Connected!" still stays this long before the view. */
const CONNECTED_MESSAGE_MIN_MS = 300;
/**
 * The log is read this long after the account opened rather than at once: the server writes it
 * in 100 ms batches, and read at once it would not yet hold the call that opened the account.
 */
const LOG_WRITE_MS = 150;
const OPEN_FAILED = 'The demo account could not be opened. Please try again.';

export type DemoPhase = 'credentials' | 'redirecting' | 'exchanging' | 'connected' | 'failed' | 'authorized';

interface DemoState {
  phase: DemoPhase;
  username: string;
  clientId: string;
  /** The server's message when opening the account failed. */
  error?: string;
}

const CREDENTIALS: DemoState = { phase: 'credentials', username: '', clientId: '' };

const initialState = (): DemoState => {
  const remembered = rememberedDemo();
  return remembered ? { phase: 'authorized', username: remembered.username, clientId: '' } : CREDENTIALS;
};

/**
 * credentials -> redirecting -> exchanging -> (account opened) connected -> authorized (trading view)
 *                                          \-> (opening failed) failed -> retry -> exchanging ...
 * A visitor whose demo was started before (and remembered) starts at authorized.
 */
export function useDemoConnection(onConnected: () => void) {
  // The prerendered page is the credentials form, and so is the render that adopts it; a
  // remembered demo (the browser's storage) is read in the render right after.
  const hydrating = useHydrating();
  const [state, setState] = useState<DemoState>(() => (hydrating ? CREDENTIALS : initialState()));
  const [adopting, setAdopting] = useState(hydrating);
  if (adopting && !hydrating) {
    setAdopting(false);
    setState(initialState());
  }
  const [openAccount] = useOpenAccountMutation();
  const prefetchPositions = usePrefetch('getPositions', { force: true });
  const prefetchOrders = usePrefetch('getOrders', { force: true });
  const prefetchTrades = usePrefetch('getTrades', { force: true });
  const prefetchLogs = usePrefetch('getActivityLog', { force: true });
  const timers = useRef<number[]>([]);
  const startedAt = useRef(0);
  const live = useRef(true);
  const connected = useRef(onConnected);
  // The newest callback, for a timer started renders ago (refs are written after render, not during).
  useLayoutEffect(() => {
    connected.current = onConnected;
  });
  useEffect(() => {
    live.current = true;
    const pending = timers.current;
    return () => {
      live.current = false;
      pending.forEach((t) => window.clearTimeout(t));
    };
  }, []);

  const at = useCallback((ms: number, fn: () => void) => timers.current.push(window.setTimeout(fn, ms)), []);
  const setPhase = useCallback((phase: DemoPhase, error?: string) => setState((s) => ({ ...s, phase, error })), []);

  const open = useCallback(
    async (username: string) => {
      setPhase('exchanging');
      try {
        await openAccount().unwrap();
      } catch (error) {
        if (live.current) setPhase('failed', serverMessage(error, OPEN_FAILED));
        return;
      }
      if (!live.current) return;
      // The account's answer is already cached as its data; the lists are asked for now, not
      // when the view mounts, so they are in when it shows.
      prefetchPositions();
      prefetchOrders();
      prefetchTrades();
      rememberDemo({ username });
      setPhase('connected');
      connected.current();
      const due = Math.max(startedAt.current + DEMO_TIMELINE.tradingView - performance.now(), CONNECTED_MESSAGE_MIN_MS);
      at(Math.min(LOG_WRITE_MS, due), () => prefetchLogs());
      at(due, () => setPhase('authorized'));
    },
    [at, openAccount, prefetchLogs, prefetchOrders, prefetchPositions, prefetchTrades, setPhase],
  );

  const start = useCallback(
    (credentials: { username: string; clientId: string }) => {
      startedAt.current = performance.now();
      setState({ phase: 'redirecting', username: credentials.username, clientId: credentials.clientId });
      at(DEMO_TIMELINE.exchanging, () => setPhase('exchanging'));
      at(DEMO_TIMELINE.simulationComplete, () => void open(credentials.username));
    },
    [at, open, setPhase],
  );

  const retry = useCallback(() => void open(state.username), [open, state.username]);

  /** The server has no account for this session (it expired or was removed): back to the start. */
  const restart = useCallback(() => {
    forgetDemo();
    setState({ phase: 'credentials', username: '', clientId: '' });
  }, []);

  return { ...state, start, retry, restart };
}
