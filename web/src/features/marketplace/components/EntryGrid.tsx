import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MarketplaceEntry } from '../data/types';
import type { MarketplaceView } from '../hooks/useMarketplaceParams';
import { EntryCard } from './EntryCard';

interface EntryGridProps {
  view: MarketplaceView;
  entries: readonly MarketplaceEntry[];
  onClearSearch: () => void;
}

const noun = (view: MarketplaceView, count: number) => (view === 'tools' ? 'tool' : 'newsletter') + (count === 1 ? '' : 's');

/** The count line, then the cards (1, 2 or 3 columns) or the empty-search message. */
export function EntryGrid({ view, entries, onClearSearch }: EntryGridProps) {
  return (
    <>
      <Typography role="status" sx={{ my: 2, color: 'text.secondary' }}>
        Showing {entries.length} {noun(view, entries.length)}
      </Typography>
      {entries.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography>No {noun(view, 2)} found matching your search criteria.</Typography>
          <Button variant="outlined" onClick={onClearSearch} sx={{ mt: 2 }}>
            Clear Search
          </Button>
        </Box>
      ) : (
        <Box
          component="ul"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 3, p: 0, m: 0, listStyle: 'none' }}
        >
          {entries.map((entry) => (
            <li key={entry.name}>
              <EntryCard entry={entry} />
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
