import type { CancelOp, OrderOp } from '../checker/history';
import { HttpClient } from '../client/http';
import { DemoSocket } from '../client/socket';
import type { Recorder } from './recorder';
import { untilAnswered } from './retry';

const SYMBOLS = ['AAPL', 'GOOGL', 'MSFT', 'TSLA', 'NVDA'];
export const DEMO_OPENING = { cashCents: 10_000_000, positions: {} };
/** The client order ids of the matcher's probe orders: resting limits just under the price, for the feed to cross. */
export const PROBE_MARK = '-probe-';

/**
 * A visitor of the trading demo: a session cookie with its account, the live socket, the
 * account polled as the page does, and orders with a clientOrderId (the demo's way of placing
 * once), retried with it until answered; a probe visitor rests limits just under the price.
 */
export class Visitor {
  readonly http: HttpClient;
  accountId = '';
  socket?: DemoSocket;
  private n = 0;
  private readonly resting: string[] = [];

  constructor(
    readonly name: string,
    base: string,
    address: string,
    private readonly recorder: Recorder,
    private readonly probe = false,
  ) {
    this.http = new HttpClient(base, address);
  }

  async setup(): Promise<void> {
    this.accountId = (await this.http.must<{ id: string }>('POST', '/api/trading/account', { body: {} })).id;
    this.socket = new DemoSocket(this.http.base, this.http.cookie, this.http.address);
    await this.socket.ready();
  }

  async step(deadline: number): Promise<void> {
    const roll = Math.random();
    if (roll < 0.3) {
      const { attempt } = await this.http.attempt('GET', '/api/trading/account');
      return this.recorder.other('read account', attempt);
    }
    if (roll < 0.45 && this.resting.length > 0) return this.cancel(this.resting.shift()!, deadline);
    this.n += 1;
    const clientOrderId = `${this.name}${this.probe ? PROBE_MARK : '-'}${this.n}`;
    const symbol = this.probe ? 'AAPL' : SYMBOLS[this.n % SYMBOLS.length];
    const price = this.socket?.prices[symbol];
    let body: Record<string, unknown>;
    if (this.probe && price) {
      body = { symbol, side: 'buy', orderType: 'limit', quantity: 1, price: Math.floor(price * 0.999 * 100) / 100, timeInForce: 'day', clientOrderId };
    } else if (roll < 0.8) {
      body = { symbol, side: this.n % 3 ? 'buy' : 'sell', orderType: 'market', quantity: 1 + (this.n % 3), timeInForce: 'day', clientOrderId };
    } else {
      body = { symbol, side: 'buy', orderType: 'limit', quantity: 1, price: 1, timeInForce: 'day', clientOrderId };
    }
    const op: OrderOp = { client: this.name, accountId: this.accountId, signature: clientOrderId, attempts: [] };
    this.recorder.orders.push(op);
    const answer = await untilAnswered(() => this.http.attempt('POST', '/api/trading/orders', { body }), op.attempts, deadline);
    if (answer && answer.status < 300 && body.price === 1) this.resting.push((JSON.parse(answer.body) as { id: string }).id);
  }

  private async cancel(orderId: string, deadline: number): Promise<void> {
    const op: CancelOp = { client: this.name, accountId: this.accountId, orderId, attempts: [] };
    this.recorder.cancels.push(op);
    await untilAnswered(() => this.http.attempt('DELETE', `/api/trading/orders/${orderId}`), op.attempts, deadline);
  }

  close(): void {
    this.socket?.close();
    this.http.close();
  }
}
