import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { useToast } from '../../../components/feedback/useToast';
import { developerAccountPath, paths } from '../../../config/paths';
import { useListAppsQuery, useListConnectionsQuery, useRevokeConnectionMutation } from '../connectApi';
import type { Connection } from '../connectTypes';
import { formatWhen } from '../format';
import { useDialogTarget } from '../useDialogTarget';
import { ConfirmDialog } from './ConfirmDialog';
import { Panel } from './Panel';

const STATUS_COLOR = { active: 'success', broken: 'warning', revoked: 'default' } as const;

/** The broker accounts investors connected to the developer's apps; revoking one ends its tokens. */
export function ConnectionsPanel() {
  const { data: connections, isLoading, error, refetch } = useListConnectionsQuery();
  // App names for the cards; a connection still shows (by app id) while they load or if they fail.
  const { data: apps } = useListAppsQuery();
  const revoking = useDialogTarget<Connection>();
  const [revokeConnection, { isLoading: revokeBusy }] = useRevokeConnectionMutation();
  const toast = useToast();
  const appName = (id: string) => apps?.find((app) => app.id === id)?.name ?? id;

  const revoke = async () => {
    const connection = revoking.target;
    if (!connection) return;
    try {
      await revokeConnection(connection.id).unwrap();
      toast({ title: 'Connection revoked', description: `${appName(connection.appId)} can no longer reach these accounts.`, variant: 'success' });
      revoking.close();
    } catch (e) {
      toast({ title: 'Connection not revoked', description: serverMessage(e, 'Please try again.'), variant: 'error' });
    }
  };

  return (
    <Panel
      title="Connections"
      intro="The broker accounts investors have connected to your apps, newest first."
      loading={isLoading}
      error={connections ? undefined : error}
      onRetry={() => void refetch()}
    >
      {connections?.length ? (
        <Stack component="ul" aria-label="Connections" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {connections.map((c) => (
            <Box component="li" key={c.id} aria-label={`${appName(c.appId)} at ${c.broker}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
                <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {appName(c.appId)} · {c.broker}{' '}
                  <Chip size="small" color={STATUS_COLOR[c.status]} label={c.status} sx={{ ml: 0.5, verticalAlign: 'middle' }} />
                </Typography>
                {c.status !== 'revoked' && (
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    onClick={() => revoking.show(c)}
                    aria-label={`Revoke the connection of ${appName(c.appId)} at ${c.broker}`}
                    sx={{ alignSelf: { xs: 'flex-start' }, flexShrink: 0 }}
                  >
                    Revoke
                  </Button>
                )}
              </Stack>
              <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', mt: 1 }} aria-label="Scopes">
                {c.grantedScopes.map((scope) => (
                  <Chip key={scope} size="small" label={scope} />
                ))}
              </Stack>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  mt: 1.5,
                  display: 'grid',
                  gap: 1,
                  '& dt': { fontSize: '0.8rem', color: 'text.secondary' },
                  '& dd': { m: 0, overflowWrap: 'anywhere' },
                }}
              >
                <div>
                  <dt>Accounts</dt>
                  {c.accountIds.map((id) => (
                    <Box component="dd" key={id} sx={{ fontFamily: 'monospace', fontSize: '0.85rem' }}>
                      <Link component={RouterLink} to={developerAccountPath(id)} underline="always">
                        {id}
                      </Link>
                    </Box>
                  ))}
                </div>
                <div>
                  <dt>Created</dt>
                  <dd>{formatWhen(c.createdAt)}</dd>
                </div>
              </Box>
            </Box>
          ))}
        </Stack>
      ) : (
        <Alert severity="info">
          <AlertTitle>No connections yet</AlertTitle>A connection appears here when an investor connects a broker account to one of your{' '}
          <Link component={RouterLink} to={paths.developerApps} underline="always">
            apps
          </Link>
          . In the sandbox, POST /v1/sandbox/connections makes one without a browser.
        </Alert>
      )}
      <ConfirmDialog
        open={revoking.open}
        title={`Revoke the connection of “${revoking.target ? appName(revoking.target.appId) : ''}”?`}
        confirmLabel="Revoke connection"
        busy={revokeBusy}
        onConfirm={() => void revoke()}
        onClose={revoking.close}
      >
        Every token of this connection stops working at once; the investor must connect again. This cannot be undone.
      </ConfirmDialog>
    </Panel>
  );
}
