import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useSearchParams } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
import { BrokerSignIn } from '../components/BrokerSignIn';
import { ConsentForm } from '../components/ConsentForm';
import { PortalCard } from '../components/PortalCard';
import { useGetInteractionQuery } from '../connectApi';

/** The connect portal: an app asks to reach the user's broker account; the user signs in at the broker and consents, or not. */
export function ConnectPage() {
  const [params] = useSearchParams();
  const uid = params.get('interaction') ?? '';
  const { data, error, isLoading } = useGetInteractionQuery(uid, { skip: !uid });

  const meta = <PageMeta {...PAGE_META[paths.connect]} noIndex />;
  if (!uid || error !== undefined) {
    return (
      <PortalCard title="This connection request cannot continue">
        {meta}
        <Alert severity="error">{serverMessage(error, 'This link has no connection request in it.')} Go back to the app you came from and start again.</Alert>
      </PortalCard>
    );
  }
  if (isLoading || !data) {
    return (
      <PortalCard title="Connecting your broker account">
        {meta}
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} role="status" aria-live="polite">
          <CircularProgress aria-label="Loading the connection request" />
        </Box>
      </PortalCard>
    );
  }
  return (
    <PortalCard
      title={`${data.app.name} wants to connect to your ${data.broker.name} account`}
      subtitle={
        data.step === 'login' ? 'Sign in at your broker to continue. Your password is never shared with the app.' : `Signed in as ${data.consent?.username}.`
      }
    >
      {meta}
      {data.step === 'login' ? <BrokerSignIn interaction={data} /> : <ConsentForm interaction={data} />}
    </PortalCard>
  );
}
