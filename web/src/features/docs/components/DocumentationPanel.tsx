import HubIcon from '@mui/icons-material/Hub';
import LockIcon from '@mui/icons-material/Lock';
import StreamIcon from '@mui/icons-material/Stream';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';

const features = [
  { title: 'Secure Connections', text: 'Users authorize access at their broker through OAuth; you never see their broker password.', Icon: LockIcon },
  { title: 'Multiple Brokers', text: 'One interface and one data model for every supported broker.', Icon: HubIcon },
  { title: 'REST API', text: 'Request-response endpoints for orders, balances, buying power, positions and history.', Icon: SwapHorizIcon },
  { title: 'WebSocket API', text: 'Streaming updates when orders, balances, buying power or positions change.', Icon: StreamIcon },
];

// The sandbox is self-serve: no credentials come from sales (the spec's "request a client-id" step described an API that does not exist).
const steps: { title: string; text: string; link?: { to: string; label: string } }[] = [
  { title: 'Create a developer account', text: 'Free, in a minute, no sales call.', link: { to: paths.register, label: 'Sign up' } },
  {
    title: 'Make an API key',
    text: 'In the developer console. A key (bb_test_…) is shown once and carries every sandbox scope unless you untick some.',
    link: { to: paths.developers, label: 'Developer console' },
  },
  {
    title: 'Place a first order and watch its events',
    text: 'Install the SDK this server serves, open a paper account and trade; events stream and arrive as signed webhooks.',
    link: { to: paths.guideQuickstart, label: 'Quickstart' },
  },
  {
    title: 'Test every outcome, then go live',
    text: 'Script fills, rejections, faults and time in the sandbox; the same code then runs against live brokers.',
    link: { to: paths.guideTesting, label: 'Testing guide' },
  },
];

const guides = [
  { to: paths.guideQuickstart, title: 'Quickstart', text: 'A first order, its event stream and a verified webhook, with copy-paste code.' },
  { to: paths.guideTesting, title: 'Testing', text: 'Scripted outcomes, the account clock, faults, and webhooks with brokerbridge listen and trigger.' },
  { to: paths.guideGoingLive, title: 'Going live', text: 'What differs from the sandbox, and what to check before you switch.' },
];

const connectionTypes = [
  { title: 'Read-Only', items: ['Account information', 'Balances', 'Transaction history', 'Positions', 'Portfolio analytics'] },
  { title: 'Trade Enabled', items: ['Everything in Read-Only', 'Buy and sell orders', 'Cancelling open orders', 'Position adjustments'] },
];

export function DocumentationPanel({ onViewReference }: { onViewReference: () => void }) {
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.75rem' }}>
        Welcome to the {PRODUCT_NAME} API
      </Typography>
      <Typography sx={{ mt: 1.5, color: 'text.secondary', maxWidth: 760 }}>
        {PRODUCT_NAME} is a connectivity layer between your trading platform and your users&apos; brokers. Integrate once and give your users real-time account
        data and trading in stocks, complex options and futures, at every broker we support.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 2, mt: 3 }}>
        {features.map(({ title, text, Icon }) => (
          <Paper key={title} variant="outlined" sx={{ p: 2.5 }}>
            <Icon color="primary" aria-hidden="true" />
            <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 1 }}>
              {title}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
              {text}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mt: 6 }}>
        Getting Started
      </Typography>
      <Box component="ol" sx={{ pl: 3, mt: 1.5 }}>
        {steps.map(({ title, text, link }) => (
          <Box component="li" key={title} sx={{ mb: 1.5 }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {title}.
            </Typography>{' '}
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {text}
            </Typography>{' '}
            {link && (
              <Link component={RouterLink} to={link.to} underline="always">
                {link.label}
              </Link>
            )}
          </Box>
        ))}
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mt: 5 }}>
        Guides
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, mt: 1 }}>
        {guides.map(({ to, title, text }) => (
          <Paper key={to} variant="outlined" sx={{ p: 2.5 }}>
            <Link component={RouterLink} to={to} underline="always" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
              {title}
            </Link>
            <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
              {text}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Typography sx={{ mt: 2 }}>
        Every call is in the{' '}
        <Link component={RouterLink} to={paths.apiDocumentationV1} underline="always">
          sandbox API reference
        </Link>
        , every error code on the{' '}
        <Link component={RouterLink} to={paths.apiErrors} underline="always">
          errors page
        </Link>
        .
      </Typography>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mt: 5 }}>
        Connection Types
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, gap: 2, mt: 1 }}>
        {connectionTypes.map(({ title, items }) => (
          <Paper key={title} variant="outlined" sx={{ p: 2.5 }}>
            <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
              {title}
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, mb: 0, color: 'text.secondary' }}>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
      <Button variant="contained" size="large" sx={{ mt: 5 }} onClick={onViewReference}>
        View API Reference
      </Button>
    </Box>
  );
}
