import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock';
import { ValidationFailedException } from '../../common/errors';
import type { WebhooksConfig } from '../../config';
import { forbiddenLiteral } from './delivery/outbound-address';
import { WEBHOOK_DUE_CHANNEL } from './outbox/webhook-outbox';
import { newWebhookSecret, PREVIOUS_SECRET_VALID_MS } from './signing/webhook-secret';
import { WEBHOOK_TEST_EVENT } from './webhook-events';
import { sampleWebhookBody, type TestableEventType } from './webhook-samples';
import { DeliveryDetailView, deliveryDetailView, DeliveryView, deliveryView, endpointView, EndpointView } from './webhook.views';
import {
  MAX_ENDPOINTS,
  WebhookDeliveryNotFoundException,
  WebhookEndpointDisabledException,
  WebhookEndpointNotFoundException,
  WebhookEndpointQuotaException,
  WebhookUrlNotAllowedException,
} from './webhooks.errors';

export interface DeliveryPage {
  items: DeliveryView[];
  nextCursor: string | null;
}

const ENDPOINT_COLUMNS = 'id, url, events, previous_secret_expires_at, disabled_at, disabled_reason, created_at';
const DELIVERY_COLUMNS = 'id, endpoint_id, event_type, account_id, sequence, status, attempt_count, next_attempt_at, created_at';

/** A developer's webhook endpoints and their delivery log: the one service behind /v1/webhooks and the console. */
@Injectable()
export class WebhooksService {
  private readonly config: WebhooksConfig;

  constructor(
    private readonly dataSource: DataSource,
    config: ConfigService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.config = config.getOrThrow<WebhooksConfig>('webhooks');
  }

  /** The secret is returned here and on rotation only. */
  async create(ownerId: number, url: string, events: string[]): Promise<EndpointView & { secret: string }> {
    this.checkUrl(url);
    const secret = newWebhookSecret();
    const row = await this.dataSource.transaction(async (m) => {
      // One developer's creations queue here, so two at once cannot both take the last place.
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('webhook_endpoints'), $1)`, [ownerId]);
      const [{ n }] = await m.query('SELECT count(*)::int AS n FROM webhook_endpoints WHERE owner_id = $1', [ownerId]);
      if (n >= MAX_ENDPOINTS) throw new WebhookEndpointQuotaException();
      const [created] = await m.query(
        `INSERT INTO webhook_endpoints (owner_id, url, events, secret, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING ${ENDPOINT_COLUMNS}`,
        [ownerId, url, [...new Set(events)], secret, this.clock.now()],
      );
      return created;
    });
    return { ...endpointView(row), secret };
  }

  async list(ownerId: number): Promise<EndpointView[]> {
    const rows = await this.dataSource.query(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE owner_id = $1 ORDER BY created_at DESC, id`, [ownerId]);
    return rows.map(endpointView);
  }

  async get(ownerId: number, id: string): Promise<EndpointView> {
    return endpointView(await this.endpoint(ownerId, id));
  }

  async remove(ownerId: number, id: string): Promise<void> {
    const [, count] = await this.dataSource.query('DELETE FROM webhook_endpoints WHERE id = $1 AND owner_id = $2', [id, ownerId]);
    if (!count) throw new WebhookEndpointNotFoundException();
  }

  /** A new secret now; the old one keeps signing (both signatures sent) for 24 hours. */
  async rotateSecret(ownerId: number, id: string): Promise<EndpointView & { secret: string }> {
    const secret = newWebhookSecret();
    const now = this.clock.now();
    const [rows] = await this.dataSource.query(
      `UPDATE webhook_endpoints SET previous_secret = secret, previous_secret_expires_at = $3, secret = $4, updated_at = now()
       WHERE id = $1 AND owner_id = $2 RETURNING ${ENDPOINT_COLUMNS}`,
      [id, ownerId, new Date(now.getTime() + PREVIOUS_SECRET_VALID_MS), secret],
    );
    if (!rows?.[0]) throw new WebhookEndpointNotFoundException();
    return { ...endpointView(rows[0]), secret };
  }

  /**
   * Queues a delivery of `type` to the endpoint, whatever it subscribes to, due now: `webhook.test`,
   * or a realistic sample of any event (sampleWebhookBody), signed and retried like the real ones.
   */
  async sendTest(ownerId: number, id: string, type: TestableEventType = WEBHOOK_TEST_EVENT): Promise<DeliveryView> {
    this.checkEnabled(await this.endpoint(ownerId, id));
    const now = this.clock.now();
    const body = JSON.stringify(sampleWebhookBody(type, now, id));
    const [row] = await this.dataSource.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_type, body, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $4) RETURNING ${DELIVERY_COLUMNS}`,
      [id, type, body, now],
    );
    await this.announce();
    return deliveryView(row, []);
  }

  /**
   * Newest first, each with its attempts; `after` is the cursor of the previous page. The events
   * of one change share a time: among them, an account's deliveries list in sequence order.
   */
  async deliveries(ownerId: number, endpointId: string, limit: number, after?: string): Promise<DeliveryPage> {
    await this.endpoint(ownerId, endpointId);
    const cursor = after ? decodeCursor(after) : null;
    if (after && !cursor) throw new ValidationFailedException([{ field: 'after', messages: ['after must be a nextCursor of this list'] }]);
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT ${DELIVERY_COLUMNS}, coalesce(sequence, 0) AS list_sequence, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS list_time
       FROM webhook_deliveries
       WHERE endpoint_id = $1 AND ($2::timestamptz IS NULL OR (created_at, coalesce(sequence, 0), id) < ($2, $5::bigint, $3::uuid))
       ORDER BY created_at DESC, coalesce(sequence, 0) DESC, id DESC LIMIT $4`,
      [endpointId, cursor?.createdAt ?? null, cursor?.id ?? null, limit + 1, cursor?.sequence ?? null],
    );
    const page = rows.slice(0, limit);
    const attempts = await this.attemptsOf(page.map((r) => r.id as string));
    const last = page[page.length - 1];
    return {
      items: page.map((r) => deliveryView(r, attempts.get(r.id as string) ?? [])),
      nextCursor: rows.length > limit ? encodeCursor(last.list_time as string, last.list_sequence as string, last.id as string) : null,
    };
  }

  /** One delivery with its body as sent and every attempt's request headers (the console's detail). */
  async delivery(ownerId: number, endpointId: string, deliveryId: string): Promise<DeliveryDetailView> {
    await this.endpoint(ownerId, endpointId);
    const [row] = await this.dataSource.query(`SELECT ${DELIVERY_COLUMNS}, body FROM webhook_deliveries WHERE id = $1 AND endpoint_id = $2`, [
      deliveryId,
      endpointId,
    ]);
    if (!row) throw new WebhookDeliveryNotFoundException();
    const attempts = await this.attemptsOf([deliveryId]);
    return deliveryDetailView(row, attempts.get(deliveryId) ?? []);
  }

  /** Sends a delivery again, succeeded or not, with the same webhook-id and a fresh schedule. */
  async replay(ownerId: number, endpointId: string, deliveryId: string): Promise<DeliveryView> {
    this.checkEnabled(await this.endpoint(ownerId, endpointId));
    const [rows] = await this.dataSource.query(
      `UPDATE webhook_deliveries SET status = 'pending', round_attempts = 0, next_attempt_at = $3, updated_at = now()
       WHERE id = $1 AND endpoint_id = $2 RETURNING ${DELIVERY_COLUMNS}`,
      [deliveryId, endpointId, this.clock.now()],
    );
    if (!rows?.[0]) throw new WebhookDeliveryNotFoundException();
    await this.announce();
    const attempts = await this.attemptsOf([deliveryId]);
    return deliveryView(rows[0], attempts.get(deliveryId) ?? []);
  }

  private async endpoint(ownerId: number, id: string): Promise<Record<string, unknown>> {
    const [row] = await this.dataSource.query(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE id = $1 AND owner_id = $2`, [id, ownerId]);
    if (!row) throw new WebhookEndpointNotFoundException();
    return row;
  }

  /** A disabled endpoint (it answered 410) is sent nothing, so nothing is queued for it either. */
  private checkEnabled(endpoint: Record<string, unknown>): void {
    if (endpoint.disabled_at) throw new WebhookEndpointDisabledException(endpoint.disabled_reason as string | null);
  }

  private async attemptsOf(deliveryIds: string[]): Promise<Map<string, Record<string, unknown>[]>> {
    const byDelivery = new Map<string, Record<string, unknown>[]>();
    if (deliveryIds.length === 0) return byDelivery;
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      'SELECT delivery_id, attempted_at, status_code, error, duration_ms, response_excerpt, next_attempt_at, request_headers FROM webhook_attempts WHERE delivery_id = ANY($1) ORDER BY id',
      [deliveryIds],
    );
    for (const row of rows) byDelivery.set(row.delivery_id as string, [...(byDelivery.get(row.delivery_id as string) ?? []), row]);
    return byDelivery;
  }

  private async announce(): Promise<void> {
    await this.dataSource.query('SELECT pg_notify($1, $2)', [WEBHOOK_DUE_CHANNEL, '']);
  }

  /** Refused early for a clear 400; the sender checks again after DNS resolution on every attempt. */
  private checkUrl(url: string): void {
    if (this.config.allowPrivateAddresses) return;
    const { protocol, hostname } = new URL(url);
    if (protocol !== 'https:') throw new WebhookUrlNotAllowedException('only https URLs are accepted');
    const literal = forbiddenLiteral(hostname);
    if (literal) throw new WebhookUrlNotAllowedException(literal);
    if (hostname === 'localhost' || hostname.endsWith('.localhost')) throw new WebhookUrlNotAllowedException(`${hostname} is this host itself (Loopback)`);
  }
}

/** The time to the microsecond, as Postgres keeps it: a millisecond cursor would skip the rest of its instant. */
function encodeCursor(createdAt: string, sequence: string, id: string): string {
  return Buffer.from(`${createdAt}|${sequence}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; sequence: string; id: string } | null {
  const [createdAt, sequence, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!id || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(createdAt) || !/^\d{1,18}$/.test(sequence) || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { createdAt, sequence, id };
}
