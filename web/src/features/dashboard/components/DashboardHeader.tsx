import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
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
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Logo height={32} />
            <Typography variant="h1" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
              Client Dashboard
            </Typography>
          </Stack>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography sx={{ color: 'text.secondary' }} data-testid="dashboard-username">
              {user?.username || 'Admin'}
            </Typography>
            <Button variant="outlined" startIcon={<LogoutIcon />} onClick={onLogout} disabled={isLoading}>
              Logout
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
