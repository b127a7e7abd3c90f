import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { ProtectedRoute } from './ProtectedRoute';
import { currentUserHandler } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

function renderDashboardRoute() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<h1>Home</h1>} />
      <Route path="/login" element={<h1>Login</h1>} />
      <Route
        path="/dashboard"
        element={
          <ProtectedRoute requireAdmin>
            <h1>Secret dashboard</h1>
          </ProtectedRoute>
        }
      />
    </Routes>,
    { route: '/dashboard' },
  );
}

describe('ProtectedRoute', () => {
  it('shows a spinner while the current user is loading', async () => {
    server.use(
      http.get('*/api/session', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderDashboardRoute();
    expect(await screen.findByRole('progressbar', { name: 'Checking your session' })).toBeInTheDocument();
    expect(screen.queryByText('Secret dashboard')).not.toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to /login', async () => {
    server.use(currentUserHandler(null));
    renderDashboardRoute();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('sends a signed-in user who is not an admin home', async () => {
    server.use(currentUserHandler({ id: 2, username: 'trader', isAdmin: false }));
    renderDashboardRoute();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('renders the page for an admin', async () => {
    server.use(currentUserHandler({ id: 1, username: 'admin', isAdmin: true }));
    renderDashboardRoute();
    expect(await screen.findByRole('heading', { name: 'Secret dashboard' })).toBeInTheDocument();
  });
});
