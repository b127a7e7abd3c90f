import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';

/** The spec's viewport hotkey: F8 takes the keyboard to the toasts, wherever it is. */
export const TOAST_HOTKEY = 'F8';

/**
 * The toast area every page has from its first paint (spec [72]), named for screen readers
 * and reachable by F8, before notistack (loaded on the first toast) renders its toasts into it.
 */
export const ToastRegion = forwardRef<HTMLElement | null>(function ToastRegion(_props, ref) {
  const region = useRef<HTMLElement>(null);
  useImperativeHandle<HTMLElement | null, HTMLElement | null>(ref, () => region.current, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY && event.code !== TOAST_HOTKEY) return;
      event.preventDefault();
      // Straight to the toast's own buttons when one shows, else to the (announced) area.
      const first = region.current?.querySelector<HTMLElement>('button, [href], [tabindex]:not([tabindex="-1"])');
      (first ?? region.current)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return <section ref={region} aria-label={`Notifications (${TOAST_HOTKEY})`} tabIndex={-1} style={{ outline: 'none' }} />;
});
