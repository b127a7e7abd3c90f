import { createElement, startTransition } from 'react';
import { loadPublicConfig } from './api/publicConfig';
import { askForSessionUser } from './api/sessionUser';
import { loadStaticJson } from './api/staticJson';
import { afterFirstPaint, nextTask } from './app/browserTasks';
import { showStartFailure } from './app/startFailure';

const container = document.getElementById('root')!;
// A public page arrives prerendered (scripts/prerender-pages.mjs): React adopts that markup and its
// styles instead of building them again.
const prerendered = container.hasChildNodes();

// The server wrote this page's title, description and canonical link into the HTML for crawlers.
// A prerendered page renders the same ones, and React adopts those elements as its own (so the
// head is never without them); any other page renders its own, and two of each would confuse.
if (!prerendered) document.head.querySelectorAll('[data-page-meta]').forEach((element) => element.remove());

/**
 * The public JSON documents the server's HTML preloads for this page (the /v1 reference's, the
 * error catalogue): a prerendered page was drawn with them (scripts/prerender-pages.mjs), so its
 * first render here must have them too. The fetch takes the preloaded response.
 */
const pageDocuments = () =>
  [...document.head.querySelectorAll('link[rel="preload"][data-page-document]')].map((link) => loadStaticJson(link.getAttribute('href')!));

/**
 * Loads the client in stages, each evaluated in a task of its own: a module graph evaluates in one
 * task the browser cannot interrupt, and the one entry chunk took 66-107 ms, the longest task of
 * every page's load (Lighthouse's Total Blocking Time). The stages are not preloaded: the three ways tried
 * measured worse (docs/decisions/staged-client-start.md).
 */
async function start() {
  // A prerendered page paints without any of this: chunks asked for before that paint would
  // compete with it (Lighthouse's model then counts them as render-blocking: its first paint moved
  // from 0.7 to 1.1 s). Any other page has nothing to paint until the app draws it.
  if (prerendered) await afterFirstPaint();
  const documents = prerendered ? pageDocuments() : [];
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  // The header's and footer's hooks take these same requests once the app renders.
  void askForSessionUser();
  loadPublicConfig().catch(() => undefined);
  await nextTask();
  await import('./app/theme/theme');
  await nextTask();
  const { loadPageCode } = await import('./app/pageCode');
  // A prerendered page is adopted only once its page's code is here (see preloadable.ts): a page
  // that suspends while React adopts the chrome was drawn again, scrolled to the top, when the
  // location changed in between. And once the documents it was drawn with are here.
  if (prerendered) await Promise.all([loadPageCode(window.location.pathname), ...documents]);
  await nextTask();
  const { Root } = await import('./app/Root');
  await nextTask();
  // A transition lets React yield to the browser every few milliseconds while it builds (or
  // adopts) the first screen, instead of one long task that blocks input.
  startTransition(() => {
    if (prerendered) hydrateRoot(container, createElement(Root));
    else createRoot(container).render(createElement(Root));
  });
}

start().catch((error: unknown) => {
  // A stage's chunk did not arrive: the page cannot be used until it is loaded again.
  console.error('The app could not start', error);
  showStartFailure();
});
