import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** Where a reader goes to call something today: the sandbox's console and its /v1 reference. */
export function SandboxCallout() {
  return (
    <Paper component="aside" aria-label="Sandbox API" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 4, borderColor: 'primary.main' }}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
        Try it now in the sandbox
      </Typography>
      <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>Create a free account, get an API key and place paper orders through /v1 in minutes.</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        <Button component={RouterLink} to={paths.developers} variant="contained">
          Developer Console
        </Button>
        <Button component={RouterLink} to={paths.apiDocumentationV1} variant="outlined">
          Sandbox API reference (/v1)
        </Button>
      </Stack>
    </Paper>
  );
}
