import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink } from 'react-router';
import { useSessionUser } from '../../../api/sessionUser';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/AuthCard';
import { RegisterForm } from '../components/RegisterForm';

const SUBTITLE = PAGE_META[paths.register].description;

export function RegisterPage() {
  // Someone already signed in has nothing to sign up for: send them where signing in would. Asked
  // by the header's plain probe, not RTK Query: the page goes without the store
  // (docs/decisions/news-and-register-without-the-store.md).
  const user = useSessionUser();
  if (user) return <Navigate to={user.isAdmin ? paths.dashboard : paths.developers} replace />;

  return (
    <>
      <PageMeta {...PAGE_META[paths.register]} />
      <AuthCard title="Create an account" subtitle={SUBTITLE}>
        <RegisterForm />
        <Typography component="p" variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.login} underline="always">
            Sign in
          </Link>
        </Typography>
      </AuthCard>
    </>
  );
}
