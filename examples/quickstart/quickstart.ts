// The BrokerBridge quickstart: a sandbox account, a first order, its events as they stream,
// and the order.filled webhook, verified. Run: BROKERBRIDGE_API_KEY=bb_test_... npm start
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createAccount,
  createSandboxClient,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getClock,
  moveClock,
  placeOrder,
  streamEvents,
  verifyWebhook,
  type WebhookEventOf,
} from '@brokerbridge/sdk';

const baseUrl = process.env.BROKERBRIDGE_BASE_URL ?? 'http://localhost:3000';
const apiKey = process.env.BROKERBRIDGE_API_KEY;
/** Set when `npx brokerbridge listen --forward-to http://localhost:4000/webhooks --secret <it>` forwards the events (a laptop behind NAT). */
const listenSecret = process.env.BROKERBRIDGE_WEBHOOK_SECRET;
const port = Number(process.env.PORT ?? 4000);
const TIMEOUT_MS = 20_000;

async function main(): Promise<void> {
  if (!apiKey) throw new Error('Set BROKERBRIDGE_API_KEY to a key from the console (/developers)');
  const started = Date.now();
  const client = createSandboxClient({ baseUrl, apiKey });
  const stop = new AbortController();

  // 1. A webhook receiver: every delivery is verified before it is trusted.
  let secret = listenSecret ?? '';
  let onFilled: (event: WebhookEventOf<'order.filled'>) => void = () => {};
  const filledWebhook = new Promise<WebhookEventOf<'order.filled'>>((resolve) => (onFilled = resolve));
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      try {
        const event = verifyWebhook(body, req.headers, secret);
        if (event.type === 'order.filled') onFilled(event);
        res.writeHead(200).end();
      } catch (error) {
        console.error('Refused a webhook:', (error as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;

  // 2. Where the events go: a registered endpoint (its secret is shown once), or `brokerbridge listen`.
  let endpointId: string | undefined;
  if (!listenSecret) {
    const { data: endpoint } = await createWebhookEndpoint({ client, body: { url: receiverUrl, events: ['order.filled'] }, throwOnError: true });
    endpointId = endpoint.id;
    secret = endpoint.secret;
    console.log(`Webhook endpoint ${endpoint.id} -> ${receiverUrl}`);
  } else {
    console.log(`Receiving what brokerbridge listen forwards at ${receiverUrl}`);
  }

  try {
    // 3. A sandbox account and its live event stream.
    const { data: account } = await createAccount({ client, body: { label: 'quickstart' }, throwOnError: true });
    console.log(`Account ${account.id}: cash ${account.cash}`);
    // A market order waits for the open, as at a real broker: on a night, a weekend or a holiday,
    // move this account's own clock to the next open (only this account's time moves).
    const { data: clock } = await getClock({ client, path: { accountId: account.id }, throwOnError: true });
    if (!clock.isOpen) {
      await moveClock({ client, path: { accountId: account.id }, body: { action: 'set', to: clock.nextOpen }, throwOnError: true });
      console.log(`Market closed: moved the account's clock to the next open, ${clock.nextOpen}`);
    }
    const { stream } = await streamEvents({ client, path: { accountId: account.id }, signal: stop.signal });
    const filledOnStream = (async () => {
      for await (const event of stream) {
        console.log(`  event #${event.sequence} ${event.type}`);
        if (event.type === 'order.filled') return event;
      }
      throw new Error('The stream ended before order.filled');
    })();

    // 4. The first order.
    const { data: order } = await placeOrder({
      client,
      path: { accountId: account.id },
      body: { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 10, timeInForce: 'day' },
      throwOnError: true,
    });
    console.log(`Order ${order.id}: ${order.status}, ${order.filledQuantity} at ${order.averageFillPrice} (${Date.now() - started} ms)`);

    // 5. The same fill on the stream and as a verified webhook.
    await within(filledOnStream, 'order.filled on the event stream');
    const webhook = await within(filledWebhook, 'the order.filled webhook');
    if (webhook.data.order.id !== order.id) throw new Error(`The webhook is about order ${webhook.data.order.id}, not ${order.id}`);
    console.log(`Verified webhook: ${webhook.type} for order ${webhook.data.order.id}, ${webhook.data.order.status} (${Date.now() - started} ms)`);
  } finally {
    stop.abort();
    server.close();
    if (endpointId) await deleteWebhookEndpoint({ client, path: { id: endpointId } });
  }
}

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`No ${what} within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

main().then(
  () => console.log('Quickstart done.'),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
