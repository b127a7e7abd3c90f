import { StrictMode } from 'react';
import { App } from './App';

/** The whole client as main.tsx mounts it: its own module, so that it loads as the last stage. */
export function Root() {
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}
