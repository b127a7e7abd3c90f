import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BUILD_ID } from '../../../config/build';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';

/** The static reference, versioned per build so a deploy never shows a stale copy. */
const REFERENCE_URL = `/docs/api-reference.html?v=${encodeURIComponent(BUILD_ID)}`;

// The sandbox's real first call; the frame below keeps the static reference the spec embeds.
const guide = [
  'Sign up and create an API key in the developer console (bb_test_…, shown once).',
  'Send it as Authorization: Bearer <key> to any /v1 call: POST /v1/accounts opens a paper account with $100,000.',
  'POST /v1/accounts/{accountId}/orders places an order; its events stream from /v1/accounts/{accountId}/events/stream and arrive as signed webhooks.',
  'Every call, with request and response examples and curl and TypeScript snippets, is in the sandbox API reference.',
];

export function ReferencePanel() {
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.75rem' }}>
        Your first sandbox call
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>The sandbox API (/v1) is open to every developer account: no credentials to request.</Typography>
      <Box component="ol" sx={{ pl: 3, mt: 2 }}>
        {guide.map((step) => (
          <Box component="li" key={step} sx={{ mb: 1 }}>
            {step}
          </Box>
        ))}
      </Box>
      <Button component={RouterLink} to={paths.apiDocumentationV1} variant="contained" sx={{ mt: 1 }}>
        Open the sandbox API reference
      </Button>
      <Typography variant="h3" sx={{ fontSize: '1.2rem', mt: 4 }}>
        Broker connections (users and OAuth links)
      </Typography>
      <Box
        component="iframe"
        src={REFERENCE_URL}
        title={`${PRODUCT_NAME} API reference`}
        loading="lazy"
        sx={{ mt: 3, width: '100%', height: '70vh', minHeight: 500, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        <a href={REFERENCE_URL} target="_blank" rel="noopener noreferrer">
          Open the API reference in a new tab
        </a>
      </Typography>
    </Box>
  );
}
