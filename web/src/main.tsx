import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// The server wrote this page's title, description and canonical link into the HTML for
// crawlers; from here each page renders its own, and two of each would confuse them.
document.head.querySelectorAll('[data-page-meta]').forEach((element) => element.remove());

// A transition lets React yield to the browser every few milliseconds while it builds the
// first screen, instead of one long task that blocks input (Lighthouse's Total Blocking Time).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
