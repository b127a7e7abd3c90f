import { useContext } from 'react';
import { ToastContext } from './ToastProvider';

export type ToastVariant = 'success' | 'error' | 'info' | 'default';

export interface ToastOptions {
  title: string;
  description?: string;
  /** `error` is the spec's "destructive" style. */
  variant?: ToastVariant;
}

/** Shows a toast with a bold title and an optional description. */
export function useToast(): (toast: ToastOptions) => void {
  return useContext(ToastContext);
}
