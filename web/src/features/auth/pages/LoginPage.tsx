import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation } from 'react-router';
import { useGetPublicConfigQuery } from '../../../api/publicConfigApi';
import { useGetCurrentUserQuery } from '../../../api/sessionApi';
import { Logo } from '../../../components/layout/Logo';
import { PageMeta } from '../../../components/seo/PageMeta';
import { paths } from '../../../config/paths';
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
    <Box sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', px: 2, py: 8 }}>
      <PageMeta title="Sign in" description="Enter your credentials to access the dashboard" />
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <Logo height={40} />
          </Box>
          <Typography variant="h1" sx={{ fontSize: '1.75rem', textAlign: 'center' }}>
            Dashboard Access
          </Typography>
          <Typography sx={{ mt: 1, mb: 3, textAlign: 'center', color: 'text.secondary' }}>Enter your credentials to access the dashboard</Typography>
          <LoginForm />
          {hint && (
            <Typography component="p" variant="body2" sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }} data-testid="login-hint">
              Default admin credentials: username <strong>{hint.username}</strong>, password <strong>{hint.password}</strong>
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
