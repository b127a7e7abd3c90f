import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, Link as RouterLink, Route, Routes } from 'react-router';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
import { AccountDetail } from '../components/AccountDetail';
import { AccountsPanel } from '../components/AccountsPanel';
import { AppsPanel } from '../components/AppsPanel';
import { ConnectionsPanel } from '../components/ConnectionsPanel';
import { ConsoleNav } from '../components/ConsoleNav';
import { KeysPanel } from '../components/KeysPanel';
import { QuickstartPanel } from '../components/QuickstartPanel';
import { RequestsPanel } from '../components/RequestsPanel';
import { WebhooksPanel } from '../components/WebhooksPanel';
import type { CreatedApiKey } from '../developerTypes';

/** The developer console: a navigation of sections, each at its own address below /developers. */
export function DevelopersPage() {
  // The full key exists only in this state: leaving the console forgets it, as promised.
  const [revealed, setRevealed] = useState<CreatedApiKey | null>(null);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta {...PAGE_META[paths.developers]} />
      <Typography variant="h1">Developer Console</Typography>
      <Typography sx={{ mt: 1, mb: { xs: 2, md: 4 }, fontSize: '1.1rem', color: 'text.secondary' }}>
        Keys, sandbox accounts, webhooks and your recent calls to the sandbox API. Read every call in the{' '}
        <Link component={RouterLink} to={paths.apiDocumentationV1} underline="always">
          API reference
        </Link>
        .
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '170px minmax(0, 1fr)' }, columnGap: 4 }}>
        <ConsoleNav />
        <Box sx={{ minWidth: 0 }}>
          <Routes>
            <Route index element={<Navigate to={paths.developerKeys} replace />} />
            <Route
              path="keys"
              element={
                <Stack spacing={3}>
                  <KeysPanel revealed={revealed} onReveal={setRevealed} />
                  <QuickstartPanel apiKey={revealed} />
                </Stack>
              }
            />
            <Route path="apps" element={<AppsPanel />} />
            <Route path="connections" element={<ConnectionsPanel />} />
            <Route path="accounts" element={<AccountsPanel />} />
            <Route path="accounts/:accountId" element={<AccountDetail />} />
            <Route path="requests" element={<RequestsPanel />} />
            <Route path="webhooks" element={<WebhooksPanel />} />
            <Route
              path="*"
              element={
                <Alert severity="warning">
                  The console has no such section.{' '}
                  <Link component={RouterLink} to={paths.developerKeys} underline="always">
                    Go to your keys
                  </Link>
                  .
                </Alert>
              }
            />
          </Routes>
        </Box>
      </Box>
    </Container>
  );
}
