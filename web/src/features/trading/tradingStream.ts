import { io, type Socket } from 'socket.io-client';
import type { AccountEvent } from './tradingTypes';

type Listener = (event: AccountEvent) => void;

const listeners = new Set<Listener>();
let socket: Socket | null = null;
let lastSeq = 0;

function open(): Socket {
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
  return s;
}

/**
 * One socket for the whole page however many cache entries listen; it opens with the
 * first subscriber and closes with the last. Call only once the session owns an account.
 */
export function subscribeToTradingStream(listener: Listener): () => void {
  listeners.add(listener);
  socket ??= open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && socket) {
      socket.disconnect();
      socket = null;
    }
  };
}
