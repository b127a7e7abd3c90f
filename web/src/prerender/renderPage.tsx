import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { text } from 'node:stream/consumers';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { forgetStaticJson, primeStaticJson } from '../api/staticJson';
import { AppRoutes } from '../app/App';
import { AppShellProviders } from '../app/AppShellProviders';

// The origin the prerender writes where a page shows the site's own (the server replaces it).
export { PRERENDER_ORIGIN } from '../config/siteOrigin';

export interface PrerenderedPage {
  /** The page's markup, what the client's first render hydrates. */
  html: string;
  /** Emotion's <style> elements for that markup, with the ids the client's cache adopts. */
  styles: string;
}

/**
 * A public page as its first screen, rendered at build time: every lazy page and widget
 * resolved (prerender waits for Suspense), data that comes from the API left in its loading
 * state, as the client's first render has it too. `documents` are the public JSON documents the
 * page is drawn with (by URL, as useStaticJson asks for them): the client fetches those before it
 * adopts the page (main.tsx), so that its first render has them too.
 */
export async function renderPage(path: string, documents: Record<string, unknown> = {}): Promise<PrerenderedPage> {
  forgetStaticJson();
  for (const [url, data] of Object.entries(documents)) primeStaticJson(url, data);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  // A component that throws is left for the client to render and React goes on: the build
  // must stop instead, or a page would silently ship without its prerender.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppShellProviders>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppShellProviders>
      </CacheProvider>
    </StrictMode>,
    // A large boundary would otherwise be sent apart, to be moved in place by an inline script:
    // the whole page is one static document, and the site's CSP allows no inline script.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude);
  if (errors.length) throw new Error(`Prerendering ${path} failed`, { cause: errors[0] });
  if (html.includes('<script')) throw new Error(`Prerendering ${path} produced an inline script, which the site's CSP would block`);
  // Every style the render inserted, not only those whose class is in the markup: a styled
  // component that wraps another (MUI's IconButton around ButtonBase, Link around Typography)
  // inserts its own style, which only the inner class carries in the markup. Left out, the browser
  // compiled and inserted each such style again in the commit that adopts the page (~20 of its
  // ~64 ms on /login). Emotion registers every class it made: naming them all to its own extractor
  // ships them all (docs/decisions/prerendered-public-pages.md).
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(`${html} ${Object.keys(cache.registered).join(' ')}`));
  return { html, styles };
}
