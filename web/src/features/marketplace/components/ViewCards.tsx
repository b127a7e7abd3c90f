import BuildIcon from '@mui/icons-material/Build';
import MailIcon from '@mui/icons-material/MailOutline';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { MarketplaceView } from '../hooks/useMarketplaceParams';

const cards = [
  { view: 'tools', title: 'Trader Tools', text: 'Analytics, automation and risk tools that plug into your broker.', action: 'Explore Tools', Icon: BuildIcon },
  { view: 'newsletters', title: 'Trader Newsletters', text: 'Research, market insight and news from independent writers.', action: 'Explore Newsletters', Icon: MailIcon },
] as const;

/** The two big cards; each switches the view, like the tabs below them. */
export function ViewCards({ view, onSelect }: { view: MarketplaceView; onSelect: (view: MarketplaceView) => void }) {
  return (
    <Grid container spacing={3}>
      {cards.map(({ view: cardView, title, text, action, Icon }) => {
        const selected = view === cardView;
        return (
          <Grid key={cardView} size={{ xs: 12, md: 6 }}>
            <Card variant="outlined" sx={{ height: '100%', borderWidth: 2, borderColor: selected ? 'primary.main' : 'divider' }}>
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
          </Grid>
        );
      })}
    </Grid>
  );
}
