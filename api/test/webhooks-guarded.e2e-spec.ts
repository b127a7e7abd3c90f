import { WebhooksService } from '../src/modules/webhooks/webhooks.service';
import { WebhookReceiver } from './support/webhook-receiver';
import { eventually } from './utils/eventually';
import { createTestApp, TestApp } from './utils/test-app';
import { insertUser } from './utils/users';

/** As in production: receivers on special-purpose addresses (loopback, private, link-local...) are refused. */
describe('Webhooks with private addresses refused', () => {
  const receiver = new WebhookReceiver();
  let t: TestApp;
  let webhooks: WebhooksService;
  let owner: number;

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'false', WEBHOOK_POLL_MS: '50' } });
    webhooks = t.app.get(WebhooksService);
    owner = await insertUser(t.dataSource, 'guarded-owner');
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it.each([
    ['http://example.com/hooks', 'only https URLs are accepted'],
    ['https://127.0.0.1/hooks', '127.0.0.1 is a special-purpose address (Loopback)'],
    ['https://169.254.169.254/latest/meta-data', '169.254.169.254 is a special-purpose address (Link Local)'],
    ['https://[::1]/hooks', '::1 is a special-purpose address (Loopback Address)'],
    ['https://[::127.0.0.1]/hooks', '::7f00:1 is a special-purpose address (IPv4-compatible IPv6 (deprecated))'],
    ['https://[::ffff:127.0.0.1]/hooks', '::ffff:7f00:1 is a special-purpose address (IPv4-mapped Address)'],
    ['https://[64:ff9b::a00:1]/hooks', '64:ff9b::a00:1 is a special-purpose address (IPv4-IPv6 Translation)'],
    ['https://localhost/hooks', 'localhost is this host itself (Loopback)'],
  ])('will not register %s', async (url, reason) => {
    await expect(webhooks.create(owner, url, ['order.filled'])).rejects.toMatchObject({
      code: 'WEBHOOK.URL_NOT_ALLOWED',
      message: expect.stringContaining(reason),
    });
  });

  it('checks again after DNS resolution on every attempt: a name that resolves to loopback is never called', async () => {
    // Stored directly, as if its name had resolved elsewhere when it was registered.
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO webhook_endpoints (owner_id, url, events, secret) VALUES ($1, $2, '{order.filled}', 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=') RETURNING id`,
      [owner, receiver.url.replace('127.0.0.1', 'localhost')],
    );
    const { id: deliveryId } = await webhooks.sendTest(owner, id);
    await eventually(async () => {
      const [attempt] = await t.dataSource.query('SELECT status_code, error FROM webhook_attempts WHERE delivery_id = $1', [deliveryId]);
      expect(attempt).toEqual({ status_code: null, error: expect.stringMatching(/localhost resolves to .* is a special-purpose address \(Loopback/) });
    });
    expect(receiver.received).toHaveLength(0);
  });
});
