import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../../../config';
import type { AccountEvent } from '../events/trading.events';
import { TradingGateway } from '../gateway/trading.gateway';
import { ACCOUNT_EVENT_CHANNEL, AccountEventNotice, isNoticeFrom } from './account-event-channel';
import { TradingInstance } from './trading-instance';

const RECONNECT_MS = 1000;

/**
 * Listens for account events committed by OTHER instances and pushes them to this
 * instance's sockets, so a visitor's browser hears about a fill whichever instance
 * matched it. A notice carries the events' sequence range, read from `trading_events` only
 * when a socket here needs them. Notices are handled one at a time to keep each account's order.
 */
@Injectable()
export class AccountEventRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AccountEventRelay.name);
  private client: Client | null = null;
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly config: ConfigService,
    private readonly dataSource: DataSource,
    private readonly gateway: TradingGateway,
    private readonly instance: TradingInstance,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
    await this.queue;
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.config.getOrThrow<DatabaseConfig>('database').url });
    client.on('notification', (message) => {
      if (message.channel !== ACCOUNT_EVENT_CHANNEL || !message.payload || isNoticeFrom(message.payload, this.instance.id)) return;
      this.queue = this.queue.then(() => this.relay(JSON.parse(message.payload!) as AccountEventNotice));
    });
    client.on('error', (error) => this.reconnect(client, error));
    try {
      await client.connect();
      await client.query(`LISTEN ${ACCOUNT_EVENT_CHANNEL}`);
      this.client = client;
    } catch (error) {
      this.reconnect(client, error as Error);
    }
  }

  private reconnect(client: Client, error: Error): void {
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.logger.warn(`Event relay lost its connection (${error.message}); reconnecting`);
    this.client = null;
    setTimeout(() => void this.listen(), RECONNECT_MS).unref();
  }

  private async relay(notice: AccountEventNotice): Promise<void> {
    // Most notices are about accounts with no socket here: nothing to read, nothing to send.
    if (notice.origin === this.instance.id || !this.gateway.hasSocketsFor(notice.accountId)) return;
    try {
      for (const event of await this.load(notice)) this.gateway.pushAccountEvent(event);
    } catch (error) {
      this.logger.warn(`Could not relay events ${notice.fromSeq}-${notice.toSeq}: ${(error as Error).message}`);
    }
  }

  private async load({ accountId, fromSeq, toSeq }: AccountEventNotice): Promise<AccountEvent[]> {
    const rows: { seq: string; type: AccountEvent['type']; payload: Record<string, unknown>; created_at: Date }[] = await this.dataSource.query(
      'SELECT seq, type, payload, created_at FROM trading_events WHERE account_id = $1 AND seq BETWEEN $2 AND $3 ORDER BY seq',
      [accountId, fromSeq, toSeq],
    );
    return rows.map((r) => ({ accountId, seq: Number(r.seq), type: r.type, data: r.payload, createdAt: r.created_at.toISOString() }));
  }
}
