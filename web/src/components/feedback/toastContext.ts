import { createContext } from 'react';

// Shared by the provider, the lazily loaded toaster and the hook, so none imports another.

export const TOAST_DURATION_MS = 5000;

type ToastVariant = 'success' | 'error' | 'info' | 'default';

export interface ToastOptions {
  title: string;
  description?: string;
  /** `error` is the spec's "destructive" style. */
  variant?: ToastVariant;
}

export interface QueuedToast extends ToastOptions {
  id: number;
}

export const ToastContext = createContext<(toast: ToastOptions) => void>(() => undefined);
