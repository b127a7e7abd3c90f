import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { AppProviders } from './AppProviders';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { routes } from './router';
import { makeStore } from './store';

function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}

// <BrowserRouter> rather than createBrowserRouter: the app uses no loaders, actions or other
// data-router feature, and the data router is ~55 KB of the main bundle (18 KB gzipped).
export function App() {
  const [store] = useState(() => makeStore());
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
