import { MarketPrices } from '../../src/modules/simulator/market/market-prices.service';
import { OrderExpiry } from '../../src/modules/simulator/ledger/order-expiry.service';
import { TradingLedger } from '../../src/modules/simulator/ledger/trading-ledger.service';
import { CLOCK, Clock } from '../../src/common/clock';
import { createTestApp, TestApp, TestAppOptions } from './test-app';

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  constructor(private current: Date | null = new Date('2025-07-15T14:00:00Z')) {}
  now(): Date {
    return this.current ?? new Date();
  }
  set(iso: string): void {
    this.current = new Date(iso);
  }
  /** Real time from now on: for suites whose subject must carry real timestamps (signed webhooks). */
  followRealTime(): void {
    this.current = null;
  }
}

export interface TradingTestApp extends TestApp {
  clock: ManualClock;
  /** Sets prices and resolves once the matcher has run on them. */
  setPrices: MarketPrices['set'];
  expiry: OrderExpiry;
  /** A cookie-keeping client that has started the demo (POST /api/trading/account). */
  visitor(): Promise<ReturnType<TestApp['agent']>>;
}

/** Starts the demo as a browser does, and returns the session cookie (with the opened account). */
export async function startDemo(t: TestApp): Promise<{ cookie: string; account: { id: string } }> {
  const res = await t.http.post('/api/trading/account').expect(201);
  return { cookie: (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; '), account: res.body };
}

/** The real app with the 1 s feed stopped: prices and time move only when the test says so. */
export async function createTradingTestApp(options: TestAppOptions = {}): Promise<TradingTestApp> {
  const clock = new ManualClock();
  const t = await createTestApp({
    ...options,
    env: { TRADING_PRICE_TICK_MS: '0', ...options.env },
    override: (b) => (options.override ? options.override(b) : b).overrideProvider(CLOCK).useValue(clock),
  });
  const market = t.app.get(MarketPrices);
  const visitor = async () => {
    const agent = t.agent();
    await agent.post('/api/trading/account').expect(201);
    return agent;
  };
  return { ...t, clock, setPrices: (p) => market.set(p), expiry: t.app.get(OrderExpiry), visitor };
}

/** Two instances of the app on one database, AAPL at 150.00 on both, and the ledger of each. */
export interface TwoInstances {
  a: TradingTestApp;
  b: TradingTestApp;
  onA: TradingLedger;
  onB: TradingLedger;
}

export async function twoTradingInstances(): Promise<TwoInstances> {
  const a = await createTradingTestApp();
  const b = await createTradingTestApp({ databaseUrl: a.databaseUrl });
  await a.setPrices({ AAPL: '150.00' });
  await b.setPrices({ AAPL: '150.00' });
  return { a, b, onA: a.app.get(TradingLedger), onB: b.app.get(TradingLedger) };
}

/** Freezes a sandbox account's clock and sets it to `at` (POST /v1/accounts/{id}/clock twice), as a test that places orders at a known moment needs. */
export async function freezeClockAt(t: TestApp, auth: { Authorization: string }, accountId: string, at: Date | string): Promise<void> {
  await t.http.post(`/v1/accounts/${accountId}/clock`).set(auth).send({ action: 'freeze' }).expect(200);
  await t.http
    .post(`/v1/accounts/${accountId}/clock`)
    .set(auth)
    .send({ action: 'set', to: typeof at === 'string' ? at : at.toISOString() })
    .expect(200);
}
