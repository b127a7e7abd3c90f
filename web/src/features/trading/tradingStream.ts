import type { Socket } from 'socket.io-client';
import type { AccountEvent } from './tradingTypes';

// socket.io-client (~12 KB gzipped) is needed only once the trading view shows, not by the OAuth
// form that /trading-platform opens on: it is its own chunk, fetched while the authorization is
// simulated (preloadTradingStream) or at the first subscription.
const loadSocketClient = () => import('socket.io-client');

type Listener = (event: AccountEvent) => void;
/** The demo market's prices by symbol, as each tick of the feed pushes them (`prices` messages). */
export type LivePrices = Record<string, number>;
type PriceListener = (prices: LivePrices) => void;

const listeners = new Set<Listener>();
const priceListeners = new Set<PriceListener>();
const subscribers = () => listeners.size + priceListeners.size;
let socket: Socket | null = null;
let opening: Promise<void> | null = null;
let lastSeq = 0;

function open(io: Awaited<ReturnType<typeof loadSocketClient>>['io']): Socket {
  // On every (re)connect the server replays what came after `lastSeq`.
  const s = io('/trading', { transports: ['websocket'], withCredentials: true, auth: (cb) => cb({ lastSeq }) });
  // One message per change (or replay): its events in sequence.
  s.on('account.events', (events: AccountEvent[]) => {
    for (const event of events) {
      if (event.seq <= lastSeq) continue; // a replayed event we already applied
      lastSeq = event.seq;
      for (const listener of listeners) listener(event);
    }
  });
  s.on('prices', (message: { prices: LivePrices }) => {
    for (const listener of priceListeners) listener(message.prices);
  });
  return s;
}

/**
 * One socket for the whole page however many cache entries listen; it opens with the
 * first subscriber and closes with the last. Call only once the session owns an account.
 */
export function subscribeToTradingStream(listener: Listener): () => void {
  listeners.add(listener);
  openOnce();
  return () => {
    listeners.delete(listener);
    closeWhenUnused();
  };
}

/** The feed's prices on the same socket (every tick, every symbol of the demo). */
export function subscribeToPrices(listener: PriceListener): () => void {
  priceListeners.add(listener);
  openOnce();
  return () => {
    priceListeners.delete(listener);
    closeWhenUnused();
  };
}

function openOnce(): void {
  if (socket || opening) return;
  opening = loadSocketClient().then(
    ({ io }) => {
      opening = null;
      // Everyone may have left while the client loaded.
      if (subscribers() > 0) socket ??= open(io);
    },
    () => {
      opening = null; // a failed chunk is asked for again by the next subscriber
    },
  );
}

function closeWhenUnused(): void {
  if (subscribers() === 0 && socket) {
    socket.disconnect();
    socket = null;
  }
}

/** Fetches the socket client ahead of the first subscription (the view is due in 2 s). */
export function preloadTradingStream(): void {
  void loadSocketClient();
}

/** Settles once the socket client has loaded and the socket, if still wanted, is open. */
export function tradingStreamReady(): Promise<void> {
  return opening ?? Promise.resolve();
}
