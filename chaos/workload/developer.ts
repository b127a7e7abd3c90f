import type { CancelOp, OrderOp } from '../checker/history';
import { HttpClient } from '../client/http';
import { SseClient } from '../client/sse';
import type { Recorder } from './recorder';
import { untilAnswered } from './retry';
import { bodySignature } from './signature';

const SCOPES = ['accounts:read', 'accounts:write', 'trading:write', 'sandbox:control', 'webhooks:manage'];
export const WEBHOOK_EVENTS = [
  'order.accepted',
  'order.partially_filled',
  'order.filled',
  'order.canceled',
  'order.rejected',
  'order.expired',
  'account.updated',
  'position.updated',
];
/** A sandbox account big enough that no order of the run is refused for money or shares. */
export const SANDBOX_OPENING = { cashCents: 1_000_000_000, positions: { AAPL: 100_000 } };

/**
 * A developer's program on /v1: one sandbox account, its SSE stream, a webhook endpoint, and
 * orders placed with an Idempotency-Key (no clientOrderId: the key alone must keep a retry from
 * placing an order twice), retried with the same key until answered; resting orders cancelled.
 */
export class Developer {
  readonly http: HttpClient;
  accountId = '';
  key = '';
  sse?: SseClient;
  private n = 0;
  private readonly resting: string[] = [];

  constructor(
    readonly name: string,
    base: string,
    address: string,
    private readonly recorder: Recorder,
    private readonly hooksUrl: string,
  ) {
    this.http = new HttpClient(base, address);
  }

  get auth(): Record<string, string> {
    return { Authorization: `Bearer ${this.key}` };
  }

  async setup(): Promise<void> {
    const credentials = { username: this.name, password: 'chaos-correct-horse-battery' };
    const registered = await this.http.attempt('POST', '/api/register', { body: credentials });
    if (registered.answer?.status !== 201) await this.http.must('POST', '/api/login', { body: credentials });
    this.key = (await this.http.must<{ key: string }>('POST', '/api/developer/keys', { body: { name: 'chaos', scopes: SCOPES } })).key;
    await this.http.must('POST', '/v1/webhooks', { headers: this.auth, body: { url: `${this.hooksUrl}/${this.name}`, events: WEBHOOK_EVENTS } });
    const account = await this.http.must<{ id: string }>('POST', '/v1/accounts', {
      headers: { ...this.auth, 'Idempotency-Key': `${this.name}-account` },
      body: { label: this.name, cash: '10000000.00', positions: [{ symbol: 'AAPL', quantity: SANDBOX_OPENING.positions.AAPL, averageCost: '150.00' }] },
    });
    this.accountId = account.id;
    // Sandbox markets keep exchange hours: move the account's clock to the open if it is closed.
    const clock = await this.http.must<{ isOpen: boolean; nextOpen: string }>('GET', `/v1/accounts/${this.accountId}/clock`, { headers: this.auth });
    if (!clock.isOpen)
      await this.http.must('POST', `/v1/accounts/${this.accountId}/clock`, { headers: this.auth, body: { action: 'set', to: clock.nextOpen } });
    this.sse = new SseClient(`${this.http.base}/v1/accounts/${this.accountId}/events/stream`, this.auth, this.http.address);
    this.sse.start();
  }

  /** One operation: a market order, a resting limit, or a cancel of one. */
  async step(deadline: number): Promise<void> {
    const roll = Math.random();
    if (roll < 0.2 && this.resting.length > 0) return this.cancel(this.resting.splice(Math.floor(Math.random() * this.resting.length), 1)[0], deadline);
    this.n += 1;
    // Each body is this client's only one: the quantity (market) or the limit price (resting) is the order's number.
    const body =
      roll < 0.6
        ? { symbol: 'AAPL', side: this.n % 2 ? 'buy' : 'sell', type: 'market', quantity: this.n, timeInForce: 'day' }
        : { symbol: 'MSFT', side: 'buy', type: 'limit', quantity: 1, limitPrice: (1 + this.n / 100).toFixed(2), timeInForce: 'gtc' };
    const op: OrderOp = { client: this.name, accountId: this.accountId, signature: bodySignature(body), attempts: [] };
    this.recorder.orders.push(op);
    const headers = { ...this.auth, 'Idempotency-Key': `${this.name}-${this.n}` };
    const answer = await untilAnswered(() => this.http.attempt('POST', `/v1/accounts/${this.accountId}/orders`, { headers, body }), op.attempts, deadline);
    if (answer && answer.status < 300 && body.type === 'limit') this.resting.push((JSON.parse(answer.body) as { id: string }).id);
  }

  private async cancel(orderId: string, deadline: number): Promise<void> {
    const op: CancelOp = { client: this.name, accountId: this.accountId, orderId, attempts: [] };
    this.recorder.cancels.push(op);
    await untilAnswered(() => this.http.attempt('DELETE', `/v1/accounts/${this.accountId}/orders/${orderId}`, { headers: this.auth }), op.attempts, deadline);
  }

  close(): void {
    this.sse?.stop();
    this.http.close();
  }
}
