import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { GuideLayout } from '../guides/GuideLayout';

const differences: [string, string][] = [
  [
    'Time and prices',
    'A live account follows the real market: no clock to move, no seed, no set price. Orders placed while the market is closed wait for the open, as in the sandbox.',
  ],
  [
    'Outcomes',
    'simulate and the faults call exist only in the sandbox: real brokers fill partially, reject and go down on their own. Handle every order status and every error code you tested.',
  ],
  ['Scopes', 'sandbox:control is a sandbox scope. Give each live key only the scopes it needs (accounts:read, trading:write, webhooks:manage).'],
  [
    'Webhooks',
    'Endpoints must be public https addresses: private and loopback addresses are refused in production, and brokerbridge listen is a sandbox tool. Verify every signature, answer 2xx quickly and drop duplicate webhook-ids.',
  ],
  ['Retries', 'Send an Idempotency-Key with every POST that places or changes something, so a retry after a timeout never places an order twice.'],
  ['Limits', 'Rate limits are per key; each broker may add its own. Honour Retry-After on 429 and 503.'],
  [
    'Keys',
    'Keep keys on your servers, never in an app or a browser. Roll a key (the old one stays valid for the grace period you choose) rather than sharing it.',
  ],
];

export function GoingLiveGuide() {
  return (
    <GuideLayout path={paths.guideGoingLive}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.4rem' } }}>
        Going live: what differs from the sandbox
      </Typography>
      <Typography>
        The sandbox and live trading share one API: the same calls, bodies, events, webhooks and error codes, so code written against the sandbox runs
        unchanged. Live access is opened per platform:{' '}
        <Link component={RouterLink} to={paths.contact} underline="always">
          contact us
        </Link>{' '}
        when your integration is ready. What changes when it does:
      </Typography>
      <Box component="dl" sx={{ mt: 3, '& dt': { fontWeight: 700, mt: 2 }, '& dd': { ml: 0, mt: 0.5, color: 'text.secondary' } }}>
        {differences.map(([term, text]) => (
          <Box key={term}>
            <dt>{term}</dt>
            <dd>{text}</dd>
          </Box>
        ))}
      </Box>
      <Typography variant="h2">Before you switch</Typography>
      <Box component="ul" sx={{ pl: 3 }}>
        <li>Your tests cover every outcome of the testing guide: fills, partial fills, rejections, cancels, expiries and faults.</li>
        <li>Your webhook receiver verifies signatures, is idempotent on webhook-id, and catches up from the event list after downtime.</li>
        <li>Errors are handled by their code, and the correlationId is logged with them.</li>
      </Box>
      <Typography>
        <Link component={RouterLink} to={paths.guideTesting} underline="always">
          Testing guide
        </Link>{' '}
        ·{' '}
        <Link component={RouterLink} to={paths.apiErrors} underline="always">
          Error codes
        </Link>
      </Typography>
    </GuideLayout>
  );
}
