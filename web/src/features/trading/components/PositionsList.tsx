import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatUsd } from '../format';
import type { Position } from '../tradingTypes';
import { SectionCard } from './SectionCard';

export function PositionsList({ positions, loading, error }: { positions?: Position[]; loading: boolean; error: boolean }) {
  return (
    <SectionCard title="Positions" loading={loading} error={error}>
      {!positions?.length ? (
        <Typography color="text.secondary">No positions</Typography>
      ) : (
        <List dense disablePadding>
          {positions.map((p) => (
            <ListItem key={p.symbol} divider secondaryAction={<PnL value={p.unrealizedPnl} />}>
              <ListItemText primary={`${p.symbol} · ${p.quantity} shares`} secondary={`Market value ${formatUsd(p.marketValue)}`} />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

/** Green at zero or more, red below. */
function PnL({ value }: { value: number }) {
  return (
    <Typography component="span" sx={{ fontWeight: 600, color: value >= 0 ? 'success.main' : 'error.main' }} aria-label={`Unrealized P&L ${formatUsd(value)}`}>
      {value >= 0 ? '+' : ''}
      {formatUsd(value)}
    </Typography>
  );
}
