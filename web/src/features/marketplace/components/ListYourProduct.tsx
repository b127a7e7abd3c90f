import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

export function ListYourProduct() {
  return (
    <Paper
      component="section"
      aria-labelledby="list-your-product"
      variant="outlined"
      sx={{ mt: 8, p: { xs: 3, md: 5 }, textAlign: 'center', bgcolor: 'grey.50' }}
    >
      <Typography id="list-your-product" variant="h2" sx={{ fontSize: '1.5rem' }}>
        Want to list your product here?
      </Typography>
      <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
        Built a tool or a newsletter traders love? Tell us about it and we will review it for the marketplace.
      </Typography>
      <Button component={RouterLink} to={paths.contact} variant="contained">
        Contact Us
      </Button>
    </Paper>
  );
}
