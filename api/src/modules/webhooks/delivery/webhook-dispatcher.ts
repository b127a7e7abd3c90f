import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../../common/clock';
import type { DatabaseConfig, WebhooksConfig } from '../../../config';
import { PgChannel } from '../../../database/pg-channel';
import { poolOf } from '../../../database/pool-of';
import { WEBHOOK_DUE_CHANNEL } from '../outbox/webhook-outbox';
import { secretsInForce, signedHeaders } from '../signing/webhook-signature';
import { attemptOutcome } from './attempt-outcome';
import { ClaimedDelivery, DeliveryStore } from './delivery-store';
import { requestHeaders, sendWebhook } from './webhook-sender';

/** A lease outlasts the longest attempt by this much before another instance may take the delivery. */
const LEASE_MARGIN_MS = 5_000;
/** How many of one account's deliveries an attempt slot sends in a row before the claims, oldest first, get it back. */
const CHAIN_LENGTH = 16;

/**
 * This instance's delivery workers: up to `concurrency` attempts in flight, fed by claims of
 * due deliveries. It looks when told (a commit anywhere announces queued deliveries), after
 * each attempt while there is a backlog, and every `pollMs` for retries that fall due.
 */
@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('WebhookDispatcher');
  private readonly config: WebhooksConfig;
  private readonly channel: PgChannel;
  private readonly inFlight = new Set<Promise<void>>();
  /** How many deliveries of its account were chained before each one in flight that was claimed by a chain. */
  private readonly chainOf = new Map<string, number>();
  private timer?: NodeJS.Timeout;
  private claiming = false;
  private lookAgain = false;
  private backlog = false;
  private stopped = false;

  constructor(
    config: ConfigService,
    dataSource: DataSource,
    private readonly store: DeliveryStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.config = config.getOrThrow<WebhooksConfig>('webhooks');
    this.channel = new PgChannel(WEBHOOK_DUE_CHANNEL, config.getOrThrow<DatabaseConfig>('database').url ?? '', poolOf(dataSource));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.channel.listen(() => this.wake(), { onReconnected: () => this.wake() });
    this.timer = setInterval(() => this.wake(), this.config.pollMs);
    this.timer.unref();
    this.wake();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.channel.close();
    // Attempts in flight end within their timeout and record themselves; none is cut off mid-record.
    await Promise.allSettled([...this.inFlight]);
  }

  /** Looks for due deliveries now (coalesced: one claim at a time, another after it if asked meanwhile). */
  wake(): void {
    if (this.stopped) return;
    if (this.claiming) {
      this.lookAgain = true;
      return;
    }
    void this.claim();
  }

  private async claim(): Promise<void> {
    this.claiming = true;
    try {
      do {
        this.lookAgain = false;
        const room = this.config.concurrency - this.inFlight.size;
        if (room <= 0) break;
        const batch = await this.store.claimDue(this.clock.now(), room, this.config.timeoutMs + LEASE_MARGIN_MS);
        this.backlog = batch.length === room;
        for (const delivery of batch) this.start(delivery);
      } while ((this.lookAgain || this.backlog) && !this.stopped && this.inFlight.size < this.config.concurrency);
    } catch (error) {
      // The database is down or restarting: the next poll tries again.
      this.logger.warn(`Could not claim deliveries: ${(error as Error).message}`);
    } finally {
      this.claiming = false;
    }
  }

  private start(delivery: ClaimedDelivery): void {
    const attempt = this.attempt(delivery)
      .catch((error: Error) => this.logger.warn(`Could not record an attempt of ${delivery.id} (${error.message}); its lease lapses and it is sent again`))
      .finally(() => {
        this.inFlight.delete(attempt);
        if (this.backlog) this.wake();
      });
    this.inFlight.add(attempt);
  }

  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const at = this.clock.now();
    // The timestamp header is the real time: receivers check it against their own clocks.
    const headers = signedHeaders(delivery.id, new Date(), delivery.body, secretsInForce(delivery, at));
    const result = await sendWebhook(delivery.url, headers, delivery.body, this.config);
    const outcome = attemptOutcome(result, delivery.roundAttempts + 1, this.clock.now());
    const record = {
      deliveryId: delivery.id,
      endpointId: delivery.endpointId,
      attemptedAt: at,
      statusCode: result.statusCode,
      error: result.error,
      durationMs: result.durationMs,
      responseExcerpt: result.responseExcerpt,
      requestHeaders: requestHeaders(headers, delivery.body),
      ...outcome,
    };
    // Finished: the next of its account, claimed by the same statement, goes now (see DeliveryStore.recordAttempt),
    // up to CHAIN_LENGTH in a row; then the slot goes back to the claims, oldest due first, so no account starves.
    const chained = (this.chainOf.get(delivery.id) ?? 0) + 1;
    this.chainOf.delete(delivery.id);
    const next = await this.store.recordAttempt(record, delivery, chained < CHAIN_LENGTH ? this.config.timeoutMs + LEASE_MARGIN_MS : null);
    if (next && !this.stopped) {
      this.chainOf.set(next.id, chained);
      this.start(next);
    }
    // None claimed (none queued yet, held elsewhere, or the chain is long enough): a claim finds what is due.
    else if (delivery.accountId !== null && outcome.status !== 'pending') this.wake();
  }
}
