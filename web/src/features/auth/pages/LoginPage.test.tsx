import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { LoginPage } from './LoginPage';
import { ProtectedRoute } from '../../../components/routing/ProtectedRoute';
import { publicConfigApi } from '../../../api/publicConfigApi';
import { currentUserHandler, publicConfigFixture, publicConfigHandler } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';

const LOGIN = '*/api/login';

function renderLogin() {
  const utils = renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/dashboard" element={<h1>Dashboard here</h1>} />
      <Route path="/developers" element={<h1>Developer console here</h1>} />
    </Routes>,
    { route: '/login' },
  );
  return {
    ...utils,
    username: screen.getByRole('textbox', { name: 'Username' }),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

describe('LoginPage', () => {
  beforeEach(() => server.use(currentUserHandler(null), publicConfigHandler));

  it('speaks to developers, with the default credentials while the hint is enabled', async () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to BrokerBridge' })).toBeInTheDocument();
    expect(screen.getByText(/developer console/)).toBeInTheDocument();
    expect(screen.queryByText('Enter your credentials to access the dashboard')).not.toBeInTheDocument();
    expect(await screen.findByTestId('login-hint')).toHaveTextContent('username admin, password brokerbridge');
  });

  it("shows the spec's dashboard card to a visitor the dashboard sent here", async () => {
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route
          path="/dashboard"
          element={
            <ProtectedRoute requireAdmin>
              <h1>Dashboard here</h1>
            </ProtectedRoute>
          }
        />
      </Routes>,
      { route: '/dashboard' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Access' })).toBeInTheDocument();
    expect(screen.getByText('Enter your credentials to access the dashboard')).toBeInTheDocument();
  });

  it('hides the hint when the server disables it', async () => {
    server.use(http.get('*/api/config/public', () => HttpResponse.json({ ...publicConfigFixture, loginHint: null })));
    const { store } = renderLogin();
    await waitFor(() => expect(publicConfigApi.endpoints.getPublicConfig.select()(store.getState()).isSuccess).toBe(true));
    expect(screen.queryByTestId('login-hint')).not.toBeInTheDocument();
  });

  it('validates on submit, shows the messages under the fields and sends nothing', async () => {
    const calls: unknown[] = [];
    server.use(http.post(LOGIN, ({ request }) => (calls.push(request), HttpResponse.json({}))));
    const { user, username, password, submit } = renderLogin();
    expect(screen.queryByText('Username must be at least 3 characters')).not.toBeInTheDocument();
    await user.type(username, 'ab');
    await user.type(password, '12345');
    await user.click(submit);
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(username).toHaveAccessibleDescription('Username must be at least 3 characters');
    expect(calls).toHaveLength(0);
  });

  it('toggles the password between masked and shown', async () => {
    const { user, password } = renderLogin();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows Signing in... while waiting, then welcomes the user and opens the dashboard', async () => {
    let body: unknown;
    server.use(
      http.post(LOGIN, async ({ request }) => {
        body = await request.json();
        await delay(50);
        return HttpResponse.json({ id: 1, username: 'admin', isAdmin: true });
      }),
    );
    const { user, username, password, submit } = renderLogin();
    await user.type(username, ' admin ');
    await user.type(password, 'brokerbridge');
    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome, admin!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard here' })).toBeInTheDocument();
    expect(body).toEqual({ username: 'admin', password: 'brokerbridge' });
  });

  it('sends a signed-in non-admin to the developer console, not the dashboard', async () => {
    server.use(http.post(LOGIN, () => HttpResponse.json({ id: 7, username: 'jsmith', isAdmin: false })));
    const { user, username, password, submit } = renderLogin();
    await user.type(username, 'jsmith');
    await user.type(password, 'correct-horse');
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Developer console here' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard here' })).not.toBeInTheDocument();
  });

  it('shows the server message when the login fails, keeping the values', async () => {
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json({ statusCode: 401, code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid username or password' }, { status: 401 }),
      ),
    );
    const { user, username, password, submit } = renderLogin();
    await user.type(username, 'admin');
    await user.type(password, 'wrong-one');
    await user.click(submit);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(username).toHaveValue('admin');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('sends an admin who is already signed in to the dashboard', async () => {
    server.use(currentUserHandler({ id: 1, username: 'admin', isAdmin: true }));
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/dashboard" element={<h1>Dashboard here</h1>} />
      </Routes>,
      { route: '/login' },
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard here' })).toBeInTheDocument();
  });

  it('sends a developer who is already signed in to the console', async () => {
    server.use(currentUserHandler({ id: 7, username: 'dev', isAdmin: false }));
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Developer console here' })).toBeInTheDocument();
  });

  it('brings a visitor a guarded page sent here back to it after sign-in', async () => {
    server.use(http.post(LOGIN, () => HttpResponse.json({ id: 7, username: 'dev', isAdmin: false })));
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route
          path="/guarded"
          element={
            <ProtectedRoute>
              <h1>Guarded page</h1>
            </ProtectedRoute>
          }
        />
      </Routes>,
      { route: '/guarded' },
    );
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'dev');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
  });

  it('sends a developer who signs in on their own to the console', async () => {
    server.use(http.post(LOGIN, () => HttpResponse.json({ id: 7, username: 'dev', isAdmin: false })));
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/developers" element={<h1>Console here</h1>} />
      </Routes>,
      { route: '/login' },
    );
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'dev');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Console here' })).toBeInTheDocument();
  });
});
