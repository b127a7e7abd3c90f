import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
import { BrokerLogo } from '../components/BrokerLogo';
import { BrokerPicker } from '../components/BrokerPicker';
import { BrokerSignIn } from '../components/BrokerSignIn';
import { ConsentForm } from '../components/ConsentForm';
import { PortalCard } from '../components/PortalCard';
import { useGetInteractionQuery } from '../connectApi';

/** The connect portal: an app asks to reach the user's broker account; the user signs in at the broker and consents, or not. */
export function ConnectPage() {
  const [params] = useSearchParams();
  const uid = params.get('interaction') ?? '';
  const { data, error, isLoading } = useGetInteractionQuery(uid, { skip: !uid });
  // Back at the pick from the sign-in ("Change broker"): a new connection may change its broker until the user signs in.
  const [changing, setChanging] = useState(false);

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
  if (data.step === 'broker' || !data.broker || (changing && data.step === 'login')) {
    return (
      <PortalCard title={`${data.app.name} wants to connect to your broker account`} subtitle="Pick your broker to continue.">
        {meta}
        <BrokerPicker interaction={data} onPicked={() => setChanging(false)} />
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
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, mb: 2 }}>
        <BrokerLogo broker={data.broker} size={32} />
        <span>{data.broker.name}</span>
        {data.step === 'login' && !data.repair && (
          <Button size="small" onClick={() => setChanging(true)}>
            Change broker
          </Button>
        )}
      </Box>
      {data.step === 'login' ? <BrokerSignIn interaction={data} /> : <ConsentForm interaction={data} />}
    </PortalCard>
  );
}
