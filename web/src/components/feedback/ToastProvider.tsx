import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { closeSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';

export const TOAST_DURATION_MS = 5000;

// notistack's own greens and blues fail WCAG contrast with white text; use the theme's.
const ThemedToast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.primary.main },
  '&.notistack-MuiContent-default': { backgroundColor: theme.palette.grey[900] },
}));

/** The one toast area of the app: at most one toast at a time, 5 s each, always closable. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      preventDuplicate
      Components={{ success: ThemedToast, error: ThemedToast, info: ThemedToast, default: ThemedToast }}
      action={(key) => (
        <IconButton size="small" color="inherit" aria-label="Close notification" onClick={() => closeSnackbar(key)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    >
      {children}
    </SnackbarProvider>
  );
}
