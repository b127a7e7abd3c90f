import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type QueuedToast, type ToastOptions } from './toastContext';
import { ToastRegion } from './ToastRegion';

// notistack (and the styles it injects when it loads) costs every first page load ~25 KB of
// JavaScript and a few tens of milliseconds on a phone, yet most visits never see a toast:
// it is fetched the first time something asks for one. The region it draws into is always there.
const Toaster = lazy(() => import('./Toaster').then((m) => ({ default: m.Toaster })));

/** The one toast area of the app: at most one toast at a time, 5 s each, always closable. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<readonly QueuedToast[] | null>(null);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const nextId = useRef(0);
  const show = useCallback((toast: ToastOptions) => setQueue((q) => [...(q ?? []), { ...toast, id: nextId.current++ }]), []);
  const shown = useCallback((ids: readonly number[]) => setQueue((q) => q && q.filter((t) => !ids.includes(t.id))), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastRegion ref={setRegion} />
      {queue && region && (
        <Suspense fallback={null}>
          <Toaster queue={queue} onShown={shown} domRoot={region} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
