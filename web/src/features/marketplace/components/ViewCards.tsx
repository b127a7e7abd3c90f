import BuildIcon from '@mui/icons-material/Build';
import MailIcon from '@mui/icons-material/MailOutline';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { MarketplaceView } from '../hooks/useMarketplaceParams';

const cards = [
  { view: 'tools', title: 'Trader Tools', text: 'Analytics, automation and risk tools that plug into your broker.', action: 'Explore Tools', Icon: BuildIcon },
  {
    view: 'newsletters',
    title: 'Trader Newsletters',
    text: 'Research, market insight and news from independent writers.',
    action: 'Explore Newsletters',
    Icon: MailIcon,
  },
] as const;

/**
 * The two big cards; each switches the view, like the tabs below them. A plain CSS grid lays
 * them out: Grid would be one more module and two more styled wrappers for the same result.
 */
export function ViewCards({ view, onSelect }: { view: MarketplaceView; onSelect: (view: MarketplaceView) => void }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
      {cards.map(({ view: cardView, title, text, action, Icon }) => {
        const selected = view === cardView;
        return (
          <Card key={cardView} variant="outlined" sx={{ height: '100%', borderWidth: 2, borderColor: selected ? 'primary.main' : 'divider' }}>
            <CardActionArea onClick={() => onSelect(cardView)} aria-pressed={selected} sx={{ p: 3, height: '100%' }}>
              <Icon color="primary" fontSize="large" aria-hidden="true" />
              <Typography variant="h2" sx={{ fontSize: '1.4rem', mt: 1 }}>
                {title}
              </Typography>
              <Typography sx={{ mt: 1, color: 'text.secondary' }}>{text}</Typography>
              <Typography component="span" sx={{ display: 'inline-block', mt: 2, fontWeight: 700, color: 'primary.main' }}>
                {action} →
              </Typography>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
