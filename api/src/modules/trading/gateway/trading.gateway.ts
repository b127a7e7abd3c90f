import { Logger } from '@nestjs/common';
import { OnGatewayConnection, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { DataSource } from 'typeorm';
import { Draining } from '../../../common/lifecycle';
import type { AccountEvent, PricesTicked } from '../events/trading.events';
import { eventsAfter, lastEventSeq } from '../stream/account-events.queries';
import type { SessionRequest } from '../../../session/session-io.adapter';

const TRADING_NAMESPACE = '/trading';
const REPLAY_LIMIT = 1000;

const roomOf = (accountId: string) => `account:${accountId}`;
/** Sent before an instance that is shutting down closes a socket: reconnect (the balancer picks another), replaying from `lastSeq`. */
export const RESTARTING_MESSAGE = 'server.restarting';

/**
 * Pushes an account's committed events to that session's sockets only, as `account.events`:
 * the events of one change (or of a replay) in one message, in sequence. One message per change,
 * not per event: a tick that fills a hundred orders of an account is one websocket frame, where a
 * message per event cost a hundred encodings and a hundred writes (about 20 us each; demo tick of
 * 1,000 fills, `npm run bench -- --only=demoTickToSocket`). A client that reconnects with
 * `auth: { lastSeq }` first receives what it missed, from the events table. When the instance
 * shuts down, each socket gets `server.restarting` and its connection closes (a "transport
 * close": socket.io clients reconnect by themselves, through the balancer to another instance).
 */
@WebSocketGateway({ namespace: TRADING_NAMESPACE })
export class TradingGateway implements OnGatewayConnection {
  private readonly logger = new Logger(TradingGateway.name);
  /** The gateway's namespace (a namespaced gateway is handed its Namespace, not the Server). */
  @WebSocketServer() private readonly server: Namespace;

  constructor(
    private readonly dataSource: DataSource,
    private readonly draining: Draining,
  ) {
    draining.onDrain(() => this.server?.sockets.forEach((socket) => this.closeForRestart(socket)));
  }

  async handleConnection(socket: Socket): Promise<void> {
    if (this.draining.active) return this.closeForRestart(socket);
    const accountId = (socket.request as SessionRequest).session?.tradingAccountId;
    if (typeof accountId !== 'string' || !accountId) {
      socket.emit('trading.error', { code: 'TRADING.NO_ACCOUNT', message: 'Start the demo (POST /api/trading/account) before connecting' });
      socket.disconnect(true);
      return;
    }
    // Join first, then replay: an event committed in between may arrive twice, never zero times.
    await socket.join(roomOf(accountId));
    const lastSeq = Number((socket.handshake.auth as { lastSeq?: unknown })?.lastSeq ?? 0);
    try {
      const missed = Number.isSafeInteger(lastSeq) && lastSeq >= 0 ? await this.eventsAfter(accountId, lastSeq) : [];
      if (missed.length > 0) socket.emit('account.events', missed);
      const seq = await lastEventSeq(this.dataSource, accountId);
      if (seq === undefined) throw new Error('the account is gone');
      socket.emit('trading.ready', { lastSeq: seq });
    } catch (error) {
      this.logger.warn(`Replay failed for ${accountId}: ${(error as Error).message}`);
      socket.disconnect(true);
    }
  }

  private closeForRestart(socket: Socket): void {
    socket.emit(RESTARTING_MESSAGE, { reconnect: true });
    // The engine's connection, not the socket: a server-side disconnect tells clients not to reconnect.
    socket.conn.close();
  }

  /** Whether a socket on this instance follows the account. */
  hasSocketsFor(accountId: string): boolean {
    return Boolean(this.server?.adapter.rooms.get(roomOf(accountId))?.size);
  }

  /** One change's events of one account, in sequence. */
  pushAccountEvents(events: AccountEvent[]): void {
    // Most accounts have no socket on this instance (or none at all): skip encoding the packet.
    if (events.length === 0 || !this.hasSocketsFor(events[0].accountId)) return;
    this.server.to(roomOf(events[0].accountId)).emit(
      'account.events',
      events.map((e) => ({ seq: e.seq, type: e.type, data: e.data, createdAt: e.createdAt })),
    );
  }

  pushPrices(tick: PricesTicked): void {
    const prices = Object.fromEntries(Object.entries(tick.prices).map(([s, p]) => [s, p.toNumber()]));
    this.server?.emit('prices', { prices, at: tick.at });
  }

  private async eventsAfter(accountId: string, lastSeq: number) {
    const rows = await eventsAfter(this.dataSource, accountId, lastSeq, REPLAY_LIMIT);
    return rows.map((r) => ({ seq: Number(r.seq), type: r.type, data: r.payload, createdAt: r.created_at.toISOString() }));
  }
}
