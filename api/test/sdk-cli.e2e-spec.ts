import { verifyWebhook } from '../../sdk/src';
import { main } from '../../sdk/src/cli/main';
import { TRIGGERABLE_EVENTS } from '../../sdk/src/cli/trigger';
import { WebhookReceiver } from './support/webhook-receiver';
import { developerWithKey } from './utils/developer';
import { eventually } from './utils/eventually';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

/** `brokerbridge listen` and `brokerbridge trigger` (the SDK package's bin), run in-process against the started app. */
describe('the brokerbridge CLI', () => {
  const receiver = new WebhookReceiver();
  let t: TradingTestApp;
  let baseUrl: string;

  beforeAll(async () => {
    await receiver.start();
    t = await createTradingTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '1000' } });
    await t.setPrices({ AAPL: '150.00' });
    await t.app.listen(0, '127.0.0.1');
    baseUrl = await t.app.getUrl();
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  /** `brokerbridge ...args` with this environment; resolves with its exit code and what it printed. */
  function run(args: string[], env: Record<string, string>, signal = new AbortController().signal) {
    const lines: string[] = [];
    return { lines, done: main(args, env, signal, (line) => lines.push(line)) };
  }

  it('listen forwards a triggered order.filled, signed with the secret it printed, which verifyWebhook accepts', async () => {
    const { key } = await developerWithKey(t);
    const env = { BROKERBRIDGE_API_KEY: key, BROKERBRIDGE_BASE_URL: baseUrl };
    const stop = new AbortController();
    const listening = run(['listen', '--forward-to', receiver.url], env, stop.signal);
    try {
      await eventually(async () => expect(listening.lines.join('\n')).toMatch(/Connected to/));
      const secret = /whsec_\S+/.exec(listening.lines[0])![0];
      receiver.received.length = 0;

      const triggered = run(['trigger', 'order.filled'], env);
      expect(await triggered.done).toBe(0);
      expect(triggered.lines.join('\n')).toMatch(/Order \S+ is filled \(filled 1 at \d+\.\d\d\)/);
      const filled = await eventually(async () => {
        const events = receiver.received.map((r) => ({ raw: r, event: verifyWebhook(r.body, r.headers, secret) }));
        const found = events.find((e) => e.event.type === 'order.filled');
        expect(found).toBeDefined();
        return found!;
      });
      expect(filled.event).toMatchObject({ type: 'order.filled', data: { sequence: 2, order: { status: 'filled', filledQuantity: 1 } } });
      expect(filled.raw.headers['webhook-id']).toBe(`evt_${filled.event.type === 'order.filled' && filled.event.data.accountId}_2`);
      expect(listening.lines.join('\n')).toMatch(/<-- {2}\[200\] POST http:\/\/127\.0\.0\.1:\d+\/hooks/);
    } finally {
      stop.abort();
    }
    expect(await listening.done).toBe(0);
  });

  it('trigger makes each event type happen for real, reusing the CLI’s account', async () => {
    const { key, auth } = await developerWithKey(t);
    const env = { BROKERBRIDGE_API_KEY: key, BROKERBRIDGE_BASE_URL: baseUrl };
    for (const type of TRIGGERABLE_EVENTS) {
      const { done, lines } = run(['trigger', type], env);
      expect([type, await done]).toEqual([type, 0]);
      expect(lines.join('\n')).toMatch(/Trigger succeeded/);
    }
    const accounts = (await t.http.get('/v1/accounts').set(auth).expect(200)).body.items;
    expect(accounts.map((a: { label: string }) => a.label)).toEqual(['brokerbridge-cli']);
    const events = (await t.http.get(`/v1/accounts/${accounts[0].id}/events?limit=1000`).set(auth).expect(200)).body.items;
    const types = new Set(events.map((e: { type: string }) => e.type));
    expect([...TRIGGERABLE_EVENTS].filter((type) => !types.has(type))).toEqual([]);
  });

  it('says what is missing or wrong, and takes the key and the server from flags as well', async () => {
    await expect(run(['listen'], {}).done).rejects.toThrow(/No API key.*BROKERBRIDGE_API_KEY/);
    await expect(run(['trigger', 'order.exploded', '--api-key', 'bb_test_x'], {}).done).rejects.toThrow(/trigger takes one of/);
    await expect(run(['listen', '--api-key', 'bb_test_x', '--forward-to', 'ftp://x'], {}).done).rejects.toThrow(/--forward-to must be/);
    await expect(run(['listen', '--api-key', 'bb_test_x', '--events', 'order.filled,order.exploded'], {}).done).rejects.toThrow(/not order\.exploded/);
    const refused = run(['trigger', 'order.filled', '--api-key', 'bb_test_unknown_key', '--base-url', baseUrl], {});
    await expect(refused.done).rejects.toThrow(/AUTH\.INVALID_API_KEY.*errors#AUTH\.INVALID_API_KEY/);
    await expect(run(['listen', '--api-key', 'bb_test_unknown_key', '--base-url', baseUrl], {}).done).rejects.toThrow(
      /event stream was refused: AUTH\.INVALID_API_KEY/,
    );
    const help = run(['--help'], {});
    expect(await help.done).toBe(0);
    expect(help.lines[0]).toMatch(/Usage: brokerbridge/);
  });
});
