import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/preloadRoute';
import { routes } from './app/router';

// The server wrote this page's title, description and canonical link into the HTML for
// crawlers; from here each page renders its own, and two of each would confuse them.
document.head.querySelectorAll('[data-page-meta]').forEach((element) => element.remove());

/** How long the first screen waits for its page's chunk before it shows the chrome and a spinner. */
const FIRST_SCREEN_WAIT_MS = 3000;

function render() {
  // A transition lets React yield to the browser every few milliseconds while it builds the
  // first screen, instead of one long task that blocks input (Lighthouse's Total Blocking Time).
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// The first screen renders once its page is here, whole, in one pass: no spinner in place of the
// page, then the page (docs/decisions/first-screen-waits-for-its-page.md).
void Promise.race([preloadRoute(routes, window.location.pathname), new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]).then(render);
