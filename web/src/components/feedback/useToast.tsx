import Box from '@mui/material/Box';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';

export type ToastVariant = 'success' | 'error' | 'info' | 'default';

export interface ToastOptions {
  title: string;
  description?: string;
  /** `error` is the spec's "destructive" style. */
  variant?: ToastVariant;
}

/** Shows a toast with a bold title and an optional description. */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    ({ title, description, variant = 'default' }: ToastOptions) =>
      enqueueSnackbar(
        <Box>
          <Box component="strong" sx={{ display: 'block' }}>
            {title}
          </Box>
          {description && <Box component="span">{description}</Box>}
        </Box>,
        { variant, role: variant === 'error' ? 'alert' : 'status' } as never,
      ),
    [enqueueSnackbar],
  );
}
