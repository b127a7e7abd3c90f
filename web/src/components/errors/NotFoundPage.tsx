import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { NOT_FOUND_META } from '../../config/pageMeta';
import { paths } from '../../config/paths';
import { PageMeta } from '../seo/PageMeta';

export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <PageMeta {...NOT_FOUND_META} noIndex />
      <Typography component="p" sx={{ fontSize: { xs: '6rem', md: '8rem' }, fontWeight: 900, color: 'primary.main', lineHeight: 1 }} aria-hidden="true">
        404
      </Typography>
      <Typography variant="h1" sx={{ fontSize: '2rem', mt: 2 }}>
        Page not found
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained" size="large" sx={{ mt: 4 }}>
        Go Home
      </Button>
    </Container>
  );
}
