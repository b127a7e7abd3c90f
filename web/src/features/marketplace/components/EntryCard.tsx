import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { MarketplaceEntry } from '../data/types';

// The look of a small MUI Chip, without the Chip: nine cards carry some twenty tags, and Chip
// (built for deletable, clickable chips) is a 25 KB module and several elements each.
const Tag = styled('li')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  padding: '0 8px',
  borderRadius: 12,
  backgroundColor: theme.palette.action.selected,
  color: theme.palette.text.primary,
  fontSize: theme.typography.pxToRem(13),
  whiteSpace: 'nowrap',
}));

export function EntryCard({ entry }: { entry: MarketplaceEntry }) {
  return (
    <Card component="article" variant="outlined" aria-label={entry.name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <img src={entry.logo} alt={`${entry.name} logo`} width={48} height={48} loading="lazy" decoding="async" style={{ borderRadius: 8, flexShrink: 0 }} />
          <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
            {entry.name}
          </Typography>
        </Stack>
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>{entry.description}</Typography>
        <Stack component="ul" aria-label="Tags" direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2, p: 0, listStyle: 'none' }}>
          {entry.tags.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
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
      </CardActions>
    </Card>
  );
}
