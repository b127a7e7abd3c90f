import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSessionUser, type SignedInUser } from '../../api/sessionUser';
import { WithStore } from '../../app/WithStore';
import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import { Logo } from './Logo';
import { headerLinks } from './navigation';

const MOBILE_MENU_ID = 'mobile-menu';

// Signing out goes through the store: the menu (and the store with it) loads only for someone signed in.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

/** Sign in and Sign up while nobody is known to be signed in, else the user's menu. */
function AccountLinks({ user, variant, placeholder }: { user: SignedInUser | null; variant: 'menu' | 'list'; placeholder: ReactNode }) {
  if (user)
    return (
      <Suspense fallback={placeholder}>
        <WithStore>
          <AccountMenu user={user} variant={variant} />
        </WithStore>
      </Suspense>
    );
  const justify = variant === 'list' ? { justifyContent: 'flex-start' } : {};
  return (
    <>
      <Button component={RouterLink} to={paths.login} color="inherit" sx={justify}>
        Sign in
      </Button>
      <Button component={RouterLink} to={paths.register} variant="outlined" sx={justify}>
        Sign up
      </Button>
    </>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const user = useSessionUser();
  // The menu is open on the page where it was opened: following a link closes it, with no effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Link component={RouterLink} to={paths.home} aria-label={`${PRODUCT_NAME} home`} sx={{ display: 'flex', mr: 'auto' }}>
            <Logo />
          </Link>
          <Stack component="nav" aria-label="Main" direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}>
            {headerLinks.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} color="inherit">
                {link.label}
              </Button>
            ))}
            <Button component={RouterLink} to={paths.contact} variant="contained">
              Contact Us
            </Button>
            <AccountLinks user={user} variant="menu" placeholder={<Box sx={{ width: 120 }} />} />
          </Stack>
          <IconButton
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Toolbar>
      </Container>
      <Collapse in={menuOpen} unmountOnExit sx={{ display: { md: 'none' } }}>
        <Box component="nav" id={MOBILE_MENU_ID} aria-label="Mobile" sx={{ px: 2, pb: 2 }}>
          <Stack spacing={1}>
            {headerLinks.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} color="inherit" sx={{ justifyContent: 'flex-start' }}>
                {link.label}
              </Button>
            ))}
            <Button component={RouterLink} to={paths.contact} variant="contained">
              Contact Us
            </Button>
            <AccountLinks user={user} variant="list" placeholder={null} />
          </Stack>
        </Box>
      </Collapse>
    </AppBar>
  );
}
