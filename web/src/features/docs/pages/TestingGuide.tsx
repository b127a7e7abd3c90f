import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths, referenceOperationPath } from '../../../config/paths';
import { CodeSample } from '../components/CodeSample';
import { siteOrigin } from '../../../config/siteOrigin';
import { GuideLayout } from '../guides/GuideLayout';

const outcomes = `// Every order may script what the broker does with it: simulate.outcome
await placeOrder({ client, path: { accountId }, throwOnError: true,
  body: { symbol: 'AAPL', side: 'buy', type: 'market', quantity: 10, timeInForce: 'day',
    simulate: { outcome: 'partial_fill', fillRatios: [0.3, 0.7], intervalSeconds: 60 } } });
// order.accepted, order.partially_filled (3 shares), then a minute of account time later order.filled

simulate: { outcome: 'reject', reason: 'INSUFFICIENT_BUYING_POWER' } // order.rejected, with rejectReason
simulate: { outcome: 'rest' }                                         // stays pending until you cancel it or it expires
simulate: { outcome: 'fill_after', seconds: 300 }                     // fills after 5 minutes of account time
simulate: { outcome: 'cancel_by_broker', seconds: 30 }                // canceled by the broker (CANCELED_BY_BROKER)`;

const clock = `// Each sandbox account has its own clock on the NYSE calendar (weekends, holidays, 13:00 early closes).
const { data: clock } = await getClock({ client, path: { accountId }, throwOnError: true });
// { now, isOpen, nextOpen, nextClose, frozen, speed }

await moveClock({ client, path: { accountId }, body: { action: 'set', to: clock.nextOpen }, throwOnError: true });  // to the open
await moveClock({ client, path: { accountId }, body: { action: 'advance', seconds: 3600 }, throwOnError: true });   // an hour on
await moveClock({ client, path: { accountId }, body: { action: 'freeze' }, throwOnError: true });                   // time stands still
await moveClock({ client, path: { accountId }, body: { action: 'resume', speed: 60 }, throwOnError: true });       // a minute per second
// Time only moves forward (backwards is a 409). Passing the close expires day orders (order.expired).

// Prices: seed the account for a reproducible price path, or set one now (matching runs against it).
await createAccount({ client, body: { label: 'replay', seed: 42 }, throwOnError: true });
await setPrice({ client, path: { accountId }, body: { symbol: 'AAPL', price: '180.00' }, throwOnError: true });`;

const faults = (origin: string) => `# The account's next 3 calls answer 503 BROKER.UNAVAILABLE (with Retry-After: 1), then it recovers.
curl -X POST ${origin}/v1/accounts/$ACCOUNT/faults \\
  -H "Authorization: Bearer $BROKERBRIDGE_API_KEY" -H "Content-Type: application/json" \\
  -d '{"type":"broker_unavailable","calls":3}'

# Or for 30 seconds: 429 RATE_LIMITED
-d '{"type":"rate_limited","seconds":30}'
# Or a broken connection: 409 CONNECTION.BROKEN
-d '{"type":"connection_broken","calls":1}'`;

const webhooks = `# Your laptop: stream every event of your sandbox accounts to a local receiver, signed.
npx brokerbridge listen --forward-to http://localhost:4000/webhooks --events order.filled,order.rejected

# Make one happen for real in an account labelled brokerbridge-cli (listen, streams and endpoints all see it):
npx brokerbridge trigger order.filled
npx brokerbridge trigger order.rejected

# A registered endpoint: send it a sample of any event type now, then look at what was delivered.
curl -X POST ${'${BASE}'}/v1/webhooks/$ENDPOINT/test -H "Authorization: Bearer $BROKERBRIDGE_API_KEY" \\
  -H "Content-Type: application/json" -d '{"type":"order.filled"}'
curl ${'${BASE}'}/v1/webhooks/$ENDPOINT/deliveries -H "Authorization: Bearer $BROKERBRIDGE_API_KEY"`;

export function TestingGuide() {
  const origin = siteOrigin();
  return (
    <GuideLayout path={paths.guideTesting}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.4rem' } }}>
        Testing: scripted outcomes, the clock, faults and webhooks
      </Typography>
      <Typography>
        The sandbox lets a test decide what a real broker would decide for you: how an order ends, what time it is, when the broker fails, which webhook
        arrives. The same seed and the same calls give the same events. These calls need a key with the <code>sandbox:control</code> scope (new keys have it).
      </Typography>

      <Typography variant="h2">Scripted outcomes</Typography>
      <Typography>
        Add <code>simulate</code> to an order’s body. Without it, the market decides: a market order fills at once during market hours.
      </Typography>
      <CodeSample label="TypeScript" code={outcomes} />
      <Typography>
        Every field:{' '}
        <Link component={RouterLink} to={referenceOperationPath('placeOrder')} underline="always">
          Place order
        </Link>
        .
      </Typography>

      <Typography variant="h2">The clock and prices</Typography>
      <CodeSample label="TypeScript" code={clock} />
      <Typography>
        See{' '}
        <Link component={RouterLink} to={referenceOperationPath('moveClock')} underline="always">
          Move clock
        </Link>{' '}
        and{' '}
        <Link component={RouterLink} to={referenceOperationPath('setPrice')} underline="always">
          Set price
        </Link>
        .
      </Typography>

      <Typography variant="h2">Faults</Typography>
      <Typography>Prove your retries and error handling: script the account’s next calls to fail the way brokers fail, with the documented bodies.</Typography>
      <CodeSample label="curl" code={faults(origin)} />
      <Typography>
        Every code and what to do about it:{' '}
        <Link component={RouterLink} to={paths.apiErrors} underline="always">
          error codes
        </Link>
        .
      </Typography>

      <Typography variant="h2">Webhooks</Typography>
      <Typography>
        <code>brokerbridge listen</code> and <code>brokerbridge trigger</code> come with the SDK (see the{' '}
        <Link component={RouterLink} to={paths.guideQuickstart} underline="always">
          quickstart
        </Link>{' '}
        to install it). Both read <code>BROKERBRIDGE_API_KEY</code> and <code>BROKERBRIDGE_BASE_URL</code> (or <code>--api-key</code>, <code>--base-url</code>
        ).
      </Typography>
      <CodeSample label="Terminal" code={webhooks.replaceAll('${BASE}', origin)} />
      <Typography>
        Failed deliveries are retried (now, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h) with the same <code>webhook-id</code>: drop the duplicates you have
        already handled. Replay any delivery with{' '}
        <Link component={RouterLink} to={referenceOperationPath('replayWebhookDelivery')} underline="always">
          Replay webhook delivery
        </Link>
        .
      </Typography>
    </GuideLayout>
  );
}
