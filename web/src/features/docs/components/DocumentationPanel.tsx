import HubIcon from '@mui/icons-material/Hub';
import LockIcon from '@mui/icons-material/Lock';
import StreamIcon from '@mui/icons-material/Stream';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '../../../config/product';

const features = [
  { title: 'Secure Connections', text: 'Users authorize access at their broker through OAuth; you never see their broker password.', Icon: LockIcon },
  { title: 'Multiple Brokers', text: 'One interface and one data model for every supported broker.', Icon: HubIcon },
  { title: 'REST API', text: 'Request-response endpoints for orders, balances, buying power, positions and history.', Icon: SwapHorizIcon },
  { title: 'WebSocket API', text: 'Streaming updates when orders, balances, buying power or positions change.', Icon: StreamIcon },
];

const steps = [
  ['Request API credentials', 'Contact our team for a client-id and client-secret for your platform.'],
  ['Create users', 'Create one API user for each person on your platform; you receive a user-id and user-secret.'],
  ['Connect brokerage accounts', 'Create a connection to get an OAuth link; the user logs in at the broker, for a live or a paper account.'],
  [
    'Get account data and place trades',
    'Read accounts, balances and positions, and place orders. Test freely with the free paper trading accounts of supported brokers.',
  ],
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
        {steps.map(([title, text]) => (
          <Box component="li" key={title} sx={{ mb: 1.5 }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {title}.
            </Typography>{' '}
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {text}
            </Typography>
          </Box>
        ))}
      </Box>
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
