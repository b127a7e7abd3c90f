import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { useGetPublicConfigQuery } from '../../../api/publicConfigApi';
import { useGetCurrentUserQuery } from '../../../api/sessionApi';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';
import { returnPath } from '../returnPath';

export function LoginPage() {
  // After a logout the refetch fails but `data` keeps the old user: only a live answer counts.
  const { data: user, isError } = useGetCurrentUserQuery();
  const { data: config } = useGetPublicConfigQuery();
  const from = returnPath(useLocation().state);
  if (user && !isError && (from || user.isAdmin)) return <Navigate to={from ?? paths.dashboard} replace />;
  const hint = config?.loginHint;

  return (
    <>
      <PageMeta {...PAGE_META[paths.login]} />
      <AuthCard title="Dashboard Access" subtitle="Enter your credentials to access the dashboard">
        <LoginForm />
        <Typography component="p" variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
          New here?{' '}
          <Link component={RouterLink} to={paths.register} underline="always">
            Create an account
          </Link>
        </Typography>
        {hint && (
          <Typography component="p" variant="body2" sx={{ mt: 2, textAlign: 'center', color: 'text.secondary' }} data-testid="login-hint">
            Default admin credentials: username <strong>{hint.username}</strong>, password <strong>{hint.password}</strong>
          </Typography>
        )}
      </AuthCard>
    </>
  );
}
