import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useHydrating } from '../../app/useHydrating';

/**
 * Keeps every button and field inside disabled while React adopts their prerendered markup
 * (docs/decisions/prerendered-public-pages.md): typed before then, a value would be lost, and a
 * button would do nothing. Links work all along. It hydrates with what it wraps (the same
 * Suspense boundary), so it lets go once that part answers. A fieldset without a box of its own:
 * it changes no layout, and `presentation` keeps it out of the accessibility tree.
 */
export function ControlsOnceHydrated({ children }: { children: ReactNode }) {
  const hydrating = useHydrating();
  return (
    <Box component="fieldset" role="presentation" disabled={hydrating} sx={{ display: 'contents' }}>
      {children}
    </Box>
  );
}
