import { Logger } from '@nestjs/common';
import { OnGatewayConnection, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { DataSource } from 'typeorm';
import { Draining } from '../../../common/lifecycle';
import type { SessionRequest } from '../../../session/session-io.adapter';
import { eventsAfter, lastEventSeq, AccountStreams, followAccount, type FollowedEvent, type PricesTicked } from '../../simulator';

const TRADING_NAMESPACE = '/trading';
const REPLAY_LIMIT = 1000;

/** Sent before an instance that is shutting down closes a socket: reconnect (the balancer picks another), replaying from `lastSeq`. */
export const RESTARTING_MESSAGE = 'server.restarting';

/**
 * Pushes an account's committed events to that session's sockets only, as `account.events`:
 * the events of one change (or of a page of a replay) in one message, in sequence with no gap and
 * no repeat (followAccount, as /v1's SSE streams do: a change relayed from another instance may
 * arrive after a later one committed here). One message per change, not per event: a tick that
 * fills a hundred orders of an account is one websocket frame, where a message per event cost a
 * hundred encodings and a hundred writes (docs/decisions/set-based-fills-of-crossed-limits.md). A client that connects with `auth: { lastSeq }` first
 * receives what it missed (at most the last 1,000), then `trading.ready`. When the instance
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
    private readonly streams: AccountStreams,
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
    const asked = Number((socket.handshake.auth as { lastSeq?: unknown })?.lastSeq ?? 0);
    try {
      const last = await lastEventSeq(this.dataSource, accountId);
      if (last === undefined) throw new Error('the account is gone');
      if (!socket.connected) return;
      // No valid lastSeq: the new events only.
      const after = Number.isSafeInteger(asked) && asked >= 0 ? Math.max(asked, last - REPLAY_LIMIT) : last;
      const read = (from: number, upTo: number, limit: number) => this.read(accountId, from, upTo, limit);
      const follow = followAccount(
        this.streams,
        accountId,
        after,
        read,
        (events) => socket.emit('account.events', events),
        (error) => this.fail(socket, accountId, error),
      );
      socket.once('disconnect', follow.stop);
      await follow.caughtUp;
      const seq = await lastEventSeq(this.dataSource, accountId);
      if (seq === undefined) throw new Error('the account is gone');
      socket.emit('trading.ready', { lastSeq: seq });
    } catch (error) {
      this.fail(socket, accountId, error as Error);
    }
  }

  private fail(socket: Socket, accountId: string, error: Error): void {
    this.logger.warn(`Replay failed for ${accountId}: ${error.message}`);
    socket.disconnect(true);
  }

  private closeForRestart(socket: Socket): void {
    socket.emit(RESTARTING_MESSAGE, { reconnect: true });
    // The engine's connection, not the socket: a server-side disconnect tells clients not to reconnect.
    socket.conn.close();
  }

  pushPrices(tick: PricesTicked): void {
    const prices = Object.fromEntries(Object.entries(tick.prices).map(([s, p]) => [s, p.toNumber()]));
    this.server?.emit('prices', { prices, at: tick.at });
  }

  private async read(accountId: string, after: number, upTo: number, limit: number): Promise<FollowedEvent[]> {
    const rows = await eventsAfter(this.dataSource, accountId, after, upTo, limit);
    return rows.map((r) => ({ seq: Number(r.seq), type: r.type, data: r.payload, createdAt: r.created_at.toISOString() }));
  }
}
