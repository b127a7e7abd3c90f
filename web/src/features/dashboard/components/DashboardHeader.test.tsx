import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { DashboardHeader } from './DashboardHeader';
import { currentUserHandler } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';

function renderHeader() {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<DashboardHeader />} />
      <Route path="/login" element={<h1>Login here</h1>} />
    </Routes>,
    { route: '/dashboard' },
  );
}

describe('DashboardHeader', () => {
  it('shows the title and the signed-in username', async () => {
    server.use(currentUserHandler({ id: 1, username: 'ops-lead', isAdmin: true }));
    renderHeader();
    expect(screen.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('ops-lead')).toBeInTheDocument();
  });

  it('falls back to "Admin" while no username is known', () => {
    server.use(currentUserHandler(null));
    renderHeader();
    expect(screen.getByTestId('dashboard-username')).toHaveTextContent('Admin');
  });

  it('logs out, says so and goes to /login', async () => {
    let loggedOut = false;
    server.use(
      http.get('*/api/session', () => HttpResponse.json({ user: loggedOut ? null : { id: 1, username: 'admin', isAdmin: true } })),
      http.post('*/api/logout', () => ((loggedOut = true), new HttpResponse(null, { status: 204 }))),
    );
    const { user } = renderHeader();
    await screen.findByText('admin');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Login here' })).toBeInTheDocument();
  });

  it('stays put with a toast when the logout fails', async () => {
    server.use(
      currentUserHandler({ id: 1, username: 'admin', isAdmin: true }),
      http.post('*/api/logout', () => HttpResponse.error()),
    );
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to log out')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Client Dashboard' })).toBeInTheDocument();
  });
});
