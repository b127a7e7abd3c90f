import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { closeSnackbar, MaterialDesignContent, SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef, useEffect, useRef } from 'react';
import { TOAST_DURATION_MS, type QueuedToast } from './toastContext';
import { useSwipeToDismiss } from './useSwipeToDismiss';

// notistack's own greens and blues fail WCAG contrast with white text; use the theme's.
const ThemedToast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.primary.main },
  '&.notistack-MuiContent-default': { backgroundColor: theme.palette.grey[900] },
}));

/** A toast that a swipe to the right dismisses (spec: 50 px). */
const SwipeableToast = forwardRef<HTMLDivElement, CustomContentProps>(function SwipeableToast(props, ref) {
  const swipe = useSwipeToDismiss(() => closeSnackbar(props.id));
  return (
    <Box ref={ref} {...swipe.handlers} style={swipe.style} data-testid="toast">
      <ThemedToast {...props} />
    </Box>
  );
});

interface EnqueueProps {
  queue: readonly QueuedToast[];
  /** Called with the ids handed to notistack, so the provider can drop them from its queue. */
  onShown: (ids: readonly number[]) => void;
}

interface ToasterProps extends EnqueueProps {
  /** The always-present toast region (see ToastRegion) the toasts are drawn into. */
  domRoot: HTMLElement;
}

/** notistack's provider, loaded on the first toast; shows what ToastProvider queued. */
export function Toaster({ queue, onShown, domRoot }: ToasterProps) {
  return (
    <SnackbarProvider
      domRoot={domRoot}
      maxSnack={1}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      preventDuplicate
      Components={{ success: SwipeableToast, error: SwipeableToast, info: SwipeableToast, default: SwipeableToast }}
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

function Enqueue({ queue, onShown }: EnqueueProps) {
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
