import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { Header } from './Header';
import { forgetSessionUser } from '../../api/sessionUser';
import { currentUserHandler } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

function renderHeaderAt(route = '/') {
  return renderWithProviders(
    <>
      <Header />
      <Routes>
        <Route path="*" element={null} />
        <Route path="/login" element={<h1>Login here</h1>} />
      </Routes>
    </>,
    { route },
  );
}

describe('Header', () => {
  beforeEach(() => {
    forgetSessionUser();
    server.use(currentUserHandler(null));
  });

  it('links the logo home and the main navigation to its pages', () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'BrokerBridge home' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'API Documentation' })).toHaveAttribute('href', '/api-documentation');
    expect(within(nav).getByRole('link', { name: 'Trader Marketplace' })).toHaveAttribute('href', '/marketplace');
    expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('opens and closes the mobile menu from its toggle', async () => {
    const { user } = renderWithProviders(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu with Escape', async () => {
    const { user } = renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers Sign in and Sign up to a visitor who is not signed in, in both menus', async () => {
    const { user } = renderHeaderAt();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(menu).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it("shows a developer's menu with Console and Sign out, and no Dashboard", async () => {
    server.use(currentUserHandler({ id: 7, username: 'jsmith', isAdmin: false }));
    const { user } = renderHeaderAt();
    const button = await screen.findByRole('button', { name: 'Account menu for jsmith' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    // Keyboard: focus the button, open it with Enter, the items are menu items.
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Console' })).toHaveAttribute('href', '/developers');
    expect(within(menu).queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("adds Dashboard to an admin's menu", async () => {
    server.use(currentUserHandler({ id: 1, username: 'admin', isAdmin: true }));
    const { user } = renderHeaderAt();
    await user.click(await screen.findByRole('button', { name: 'Account menu for admin' }));
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('signs out: says so, goes to /login and offers Sign in again', async () => {
    let signedIn = true;
    server.use(
      http.get('*/api/session', () => HttpResponse.json({ user: signedIn ? { id: 7, username: 'jsmith', isAdmin: false } : null })),
      http.post('*/api/logout', () => ((signedIn = false), new HttpResponse(null, { status: 204 }))),
    );
    const { user } = renderHeaderAt('/developers');
    await user.click(await screen.findByRole('button', { name: 'Account menu for jsmith' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Login here' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('keeps the visitor signed in, with a toast, when signing out fails', async () => {
    server.use(
      currentUserHandler({ id: 7, username: 'jsmith', isAdmin: false }),
      http.post('*/api/logout', () => HttpResponse.error()),
    );
    const { user } = renderHeaderAt('/developers');
    await user.click(await screen.findByRole('button', { name: 'Account menu for jsmith' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for jsmith' })).toBeInTheDocument();
  });
});
