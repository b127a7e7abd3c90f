import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { MarketplaceEntry } from '../data/types';

// One styled element per card instead of a dozen MUI components (Card, CardContent, Stack,
// Typography, Chip per tag, CardActions): the nine cards were most of the page's render and
// style work on a phone. The look is that of an outlined Card with small Chips.
const CardRoot = styled('article')(({ theme }) => ({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '& .entry-body': { flex: 1, padding: theme.spacing(2) },
  '& .entry-head': { display: 'flex', alignItems: 'center', gap: theme.spacing(2) },
  '& .entry-head img': { borderRadius: 8, flexShrink: 0 },
  '& h3': { ...theme.typography.h3, fontSize: '1.15rem', margin: 0 },
  '& .entry-description': { ...theme.typography.body1, margin: theme.spacing(2, 0, 0), color: theme.palette.text.secondary },
  '& .entry-tags': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1), margin: theme.spacing(2, 0, 0), padding: 0, listStyle: 'none' },
  '& .entry-tags li': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    padding: '0 8px',
    borderRadius: 12,
    backgroundColor: theme.palette.action.selected,
    fontSize: theme.typography.pxToRem(13),
    whiteSpace: 'nowrap',
  },
  '& .entry-actions': { display: 'flex', alignItems: 'center', padding: theme.spacing(1, 2, 2) },
}));

export function EntryCard({ entry }: { entry: MarketplaceEntry }) {
  return (
    <CardRoot aria-label={entry.name}>
      <div className="entry-body">
        <div className="entry-head">
          <img src={entry.logo} alt={`${entry.name} logo`} width={48} height={48} loading="lazy" decoding="async" />
          <h3>{entry.name}</h3>
        </div>
        <p className="entry-description">{entry.description}</p>
        <ul className="entry-tags" aria-label="Tags">
          {entry.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      </div>
      <div className="entry-actions">
        <Button
          href={entry.websiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          endIcon={<OpenInNewIcon aria-hidden="true" />}
          aria-label={`Visit Site: ${entry.name} (opens in a new tab)`}
        >
          Visit Site
        </Button>
      </div>
    </CardRoot>
  );
}
