import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths, referenceOperationPath, referenceWebhookPath } from '../../../config/paths';
import { CodeSample } from '../components/CodeSample';
import { siteOrigin } from '../../../config/siteOrigin';
import { GuideLayout } from '../guides/GuideLayout';

const install = (origin: string) => `mkdir my-broker-app && cd my-broker-app && npm init -y && npm pkg set type=module
npm install ${origin}/sdk/brokerbridge-sdk.tgz typescript tsx @types/node
export BROKERBRIDGE_API_KEY=bb_test_...   # from the developer console
export BROKERBRIDGE_BASE_URL=${origin}`;

const firstOrder = `// first-order.ts — run with: npx tsx first-order.ts
import { createAccount, createSandboxClient, getClock, moveClock, placeOrder } from '@brokerbridge/sdk';

const client = createSandboxClient({ baseUrl: process.env.BROKERBRIDGE_BASE_URL!, apiKey: process.env.BROKERBRIDGE_API_KEY! });

const { data: account } = await createAccount({ client, body: { label: 'quickstart' }, throwOnError: true });
console.log(\`Account \${account.id}: cash \${account.cash}\`);

// A market order waits for the open, as at a real broker. On a night, a weekend or a holiday,
// move this account's own clock to the next open (only this account's time moves).
const { data: clock } = await getClock({ client, path: { accountId: account.id }, throwOnError: true });
if (!clock.isOpen) {
  await moveClock({ client, path: { accountId: account.id }, body: { action: 'set', to: clock.nextOpen }, throwOnError: true });
}

const { data: order } = await placeOrder({
  client,
  path: { accountId: account.id },
  body: { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 10, timeInForce: 'day' },
  throwOnError: true,
});
console.log(\`Order \${order.id}: \${order.status}, \${order.filledQuantity} at \${order.averageFillPrice}\`);`;

const curlOrder = (origin: string) => `ACCOUNT=$(curl -s -X POST ${origin}/v1/accounts \\
  -H "Authorization: Bearer $BROKERBRIDGE_API_KEY" -H "Content-Type: application/json" \\
  -d '{"label":"quickstart"}' | node -pe 'JSON.parse(require("fs").readFileSync(0)).id')

# Closed market? Move this account's clock to the next open first.
NEXT_OPEN=$(curl -s ${origin}/v1/accounts/$ACCOUNT/clock -H "Authorization: Bearer $BROKERBRIDGE_API_KEY" \\
  | node -pe 'const c = JSON.parse(require("fs").readFileSync(0)); c.isOpen ? "" : c.nextOpen')
[ -n "$NEXT_OPEN" ] && curl -s -X POST ${origin}/v1/accounts/$ACCOUNT/clock \\
  -H "Authorization: Bearer $BROKERBRIDGE_API_KEY" -H "Content-Type: application/json" \\
  -d "{\\"action\\":\\"set\\",\\"to\\":\\"$NEXT_OPEN\\"}"

curl -X POST ${origin}/v1/accounts/$ACCOUNT/orders \\
  -H "Authorization: Bearer $BROKERBRIDGE_API_KEY" -H "Content-Type: application/json" \\
  -H "Idempotency-Key: first-order-1" \\
  -d '{"symbol":"AAPL","side":"buy","type":"market","quantity":10,"timeInForce":"day"}'`;

const stream = `// stream.ts — every event of one account as it happens, resumed after a dropped connection.
import { createSandboxClient, streamEvents } from '@brokerbridge/sdk';

const client = createSandboxClient({ baseUrl: process.env.BROKERBRIDGE_BASE_URL!, apiKey: process.env.BROKERBRIDGE_API_KEY! });
const { stream } = await streamEvents({ client, path: { accountId: process.argv[2] } });
for await (const event of stream) {
  console.log(\`#\${event.sequence} \${event.type}\`); // #1 order.accepted, #2 order.filled, ...
}`;

const webhook = `// webhooks.ts — a receiver that trusts nothing it has not verified.
import { createServer } from 'node:http';
import { verifyWebhook, WebhookVerificationError } from '@brokerbridge/sdk';

createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    try {
      // The raw body, exactly as received: parsing and re-serialising it breaks the signature.
      const event = verifyWebhook(body, req.headers, process.env.BROKERBRIDGE_WEBHOOK_SECRET!);
      if (event.type === 'order.filled') console.log('filled', event.data.order.id, event.data.order.averageFillPrice);
      res.writeHead(200).end();
    } catch (error) {
      res.writeHead(error instanceof WebhookVerificationError ? 400 : 500).end();
    }
  });
}).listen(4000, () => console.log('Receiving webhooks at http://localhost:4000/webhooks'));`;

const listen = `npx brokerbridge listen --forward-to http://localhost:4000/webhooks
# Ready! Your webhook signing secret is whsec_... (^C to quit)

# In a second terminal, with that secret:
BROKERBRIDGE_WEBHOOK_SECRET=whsec_... npx tsx webhooks.ts

# In a third: a real order.filled in a sandbox account, forwarded to your receiver.
npx brokerbridge trigger order.filled`;

export function QuickstartGuide() {
  const origin = siteOrigin();
  return (
    <GuideLayout path={paths.guideQuickstart}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.4rem' } }}>
        Quickstart: a first order, its events and a verified webhook
      </Typography>
      <Typography>
        About five minutes from a new account to a verified <code>order.filled</code> webhook. Everything runs against the sandbox: paper accounts on the same
        simulator as the demo, nothing mocked. The whole program is in the repository as <code>examples/quickstart</code>.
      </Typography>

      <Typography variant="h2">1. A key</Typography>
      <Typography>
        <Link component={RouterLink} to={paths.register} underline="always">
          Create a free account
        </Link>
        , open the{' '}
        <Link component={RouterLink} to={paths.developers} underline="always">
          developer console
        </Link>{' '}
        and create an API key. It is shown once: copy it. New keys carry every sandbox scope (accounts, trading, sandbox control, webhooks); untick what a key
        should not do.
      </Typography>

      <Typography variant="h2">2. The SDK</Typography>
      <Typography>This server serves its own TypeScript SDK. In an empty folder (Node 20 or later):</Typography>
      <CodeSample label="Install" code={install(origin)} />

      <Typography variant="h2">3. A first order</Typography>
      <Typography>
        Open a sandbox account ($100,000 of paper cash) and buy 10 AAPL at market. Each sandbox account has its own market clock on the NYSE calendar: when the
        market is closed, a market order waits for the open, so the program moves that account’s clock to the next open first.
      </Typography>
      <CodeSample label="first-order.ts" code={firstOrder} />
      <Typography>The same with curl:</Typography>
      <CodeSample label="curl" code={curlOrder(origin)} />
      <Typography>
        The order answers <code>filled</code> with its <code>averageFillPrice</code>. See{' '}
        <Link component={RouterLink} to={referenceOperationPath('placeOrder')} underline="always">
          Place order
        </Link>{' '}
        for every field, limit orders and <code>Idempotency-Key</code>.
      </Typography>

      <Typography variant="h2">4. Its events, as they happen</Typography>
      <Typography>
        Every change to an account is an event with a sequence number: <code>order.accepted</code>, <code>order.filled</code>, <code>account.updated</code>,{' '}
        <code>position.updated</code>… Stream them over server-sent events; a dropped connection resumes where it left off.
      </Typography>
      <CodeSample label="stream.ts" code={stream} />
      <CodeSample label="curl" code={`curl -N ${origin}/v1/accounts/$ACCOUNT/events/stream -H "Authorization: Bearer $BROKERBRIDGE_API_KEY"`} />

      <Typography variant="h2">5. A verified webhook</Typography>
      <Typography>
        The same events arrive as webhooks, signed by the{' '}
        <Link href="https://www.standardwebhooks.com/" underline="always">
          Standard Webhooks
        </Link>{' '}
        scheme. Verify each one before trusting it:
      </Typography>
      <CodeSample label="webhooks.ts" code={webhook} />
      <Typography>
        A sandbox on another machine cannot reach your laptop. The SDK’s command streams your events and forwards each one to your receiver, signed with a
        secret it prints:
      </Typography>
      <CodeSample label="Terminal" code={listen} />
      <Typography>
        On a server the sandbox can reach, register an endpoint instead (
        <Link component={RouterLink} to={referenceOperationPath('createWebhookEndpoint')} underline="always">
          Create webhook endpoint
        </Link>{' '}
        or the console) and use its <code>whsec_</code> secret. Every payload is described under{' '}
        <Link component={RouterLink} to={referenceWebhookPath('order.filled')} underline="always">
          Webhook events
        </Link>
        .
      </Typography>

      <Typography variant="h2">Next</Typography>
      <Typography>
        <Link component={RouterLink} to={paths.guideTesting} underline="always">
          Testing
        </Link>
        : script fills and rejections, move time, inject faults, fire any webhook.
      </Typography>
    </GuideLayout>
  );
}
