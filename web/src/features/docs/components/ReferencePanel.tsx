import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BUILD_ID } from '../../../config/build';
import { PRODUCT_NAME } from '../../../config/product';

/** The static reference, versioned per build so a deploy never shows a stale copy. */
const REFERENCE_URL = `/docs/api-reference.html?v=${encodeURIComponent(BUILD_ID)}`;

const guide = [
  'Create a user with POST /users, using your client-id and client-secret. Keep the user-id and user-secret it returns.',
  'Create a connection with POST /connections: the user-id, the user-secret, the connection type (read-only or trade-enabled) and your redirect_url.',
  'Show the user the authentication URL from the response.',
  'The user logs in at the broker and picks the account to connect.',
  'The broker redirects the user to your redirect_url.',
  'The user is authenticated: read their accounts and, with a trade-enabled connection, place orders.',
];

export function ReferencePanel() {
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.75rem' }}>
        Your first user and connection
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>
        Each connection belongs to one user and one broker: a user with two brokers needs two connections.
      </Typography>
      <Box component="ol" sx={{ pl: 3, mt: 2 }}>
        {guide.map((step) => (
          <Box component="li" key={step} sx={{ mb: 1 }}>
            {step}
          </Box>
        ))}
      </Box>
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
