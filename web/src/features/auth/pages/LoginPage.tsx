import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { useGetPublicConfigQuery } from '../../../api/publicConfigApi';
import { useGetCurrentUserQuery } from '../../../api/sessionApi';
import { useHydrating } from '../../../app/useHydrating';
import { PageMeta } from '../../../components/seo/PageMeta';
import { PAGE_META } from '../../../config/pageMeta';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';
import { returnPath } from '../returnPath';

const DASHBOARD_COPY = { title: 'Dashboard Access', subtitle: 'Enter your credentials to access the dashboard' };
const DEVELOPER_COPY = {
  title: `Sign in to ${PRODUCT_NAME}`,
  subtitle: 'Your API keys, sandbox accounts, webhooks and request log are in the developer console.',
};

export function LoginPage() {
  // A failed refetch keeps the old user in `data`: only a live answer counts.
  const { data: user, isError } = useGetCurrentUserQuery();
  const { data: config } = useGetPublicConfigQuery();
  // The prerendered page has no hint (the build knows no server's settings): nor has its first render here.
  const hydrating = useHydrating();
  const from = returnPath(useLocation().state);
  // Someone already signed in has their page: the one that sent them here, else the dashboard or the console.
  if (user && !isError) return <Navigate to={from ?? (user.isAdmin ? paths.dashboard : paths.developers)} replace />;
  const hint = hydrating ? undefined : config?.loginHint;
  // The spec's card is the dashboard's; everyone else signing in is a developer (docs/decisions/login-speaks-to-developers.md).
  const copy = from === paths.dashboard ? DASHBOARD_COPY : DEVELOPER_COPY;

  return (
    <>
      <PageMeta {...PAGE_META[paths.login]} />
      <AuthCard title={copy.title} subtitle={copy.subtitle}>
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
