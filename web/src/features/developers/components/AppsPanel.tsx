import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { useToast } from '../../../components/feedback/useToast';
import { paths } from '../../../config/paths';
import { useDeleteAppMutation, useListAppsQuery, useRotateAppSecretMutation } from '../connectApi';
import type { CreatedPartnerApp, PartnerApp } from '../connectTypes';
import { formatWhen } from '../format';
import { useDialogTarget } from '../useDialogTarget';
import { AppSecretReveal } from './AppSecretReveal';
import { CreateAppDialog, EditRedirectUrisDialog } from './AppDialogs';
import { ConfirmDialog } from './ConfirmDialog';
import { Panel } from './Panel';

const hasSecret = (app: CreatedPartnerApp | null): app is CreatedPartnerApp & { clientSecret: string } => !!app?.clientSecret;

/** The developer's partner apps (OAuth clients of BrokerBridge Connect): create, edit redirect URIs, rotate the secret, delete. */
export function AppsPanel() {
  const { data: apps, isLoading, error, refetch } = useListAppsQuery();
  const [creating, setCreating] = useState(false);
  // The secret exists only in this state: leaving the section forgets it, as the warning says.
  const [revealed, setRevealed] = useState<CreatedPartnerApp | null>(null);
  const editing = useDialogTarget<PartnerApp>();
  const rotating = useDialogTarget<PartnerApp>();
  const deleting = useDialogTarget<PartnerApp>();
  const [rotateSecret, { isLoading: rotateBusy }] = useRotateAppSecretMutation();
  const [deleteApp, { isLoading: deleteBusy }] = useDeleteAppMutation();
  const toast = useToast();

  const rotate = async () => {
    const app = rotating.target;
    if (!app) return;
    try {
      setRevealed(await rotateSecret(app.id).unwrap());
      rotating.close();
    } catch (e) {
      toast({ title: 'Secret not rotated', description: serverMessage(e, 'Please try again.'), variant: 'error' });
    }
  };

  const remove = async () => {
    const app = deleting.target;
    if (!app) return;
    try {
      await deleteApp(app.id).unwrap();
      toast({ title: 'App deleted', description: `${app.name} and its connections are gone.`, variant: 'success' });
      if (revealed?.id === app.id) setRevealed(null);
      deleting.close();
    } catch (e) {
      toast({ title: 'App not deleted', description: serverMessage(e, 'Please try again.'), variant: 'error' });
    }
  };

  return (
    <Panel
      title="Apps"
      intro="An app is how your product asks an investor to connect their broker account (OAuth 2.0 with PKCE)."
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          Create app
        </Button>
      }
      loading={isLoading}
      error={apps ? undefined : error}
      onRetry={() => void refetch()}
    >
      {hasSecret(revealed) && <AppSecretReveal created={revealed} onDismiss={() => setRevealed(null)} />}
      {apps?.length ? (
        <AppList apps={apps} onEdit={editing.show} onRotate={rotating.show} onDelete={deleting.show} />
      ) : (
        <Alert severity="info">
          <AlertTitle>No apps yet</AlertTitle>
          Create an app to get a client id (and, for a server, a client secret) and send investors through BrokerBridge Connect to pick the broker accounts your
          product may read and trade. The partner app in <code>examples/partner-app</code> walks the whole flow; the calls are in the{' '}
          <Link component={RouterLink} to={paths.apiDocumentationV1} underline="always">
            API reference
          </Link>
          .
        </Alert>
      )}
      <CreateAppDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(app) => {
          setCreating(false);
          setRevealed(app);
          if (!app.clientSecret) toast({ title: 'App created', description: `${app.name} is public: it uses PKCE and has no secret.`, variant: 'success' });
        }}
      />
      <EditRedirectUrisDialog app={editing.target} open={editing.open} onClose={editing.close} />
      <ConfirmDialog
        open={rotating.open}
        title={`Rotate the secret of “${rotating.target?.name ?? ''}”?`}
        confirmLabel="Rotate secret"
        busy={rotateBusy}
        onConfirm={() => void rotate()}
        onClose={rotating.close}
      >
        The current secret stops working at once: your server must switch to the new one, which is shown once.
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting.open}
        title={`Delete “${deleting.target?.name ?? ''}”?`}
        confirmLabel="Delete app"
        busy={deleteBusy}
        onConfirm={() => void remove()}
        onClose={deleting.close}
      >
        Its client id stops working and every connection investors made to it ends, with their tokens. This cannot be undone.
      </ConfirmDialog>
    </Panel>
  );
}

interface ListProps {
  apps: PartnerApp[];
  onEdit: (app: PartnerApp) => void;
  onRotate: (app: PartnerApp) => void;
  onDelete: (app: PartnerApp) => void;
}

/** One card per app, so nothing is cut off on a phone. */
function AppList({ apps, onEdit, onRotate, onDelete }: ListProps) {
  return (
    <Stack component="ul" aria-label="Apps" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {apps.map((app) => (
        <Box component="li" key={app.id} aria-label={app.name} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
          <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {app.name} <Chip size="small" variant="outlined" label={app.type} sx={{ ml: 0.5, verticalAlign: 'middle' }} />
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, mt: 1, display: 'grid', gap: 1, '& dt': { fontSize: '0.8rem', color: 'text.secondary' }, '& dd': { m: 0, overflowWrap: 'anywhere' } }}
          >
            <div>
              <dt>Client id</dt>
              <Box component="dd" sx={{ fontFamily: 'monospace' }}>
                {app.clientId}
              </Box>
            </div>
            <div>
              <dt>Redirect URIs</dt>
              {app.redirectUris.map((uri) => (
                <Box component="dd" key={uri} sx={{ fontFamily: 'monospace', fontSize: '0.85rem' }}>
                  {uri}
                </Box>
              ))}
            </div>
            <div>
              <dt>Created</dt>
              <dd>{formatWhen(app.createdAt)}</dd>
            </div>
          </Box>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1.5 }}>
            <Button size="small" variant="outlined" onClick={() => onEdit(app)} aria-label={`Edit redirect URIs of ${app.name}`}>
              Edit redirect URIs
            </Button>
            {app.type === 'confidential' && (
              <Button size="small" variant="outlined" onClick={() => onRotate(app)} aria-label={`Rotate the secret of ${app.name}`}>
                Rotate secret
              </Button>
            )}
            <Button size="small" variant="outlined" color="error" onClick={() => onDelete(app)} aria-label={`Delete ${app.name}`}>
              Delete
            </Button>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
