import { Webhook } from 'standardwebhooks';
import { CLOCK } from '../src/common/clock';
import { ATTEMPT_DELAYS_MS } from '../src/modules/webhooks/delivery/retry-schedule';
import { WebhooksService } from '../src/modules/webhooks/webhooks.service';
import { WebhookReceiver } from './support/webhook-receiver';
import { eventually } from './utils/eventually';
import { FakeClock } from './utils/fake-clock';
import { createTestApp, TestApp } from './utils/test-app';
import { insertUser } from './utils/users';

/**
 * Deliveries of one endpoint and account go in sequence order (as Svix's ordering does): the next
 * waits until the one before it succeeded or gave up; another account's are not held up.
 */
describe('Webhook deliveries in sequence per account', () => {
  const receiver = new WebhookReceiver();
  const clock = new FakeClock(new Date());
  let t: TestApp;
  let webhooks: WebhooksService;
  let owner: number;

  /** `count` events of a new account of the owner, committed in one statement, as the ledger writes them. */
  async function accountWithEvents(count: number): Promise<string> {
    const [{ id }] = await t.dataSource.query(`INSERT INTO demo_accounts (cash, owner_user_id) VALUES ('100000.00', $1) RETURNING id`, [owner]);
    await t.dataSource.query(
      `INSERT INTO trading_events (account_id, seq, type, payload, created_at)
       SELECT $1, s, 'order.filled', json_build_object('accountId', $1::uuid, 'sequence', s), now() FROM generate_series(1, $2::int) AS s`,
      [id, count],
    );
    return id as string;
  }

  /** What the receiver got, verified, as [accountId, sequence, status answered]. */
  const arrivals = (secret: string) =>
    receiver.received.map((r) => {
      const { data } = new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { data: { accountId: string; sequence: number } };
      return [data.accountId, data.sequence] as const;
    });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({ env: { WEBHOOK_POLL_MS: '20' }, override: (b) => b.overrideProvider(CLOCK).useValue(clock) });
    webhooks = t.app.get(WebhooksService);
    owner = await insertUser(t.dataSource, 'ordered-owner');
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });
  beforeEach(() => {
    clock.set(new Date());
    receiver.received.length = 0;
  });

  it('holds an account’s next deliveries while the receiver fails one, sends them in order once it recovers, and does not hold up another account', async () => {
    const endpoint = await webhooks.create(owner, receiver.url, ['order.filled']);
    let failing = true;
    const answered: [string, number, number][] = [];
    receiver.answer = (d) => {
      const { data } = JSON.parse(d.body) as { data: { accountId: string; sequence: number } };
      const status = failing && data.accountId === held ? 503 : 200;
      answered.push([data.accountId, data.sequence, status]);
      return { status };
    };
    const held = await accountWithEvents(5);
    const other = await accountWithEvents(3);

    // The other account's three arrive in order; the held account's first fails and the rest wait.
    await eventually(async () => expect(arrivals(endpoint.secret).filter(([a]) => a === other)).toHaveLength(3));
    await settle();
    expect(answered.filter(([a]) => a === other).map(([, s]) => s)).toEqual([1, 2, 3]);
    expect(answered.filter(([a]) => a === held)).toEqual([[held, 1, 503]]);

    // The receiver recovers; the retry (5 s later) succeeds and the rest follow, in sequence.
    failing = false;
    clock.advance(ATTEMPT_DELAYS_MS[1]);
    await eventually(async () => expect(answered.filter(([a]) => a === held)).toHaveLength(6));
    expect(answered.filter(([a]) => a === held).map(([, s, status]) => [s, status])).toEqual([
      [1, 503],
      [1, 200],
      [2, 200],
      [3, 200],
      [4, 200],
      [5, 200],
    ]);

    // The console's list: newest first, and an account's deliveries of one instant in sequence order.
    const page = await webhooks.deliveries(owner, endpoint.id, 100);
    const listed = page.items.filter((d) => d.accountId === held).map((d) => d.sequence);
    expect(listed).toEqual([5, 4, 3, 2, 1]);
    // Paged two at a time, the same order.
    const paged: (number | null)[] = [];
    let after: string | undefined;
    do {
      const p = await webhooks.deliveries(owner, endpoint.id, 2, after);
      paged.push(...p.items.filter((d) => d.accountId === held).map((d) => d.sequence));
      after = p.nextCursor ?? undefined;
    } while (after);
    expect(paged).toEqual([5, 4, 3, 2, 1]);
    await webhooks.remove(owner, endpoint.id);
  });

  it('lets the next go once one has given up after its last retry', async () => {
    const endpoint = await webhooks.create(owner, receiver.url, ['order.filled']);
    receiver.answer = (d) => ({ status: (JSON.parse(d.body) as { data: { sequence: number } }).data.sequence === 1 ? 500 : 200 });
    const account = await accountWithEvents(2);
    await eventually(async () => expect(receiver.received).toHaveLength(1));
    for (let n = 1; n < ATTEMPT_DELAYS_MS.length; n++) {
      await settle();
      // Still retrying the first: the second has not been sent.
      expect(arrivals(endpoint.secret).every(([, s]) => s === 1)).toBe(true);
      clock.advance(ATTEMPT_DELAYS_MS[n]);
      await eventually(async () => expect(arrivals(endpoint.secret).filter(([, s]) => s === 1)).toHaveLength(n + 1));
    }
    await eventually(async () => expect(arrivals(endpoint.secret)).toContainEqual([account, 2]));
    expect(arrivals(endpoint.secret).map(([, s]) => s)).toEqual([...Array(8).fill(1), 2]);
    const page = await webhooks.deliveries(owner, endpoint.id, 10);
    expect(page.items.map((d) => [d.sequence, d.status])).toEqual([
      [2, 'succeeded'],
      [1, 'failed'],
    ]);
    await webhooks.remove(owner, endpoint.id);
  });
});
