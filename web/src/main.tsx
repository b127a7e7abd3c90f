import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// A transition lets React yield to the browser every few milliseconds while it builds the
// first screen, instead of one long task that blocks input (Lighthouse's Total Blocking Time).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
