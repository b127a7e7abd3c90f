import { useContext } from 'react';
import { ToastContext, type ToastOptions } from './toastContext';

/** Shows a toast with a bold title and an optional description. */
export function useToast(): (toast: ToastOptions) => void {
  return useContext(ToastContext);
}
