import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import type { Interaction } from '../connectTypes';
import { leaveFor } from '../leaveFor';
import { ConnectPage } from './ConnectPage';

jest.mock('../leaveFor', () => ({ leaveFor: jest.fn() }));

const BASE = '*/api/connect/interactions/uid1';
const interaction: Interaction = {
  uid: 'uid1',
  step: 'login',
  app: { name: 'Acme Invest' },
  broker: { id: 'northwind', name: 'Northwind Securities' },
  requestedScopes: ['accounts:read', 'trading:write'],
  testCredentials: [{ username: 'user_good', password: 'pass_good', outcome: 'success, two accounts to pick from' }],
};
const consent: Interaction = {
  ...interaction,
  step: 'consent',
  consent: {
    username: 'user_read_only',
    accounts: [
      { key: 'individual', name: 'Individual brokerage ····4821' },
      { key: 'ira', name: 'Roth IRA ····7730' },
    ],
    refusedScopes: ['trading:write'],
  },
};

const renderPortal = (uid = 'uid1') =>
  renderWithProviders(
    <Routes>
      <Route path="/connect" element={<ConnectPage />} />
    </Routes>,
    { route: `/connect?interaction=${uid}` },
  );

describe('ConnectPage', () => {
  beforeEach(() => jest.mocked(leaveFor).mockReset());

  it('names the app and the broker, shows the test users, and signs in through MFA', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${BASE}/details`, () => HttpResponse.json(interaction)),
      http.post(`${BASE}/login`, async ({ request }) => (sent.push(await request.json()), HttpResponse.json({ mfaTicket: 't1' }))),
      http.post(`${BASE}/mfa`, async ({ request }) => (sent.push(await request.json()), HttpResponse.json({ redirectTo: '/oauth/authorize/uid1' }))),
    );
    const { user } = renderPortal();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Invest wants to connect to your Northwind Securities account' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Sandbox test users' })).toHaveTextContent('user_good');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'user_mfa');
    await user.type(screen.getByLabelText(/Password/), 'pass_good{Enter}');
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456{Enter}');
    expect(sent).toEqual([
      { username: 'user_mfa', password: 'pass_good' },
      { ticket: 't1', code: '123456' },
    ]);
    expect(leaveFor).toHaveBeenCalledWith('/oauth/authorize/uid1');
  });

  it("shows the broker's refusal and stays", async () => {
    server.use(
      http.get(`${BASE}/details`, () => HttpResponse.json(interaction)),
      http.post(`${BASE}/login`, () =>
        HttpResponse.json({ code: 'CONNECT.BROKER_ACCOUNT_LOCKED', message: 'This account is locked at the broker.' }, { status: 403 }),
      ),
    );
    const { user } = renderPortal();
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'user_locked');
    await user.type(screen.getByLabelText(/Password/), 'x{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is locked at the broker.');
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('lets the user pick accounts and grant fewer scopes; a scope the broker refuses cannot be ticked', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${BASE}/details`, () => HttpResponse.json(consent)),
      http.post(`${BASE}/consent`, async ({ request }) => (sent.push(await request.json()), HttpResponse.json({ redirectTo: '/oauth/authorize/uid1' }))),
    );
    const { user } = renderPortal();
    const trading = await screen.findByRole('checkbox', { name: /Place and cancel orders/ });
    expect(trading).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /See your balances/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Roth IRA ····7730' }));
    await user.click(screen.getByRole('button', { name: 'Allow' }));
    expect(sent).toEqual([{ accounts: ['individual', 'ira'], scopes: ['accounts:read'] }]);
    expect(leaveFor).toHaveBeenCalledWith('/oauth/authorize/uid1');
  });

  it('denies', async () => {
    server.use(
      http.get(`${BASE}/details`, () => HttpResponse.json(consent)),
      http.post(`${BASE}/deny`, () => HttpResponse.json({ redirectTo: '/oauth/authorize/uid1' })),
    );
    const { user } = renderPortal();
    await user.click(await screen.findByRole('button', { name: 'Deny' }));
    expect(leaveFor).toHaveBeenCalledWith('/oauth/authorize/uid1');
  });

  it('says so when the request has expired', async () => {
    server.use(
      http.get(`${BASE}/details`, () =>
        HttpResponse.json({ code: 'CONNECT.INTERACTION_NOT_FOUND', message: 'This connection request has expired.' }, { status: 404 }),
      ),
    );
    renderPortal();
    expect(await screen.findByText(/This connection request has expired\./)).toBeInTheDocument();
  });
});
