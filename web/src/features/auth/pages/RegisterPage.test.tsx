import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { RegisterPage } from './RegisterPage';
import { LoginPage } from './LoginPage';
import { currentUserHandler, publicConfigHandler } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';

const REGISTER = '*/api/register';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/developers" element={<h1>Developer console here</h1>} />
      <Route path="/dashboard" element={<h1>Dashboard here</h1>} />
    </Routes>,
    { route },
  );
}

function form() {
  return {
    username: screen.getByRole('textbox', { name: 'Username' }),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Create account' }),
  };
}

describe('RegisterPage', () => {
  beforeEach(() => server.use(currentUserHandler(null), publicConfigHandler));

  it('is reached from the login page by "Create an account", and leads back by "Sign in"', async () => {
    const { user } = renderAt('/login');
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to BrokerBridge' })).toBeInTheDocument();
  });

  it("checks the API's rules on submit, shows one message per field and sends nothing", async () => {
    const calls: unknown[] = [];
    server.use(http.post(REGISTER, ({ request }) => (calls.push(request), HttpResponse.json({}))));
    const { user } = renderAt('/register');
    const { username, password, submit } = form();
    await user.type(username, 'john smith');
    await user.type(password, '1234567');
    await user.click(submit);
    expect(username).toHaveAccessibleDescription('Username may only contain letters, digits, dots, dashes and underscores');
    expect(password).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(calls).toHaveLength(0);
  });

  it('creates the account, says "Registration successful" and opens the developer console', async () => {
    let body: unknown;
    // The answer waits until the test has seen the pending state: no race with a fixed delay on a busy machine.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(REGISTER, async ({ request }) => {
        body = await request.json();
        await answered;
        return HttpResponse.json({ id: 7, username: 'jsmith', isAdmin: false }, { status: 201 });
      }),
    );
    const { user } = renderAt('/register');
    const { username, password, submit } = form();
    await user.type(username, ' jsmith ');
    await user.type(password, 'correct-horse');
    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome, jsmith!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Developer console here' })).toBeInTheDocument();
    expect(body).toEqual({ username: 'jsmith', password: 'correct-horse' });
  });

  it('says "Registration failed" with the server message and marks the field, keeping the values', async () => {
    server.use(
      http.post(REGISTER, () =>
        HttpResponse.json({ statusCode: 409, code: 'AUTH.USERNAME_TAKEN', message: 'That username is already taken' }, { status: 409 }),
      ),
    );
    const { user } = renderAt('/register');
    const { username, password, submit } = form();
    await user.type(username, 'admin');
    await user.type(password, 'long-enough');
    await user.click(submit);
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(username).toHaveAccessibleDescription('That username is already taken');
    expect(username).toHaveValue('admin');
  });

  it('falls back to "Unable to create account" when the server sends no message', async () => {
    server.use(http.post(REGISTER, () => HttpResponse.error()));
    const { user } = renderAt('/register');
    const { username, password, submit } = form();
    await user.type(username, 'jsmith');
    await user.type(password, 'long-enough');
    await user.click(submit);
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to create account')).toBeInTheDocument();
  });

  it('sends someone already signed in to the developer console', async () => {
    server.use(currentUserHandler({ id: 7, username: 'jsmith', isAdmin: false }));
    renderAt('/register');
    expect(await screen.findByRole('heading', { name: 'Developer console here' })).toBeInTheDocument();
  });
});
