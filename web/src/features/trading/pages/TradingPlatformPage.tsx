import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useToast } from '../../../components/feedback/useToast';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { OAuthCredentialsCard, type OAuthCredentials } from '../components/OAuthCredentialsCard';
import { OAuthSimulationCard } from '../components/OAuthSimulationCard';
import { TradingDashboard } from '../components/TradingDashboard';
import { useOpenAccountMutation } from '../tradingApi';
import { useSimulatedOAuth } from '../useSimulatedOAuth';

export function TradingPlatformPage() {
  const toast = useToast();
  const [credentials, setCredentials] = useState<OAuthCredentials | null>(null);
  const [openAccount, opened] = useOpenAccountMutation();
  const { phase, start } = useSimulatedOAuth(() => {
    toast({ title: 'Authentication Successful', description: `Connected to Brokerage via ${PRODUCT_NAME} API`, variant: 'success' });
  });

  useEffect(() => {
    if (opened.isError) toast({ title: 'Could Not Start the Demo', description: 'Please reload the page and try again', variant: 'error' });
  }, [opened.isError, toast]);

  const submit = (values: OAuthCredentials) => {
    if (!values.clientId || !values.clientSecret || !values.username || !values.password) {
      toast({ title: 'Missing Credentials', description: 'Please fill in all OAuth credentials', variant: 'error' });
      return;
    }
    setCredentials(values);
    // The demo account is opened when the visitor actually starts the demo, and at once, so it
    // is ready when the simulated authorization ends and the trading view is due.
    void openAccount();
    start();
  };

  if (phase === 'authorized' && credentials && opened.isSuccess) {
    return (
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <PageMeta {...PAGE_META[paths.tradingPlatform]} />
        <TradingDashboard username={credentials.username} />
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageMeta {...PAGE_META[paths.tradingPlatform]} />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        {PRODUCT_NAME} API Demo
      </Typography>
      <Typography sx={{ mt: 1, mb: 4, color: 'text.secondary' }}>OAuth Authentication Flow</Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <OAuthCredentialsCard busy={phase !== 'credentials'} onSubmit={submit} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <OAuthSimulationCard phase={phase} username={credentials?.username ?? ''} clientId={credentials?.clientId ?? ''} />
        </Grid>
      </Grid>
    </Container>
  );
}
