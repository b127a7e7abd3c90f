import { io, type Socket } from 'socket.io-client';
import type { Reconnect } from './sse';

interface Envelope {
  seq: number;
  type: string;
  data: { order?: { id: string; status: string; clientOrderId?: string } };
}

/**
 * A demo visitor's socket as the web client opens it (web/src/features/trading/tradingStream.ts):
 * WebSocket only, reconnecting by itself with its default back-off, resuming from the last
 * sequence number it applied; numbers at or below it are dropped, as the web client drops them.
 */
export class DemoSocket {
  /** Every number as it arrived, repeats included (the checker counts them). */
  readonly received: number[] = [];
  readonly reconnects: Reconnect[] = [];
  /** The latest prices the socket was sent. */
  prices: Record<string, number> = {};
  private applied = 0;
  private readonly socket: Socket;

  constructor(base: string, cookie: string, address: string) {
    this.socket = io(`${base}/trading`, {
      transports: ['websocket'],
      extraHeaders: { cookie },
      auth: (cb) => cb({ lastSeq: this.applied }),
      localAddress: address,
    } as Parameters<typeof io>[1]);
    this.socket.on('account.events', (events: Envelope[]) => {
      for (const event of events) {
        this.received.push(event.seq);
        if (event.seq > this.applied) this.applied = event.seq;
      }
    });
    this.socket.on('prices', (tick: { prices: Record<string, number> }) => (this.prices = tick.prices));
    this.socket.on('disconnect', () => this.reconnects.push({ lostAt: Date.now(), backAt: null }));
    this.socket.on('trading.ready', () => {
      const pending = this.reconnects.at(-1);
      if (pending && pending.backAt === null) pending.backAt = Date.now();
    });
  }

  ready(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.once('trading.ready', () => resolve());
      this.socket.once('trading.error', (e: { message: string }) => reject(new Error(e.message)));
    });
  }

  close(): void {
    this.socket.disconnect();
  }
}
