import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '../../../config/product';

/** The branded stand-in for a post without an image, or whose image failed: as square as an image. */
export function NewsBanner() {
  return (
    <Box
      data-testid="news-banner"
      aria-hidden
      sx={{
        aspectRatio: '1 / 1',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 2,
        color: 'common.white',
        background: (theme) => `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.secondary.main} 100%)`,
      }}
    >
      <Typography component="span" sx={{ fontSize: '1.6rem', fontWeight: 800, letterSpacing: 0.5 }}>
        {PRODUCT_NAME} News
      </Typography>
    </Box>
  );
}
