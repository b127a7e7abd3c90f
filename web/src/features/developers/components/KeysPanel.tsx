import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { serverMessage } from '../../../api/errors';
import { useToast } from '../../../components/feedback/useToast';
import { useListKeysQuery, useRevokeKeyMutation } from '../developersApi';
import type { ApiKey, CreatedApiKey } from '../developerTypes';
import { ConfirmDialog } from './ConfirmDialog';
import { CreateKeyDialog } from './CreateKeyDialog';
import { KeyList } from './KeyList';
import { NewKeyReveal } from './NewKeyReveal';
import { Panel } from './Panel';
import { RollKeyDialog } from './RollKeyDialog';
import { useDialogTarget } from '../useDialogTarget';

interface Props {
  /** The key just created or rolled, shown once; the page also hands it to the quickstart. */
  revealed: CreatedApiKey | null;
  onReveal: (key: CreatedApiKey | null) => void;
}

export function KeysPanel({ revealed, onReveal }: Props) {
  const { data: keys, isLoading, error, refetch } = useListKeysQuery();
  const [creating, setCreating] = useState(false);
  const rolling = useDialogTarget<ApiKey>();
  const revoking = useDialogTarget<ApiKey>();
  const [revokeKey, { isLoading: revokeBusy }] = useRevokeKeyMutation();
  const toast = useToast();

  const revoke = async () => {
    const key = revoking.target;
    if (!key) return;
    try {
      await revokeKey(key.id).unwrap();
      toast({ title: 'Key revoked', description: `Calls with ${key.prefix} now answer 401.`, variant: 'success' });
      if (revealed?.id === key.id) onReveal(null);
      revoking.close();
    } catch (e) {
      toast({ title: 'Key not revoked', description: serverMessage(e, 'Please try again.'), variant: 'error' });
    }
  };

  return (
    <Panel
      title="API keys"
      intro="Keys call /v1 with the scopes you give them. Up to 20 live keys."
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          Create key
        </Button>
      }
      loading={isLoading}
      error={keys ? undefined : error}
      onRetry={() => void refetch()}
    >
      {revealed && <NewKeyReveal created={revealed} onDismiss={() => onReveal(null)} />}
      {keys?.length ? (
        <KeyList keys={keys} onRoll={rolling.show} onRevoke={revoking.show} />
      ) : (
        <Alert severity="info">No keys yet. Create one to call the API.</Alert>
      )}
      <CreateKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          onReveal(key);
        }}
      />
      <RollKeyDialog
        open={rolling.open}
        apiKey={rolling.target}
        onClose={rolling.close}
        onRolled={(key) => {
          rolling.close();
          onReveal(key);
        }}
      />
      <ConfirmDialog
        open={revoking.open}
        title={`Revoke “${revoking.target?.name ?? ''}”?`}
        confirmLabel="Revoke key"
        busy={revokeBusy}
        onConfirm={() => void revoke()}
        onClose={revoking.close}
      >
        Every call made with {revoking.target?.prefix} will be refused (401) within a second. This cannot be undone.
      </ConfirmDialog>
    </Panel>
  );
}
