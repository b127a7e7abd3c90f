import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** Phones see the mailing list right under the hero instead of at the bottom of a long page. */
export function MobileSubscribePrompt({ onSubscribeClick }: { onSubscribeClick: () => void }) {
  return (
    <Box
      component="aside"
      aria-label="Product updates"
      sx={{ display: { xs: 'block', md: 'none' }, mx: 2, mb: 4, p: 3, borderRadius: 2, bgcolor: 'primary.main', color: 'common.white' }}
    >
      <Typography sx={{ fontWeight: 700 }}>Never miss a release</Typography>
      <Typography variant="body2" sx={{ mt: 0.5, mb: 2 }}>
        New brokers, new endpoints and product news, a few times a month.
      </Typography>
      <Button variant="contained" color="secondary" fullWidth onClick={onSubscribeClick}>
        Join the mailing list
      </Button>
    </Box>
  );
}
