import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { useGetCurrentUserQuery, useLogoutMutation } from '../../../api/sessionApi';
import { useToast } from '../../../components/feedback/useToast';
import { Logo } from '../../../components/layout/Logo';
import { paths } from '../../../config/paths';

export function DashboardHeader() {
  const { data: user } = useGetCurrentUserQuery();
  const [logout, { isLoading }] = useLogoutMutation();
  const toast = useToast();
  const navigate = useNavigate();

  const onLogout = async () => {
    try {
      await logout().unwrap();
      toast({ title: 'Logged out', description: 'You have been successfully logged out.', variant: 'success' });
      navigate(paths.login, { replace: true });
    } catch (error) {
      toast({ title: 'Logout failed', description: serverMessage(error, 'Failed to log out'), variant: 'error' });
    }
  };

  return (
    <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="xl" sx={{ py: 2 }}>
        {/* One row on a wide screen; on a phone the mark, the title with the username under it, and
            Logout on the right, so neither the title nor the button has to wrap. */}
        <Box
          sx={{
            display: 'grid',
            alignItems: 'center',
            columnGap: { xs: 1.5, sm: 2 },
            gridTemplateColumns: { xs: 'auto minmax(0, 1fr) auto', sm: 'auto minmax(0, 1fr) auto auto' },
            gridTemplateAreas: { xs: '"logo title logout" "logo user logout"', sm: '"logo title user logout"' },
          }}
        >
          <Box sx={{ gridArea: 'logo', display: 'flex' }}>
            <Logo height={32} markOnlyOnPhone />
          </Box>
          <Typography variant="h1" noWrap sx={{ gridArea: 'title', fontSize: { xs: '1.125rem', sm: '1.5rem' } }}>
            Client Dashboard
          </Typography>
          <Typography noWrap sx={{ gridArea: 'user', color: 'text.secondary', fontSize: { xs: '0.875rem', sm: '1rem' } }} data-testid="dashboard-username">
            {user?.username || 'Admin'}
          </Typography>
          <Button
            sx={{ gridArea: 'logout', px: { xs: 1.25, sm: 2 } }}
            variant="outlined"
            startIcon={<LogoutIcon />}
            onClick={() => void onLogout()}
            disabled={isLoading}
          >
            Logout
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
