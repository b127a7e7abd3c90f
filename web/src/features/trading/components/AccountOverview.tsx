import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { formatUsd } from '../format';
import type { Account } from '../tradingTypes';
import { SectionCard } from './SectionCard';

const FIGURES: [keyof Account, string][] = [
  ['balance', 'Balance'],
  ['buyingPower', 'Buying Power'],
  ['equity', 'Equity'],
  ['marginUsed', 'Margin Used'],
];

export function AccountOverview({ account, loading, error }: { account?: Account; loading: boolean; error: boolean }) {
  return (
    <SectionCard title="Account Overview" loading={loading} error={error}>
      {account && (
        <Grid container spacing={2}>
          {FIGURES.map(([key, label]) => (
            <Grid key={key} size={{ xs: 6, md: 3 }}>
              <Typography variant="body2" color="text.secondary" id={`account-${key}`}>
                {label}
              </Typography>
              <Typography variant="h3" sx={{ fontSize: '1.4rem', fontWeight: 600 }} aria-labelledby={`account-${key}`}>
                {formatUsd(account[key] as number)}
              </Typography>
            </Grid>
          ))}
        </Grid>
      )}
    </SectionCard>
  );
}
