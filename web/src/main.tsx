import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root')!;
// A public page arrives prerendered (scripts/prerender-pages.mjs): React adopts that markup and its
// styles instead of building them again.
const prerendered = container.hasChildNodes();

// The server wrote this page's title, description and canonical link into the HTML for crawlers.
// A prerendered page renders the same ones, and React adopts those elements as its own (so the
// head is never without them); any other page renders its own, and two of each would confuse.
if (!prerendered) document.head.querySelectorAll('[data-page-meta]').forEach((element) => element.remove());

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A transition lets React yield to the browser every few milliseconds while it builds (or
// adopts) the first screen, instead of one long task that blocks input (Lighthouse's Total
// Blocking Time).
startTransition(() => {
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
