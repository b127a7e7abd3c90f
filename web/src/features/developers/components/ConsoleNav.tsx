import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

export const CONSOLE_SECTIONS = [
  { label: 'Keys', to: paths.developerKeys },
  { label: 'Apps', to: paths.developerApps },
  { label: 'Connections', to: paths.developerConnections },
  { label: 'Accounts', to: paths.developerAccounts },
  { label: 'Requests', to: paths.developerRequests },
  { label: 'Webhooks', to: paths.developerWebhooks },
] as const;

/**
 * The console's sections: a column beside the section on a laptop, a row that scrolls sideways
 * on a phone. Links (each section has its own address), the current one marked aria-current.
 */
export function ConsoleNav() {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label="Console"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', md: 'column' },
        gap: 0.5,
        overflowX: { xs: 'auto', md: 'visible' },
        pb: { xs: 1, md: 0 },
        mb: { xs: 2, md: 0 },
        borderBottom: { xs: 1, md: 0 },
        borderColor: 'divider',
        position: { md: 'sticky' },
        top: { md: 88 },
        alignSelf: 'start',
      }}
    >
      {CONSOLE_SECTIONS.map((section) => {
        const current = pathname === section.to || pathname.startsWith(`${section.to}/`);
        return (
          <Button
            key={section.to}
            component={RouterLink}
            to={section.to}
            aria-current={current ? 'page' : undefined}
            color={current ? 'primary' : 'inherit'}
            variant={current ? 'contained' : 'text'}
            disableElevation
            sx={{ justifyContent: { md: 'flex-start' }, flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {section.label}
          </Button>
        );
      })}
    </Box>
  );
}
