import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApiKey } from '../developerTypes';
import { formatWhen } from '../format';

interface Props {
  keys: ApiKey[];
  onRoll: (key: ApiKey) => void;
  onRevoke: (key: ApiKey) => void;
}

/** One block per key rather than a wide table, so nothing is cut off on a phone. */
export function KeyList({ keys, onRoll, onRevoke }: Props) {
  return (
    <Stack component="ul" aria-label="API keys" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {keys.map((key) => (
        <Box component="li" key={key.id} aria-label={key.name} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {key.name}{' '}
                {key.expiresAt && (
                  // A rolled key: it still works, until its grace period ends.
                  <Chip
                    size="small"
                    color="warning"
                    variant="outlined"
                    label={`Retiring · expires ${formatWhen(key.expiresAt)}`}
                    sx={{ ml: 0.5, verticalAlign: 'middle' }}
                  />
                )}
              </Typography>
              <Typography component="code" sx={{ fontFamily: 'monospace', fontSize: '0.85rem', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {key.prefix}_…
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignSelf: { sm: 'flex-start' }, flexShrink: 0 }}>
              <Button size="small" variant="outlined" onClick={() => onRoll(key)} aria-label={`Roll ${key.name}`}>
                Roll
              </Button>
              <Button size="small" variant="outlined" color="error" onClick={() => onRevoke(key)} aria-label={`Revoke ${key.name}`}>
                Revoke
              </Button>
            </Stack>
          </Stack>
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', mt: 1 }} aria-label="Scopes">
            {key.scopes.map((scope) => (
              <Chip key={scope} size="small" label={scope} />
            ))}
          </Stack>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
              gap: 1,
              m: 0,
              mt: 1.5,
              '& dt': { fontSize: '0.8rem', color: 'text.secondary' },
              '& dd': { m: 0 },
            }}
          >
            <div>
              <dt>Created</dt>
              <dd>{formatWhen(key.createdAt)}</dd>
            </div>
            <div>
              <dt>Last used</dt>
              <dd>{formatWhen(key.lastUsedAt)}</dd>
            </div>
            <div>
              <dt>Expires</dt>
              <dd>{formatWhen(key.expiresAt)}</dd>
            </div>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
