import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
import { AccountsPanel } from '../components/AccountsPanel';
import { KeysPanel } from '../components/KeysPanel';
import { QuickstartPanel } from '../components/QuickstartPanel';
import { RequestsPanel } from '../components/RequestsPanel';
import { WebhooksPanel } from '../components/WebhooksPanel';
import type { CreatedApiKey } from '../developerTypes';

/** The developer console: keys, a first call with one, sandbox accounts and the request log. */
export function DevelopersPage() {
  // The full key exists only in this state: leaving the page forgets it, as promised.
  const [revealed, setRevealed] = useState<CreatedApiKey | null>(null);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta {...PAGE_META[paths.developers]} />
      <Typography variant="h1">Developer Console</Typography>
      <Typography sx={{ mt: 1, mb: 4, fontSize: '1.1rem', color: 'text.secondary' }}>
        Keys, sandbox accounts and your recent calls to the sandbox API. Read every call in the{' '}
        <Link component={RouterLink} to={paths.apiDocumentationV1} underline="always">
          API reference
        </Link>
        .
      </Typography>
      <Stack spacing={3}>
        <KeysPanel revealed={revealed} onReveal={setRevealed} />
        <QuickstartPanel apiKey={revealed} />
        <AccountsPanel />
        <RequestsPanel />
        <WebhooksPanel />
      </Stack>
    </Container>
  );
}
