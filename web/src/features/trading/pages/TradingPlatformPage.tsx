import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Activity, lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/feedback/PageSpinner';
import { useToast } from '../../../components/feedback/useToast';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { OAuthCredentialsCard, type OAuthCredentials } from '../components/OAuthCredentialsCard';
import { OAuthSimulationCard } from '../components/OAuthSimulationCard';
import { preloadTradingStream } from '../tradingStream';
import { useDemoConnection } from '../useDemoConnection';

// The trading view is its own chunk: the OAuth form loads without it, and it is fetched while
// the simulated authorization runs, so it is ready when the view is due.
const loadTradingView = () => {
  preloadTradingStream();
  return import('../components/TradingDashboard');
};
const TradingDashboard = lazy(() => loadTradingView().then((m) => ({ default: m.TradingDashboard })));

export function TradingPlatformPage() {
  const toast = useToast();
  const demo = useDemoConnection(() => {
    toast({ title: 'Authentication Successful', description: `Connected to Brokerage via ${PRODUCT_NAME} API`, variant: 'success' });
  });

  const submit = (values: OAuthCredentials) => {
    if (!values.clientId || !values.clientSecret || !values.username || !values.password) {
      toast({ title: 'Missing Credentials', description: 'Please fill in all OAuth credentials', variant: 'error' });
      return;
    }
    void loadTradingView();
    demo.start(values);
  };

  const busy = demo.phase === 'redirecting' || demo.phase === 'exchanging' || demo.phase === 'connected';
  const showView = demo.phase === 'authorized';
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageMeta {...PAGE_META[paths.tradingPlatform]} />
      {/* Built hidden while the authorization is simulated (no effects run, so nothing is fetched
          by it), so that showing it at 2 s costs a switch, not a render of the whole view. */}
      {(busy || showView) && (
        <Activity mode={showView ? 'visible' : 'hidden'}>
          <Suspense fallback={<PageSpinner label="Loading the trading view" />}>
            <TradingDashboard username={demo.username} onNoAccount={demo.restart} />
          </Suspense>
        </Activity>
      )}
      {!showView && <OAuthView busy={busy} demo={demo} onSubmit={submit} />}
    </Container>
  );
}

function OAuthView({ busy, demo, onSubmit }: { busy: boolean; demo: ReturnType<typeof useDemoConnection>; onSubmit: (values: OAuthCredentials) => void }) {
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        {PRODUCT_NAME} API Demo
      </Typography>
      <Typography sx={{ mt: 1, mb: 4, color: 'text.secondary' }}>OAuth Authentication Flow</Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <OAuthCredentialsCard busy={busy} onSubmit={onSubmit} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <OAuthSimulationCard phase={demo.phase} username={demo.username} clientId={demo.clientId} error={demo.error} onRetry={demo.retry} />
        </Grid>
      </Grid>
    </>
  );
}
