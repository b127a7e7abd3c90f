import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { serverMessage } from '../../api/errors';
import { useLogoutMutation } from '../../api/sessionApi';
import type { SignedInUser } from '../../api/sessionUser';
import { paths } from '../../config/paths';
import { useToast } from '../feedback/useToast';

const MENU_ID = 'account-menu';

/** Signs out as the dashboard's Logout does: a toast, then /login; on failure the visitor stays put. */
function useSignOut() {
  const [logout, { isLoading }] = useLogoutMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const signOut = async () => {
    try {
      await logout().unwrap();
      toast({ title: 'Logged out', description: 'You have been successfully logged out.', variant: 'success' });
      navigate(paths.login, { replace: true });
    } catch (error) {
      toast({ title: 'Logout failed', description: serverMessage(error, 'Failed to log out'), variant: 'error' });
    }
  };
  return { signOut, isLoading };
}

interface AccountMenuProps {
  user: SignedInUser;
  /** `list`: the items laid out in the phone's menu rather than behind a button. */
  variant?: 'menu' | 'list';
}

/** The signed-in visitor's way around and out: Console, Dashboard (admins), Sign out. */
export function AccountMenu({ user, variant = 'menu' }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { signOut, isLoading } = useSignOut();

  if (variant === 'list') {
    return (
      <Stack spacing={1} aria-label={`Signed in as ${user.username}`} role="group">
        <Button component={RouterLink} to={paths.developers} color="inherit" sx={{ justifyContent: 'flex-start' }}>
          Console
        </Button>
        {user.isAdmin && (
          <Button component={RouterLink} to={paths.dashboard} color="inherit" sx={{ justifyContent: 'flex-start' }}>
            Dashboard
          </Button>
        )}
        <Button color="inherit" onClick={() => void signOut()} disabled={isLoading} sx={{ justifyContent: 'flex-start' }}>
          {isLoading ? 'Signing out...' : 'Sign out'}
        </Button>
      </Stack>
    );
  }

  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-expanded={Boolean(anchor)}
        aria-label={`Account menu for ${user.username}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', maxWidth: 200 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{user.username}</span>
      </Button>
      <Menu
        id={MENU_ID}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to={paths.developers} onClick={close}>
          Console
        </MenuItem>
        {user.isAdmin && (
          <MenuItem component={RouterLink} to={paths.dashboard} onClick={close}>
            Dashboard
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          disabled={isLoading}
          onClick={() => {
            close();
            void signOut();
          }}
        >
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
