import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from './app/App';
import { preloadElement } from './app/preloadable';
import { routes } from './app/router';

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

/**
 * Adopts a prerendered page once its page's code is here. React adopts a page in a pass after the
 * site's chrome; if the page's code was still loading then, a location change in between (a click
 * on an in-page link) made React throw the page's markup away and draw it again, scrolled to the
 * top. With the code here, React adopts the page first and applies the change after.
 */
async function adopt() {
  await Promise.all((matchRoutes(routes, window.location.pathname) ?? []).map((match) => preloadElement(match.route.element)));
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

// A transition lets React yield to the browser every few milliseconds while it builds (or
// adopts) the first screen, instead of one long task that blocks input (Lighthouse's Total
// Blocking Time).
if (prerendered) void adopt();
else
  startTransition(() => {
    createRoot(container).render(app);
  });
