import Box from '@mui/material/Box';
import type { SandboxAccount } from '../developerTypes';
import { formatMoney } from '../format';

const FIGURES = [
  ['Cash', 'cash'],
  ['Equity', 'equity'],
  ['Buying power', 'buyingPower'],
  ['Market value', 'marketValue'],
  ['Margin used', 'marginUsed'],
] as const;

/** An account's money as a list of terms: the first four in the accounts list, all five (margin used too) on its own page. */
export function AccountFigures({ account, withMargin = false }: { account: SandboxAccount; withMargin?: boolean }) {
  const shown = withMargin ? FIGURES : FIGURES.slice(0, 4);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: `repeat(${shown.length}, 1fr)` },
        gap: 1,
        m: 0,
        mt: withMargin ? 0 : 1.5,
        '& dt': { fontSize: '0.8rem', color: 'text.secondary' },
        '& dd': { m: 0, fontWeight: withMargin ? 600 : undefined },
      }}
    >
      {shown.map(([label, field]) => (
        <div key={field}>
          <dt>{label}</dt>
          <dd>{formatMoney(account[field])}</dd>
        </div>
      ))}
    </Box>
  );
}
