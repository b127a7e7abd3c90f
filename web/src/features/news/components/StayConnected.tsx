import LinkedInIcon from '@mui/icons-material/LinkedIn';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePublicConfig } from '../../../api/publicConfig';
import { PRODUCT_NAME } from '../../../config/product';

/** Shown when there are no posts: the invitation to follow the company page instead. */
export function StayConnected() {
  const config = usePublicConfig();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', bgcolor: 'grey.50' }}>
      <Typography variant="h2" sx={{ fontSize: '1.6rem' }}>
        Stay Connected
      </Typography>
      <Typography sx={{ mt: 1.5, mb: 3, color: 'text.secondary', maxWidth: 560, mx: 'auto' }}>
        Follow {PRODUCT_NAME} on LinkedIn for product news, new broker integrations and updates from the team.
      </Typography>
      {config && (
        <Button variant="contained" href={config.social.linkedin} target="_blank" rel="noopener noreferrer" startIcon={<LinkedInIcon />}>
          Visit Our LinkedIn Page
        </Button>
      )}
    </Paper>
  );
}
