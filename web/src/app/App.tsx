import { BrowserRouter, useRoutes } from 'react-router';
import { AppShellProviders } from './AppShellProviders';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { routes } from './router';

/** Every page of the site, under whichever router the caller gives: the browser's, or the prerender's static one. */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}

// <BrowserRouter> rather than createBrowserRouter: the app uses no loaders, actions or other
// data-router feature, and the data router is ~55 KB of the main bundle (18 KB gzipped).
// No store here: routes and widgets that use it bring it with <WithStore> (see router.tsx).
export function App() {
  return (
    <AppShellProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppShellProviders>
  );
}
