import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { closeSnackbar, MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import { TOAST_DURATION_MS, type QueuedToast } from './toastContext';

// notistack's own greens and blues fail WCAG contrast with white text; use the theme's.
const ThemedToast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.primary.main },
  '&.notistack-MuiContent-default': { backgroundColor: theme.palette.grey[900] },
}));

interface ToasterProps {
  queue: readonly QueuedToast[];
  /** Called with the ids handed to notistack, so the provider can drop them from its queue. */
  onShown: (ids: readonly number[]) => void;
}

/** notistack's provider, loaded on the first toast; shows what ToastProvider queued. */
export function Toaster({ queue, onShown }: ToasterProps) {
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
      <Enqueue queue={queue} onShown={onShown} />
    </SnackbarProvider>
  );
}

function Enqueue({ queue, onShown }: ToasterProps) {
  const { enqueueSnackbar } = useSnackbar();
  // Effects run twice in development (StrictMode); a toast must still show once.
  const sent = useRef(new Set<number>());
  useEffect(() => {
    const fresh = queue.filter((toast) => !sent.current.has(toast.id));
    for (const { id, title, description, variant = 'default' } of fresh) {
      sent.current.add(id);
      enqueueSnackbar(
        <Box>
          <Box component="strong" sx={{ display: 'block' }}>
            {title}
          </Box>
          {description && <Box component="span">{description}</Box>}
        </Box>,
        { variant, role: variant === 'error' ? 'alert' : 'status' } as never,
      );
    }
    if (fresh.length > 0) onShown(fresh.map((toast) => toast.id));
  }, [queue, onShown, enqueueSnackbar]);
  return null;
}
