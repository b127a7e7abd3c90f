import { useCallback, useState } from 'react';

/**
 * What a dialog is about (the key to revoke) and whether it is open. The target outlives
 * `close()` so the dialog keeps its text while it fades out instead of flashing blanks.
 */
export function useDialogTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((next: T) => {
    setTarget(next);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { target, open, show, close };
}
