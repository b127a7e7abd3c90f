import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import type { Interaction } from '../connectTypes';
import { leaveFor } from '../leaveFor';
import { ConnectPage } from './ConnectPage';

jest.mock('../leaveFor', () => ({ leaveFor: jest.fn() }));

const BASE = '*/api/connect/interactions/uid1';
const BROKERS = [
  { id: 'northwind', name: 'Northwind Securities' },
  { id: 'harborline', name: 'Harborline Brokerage' },
  { id: 'meridian', name: 'Meridian Clearing' },
  { id: 'summit-ridge', name: 'Summit Ridge Capital' },
  { id: 'tidewater', name: 'Tidewater Brokers' },
];
const interaction: Interaction = {
  uid: 'uid1',
  step: 'login',
  app: { name: 'Acme Invest' },
  broker: { id: 'northwind', name: 'Northwind Securities' },
  brokers: BROKERS,
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

const picking: Interaction = { ...interaction, step: 'broker', broker: null };

describe('ConnectPage', () => {
  beforeEach(() => jest.mocked(leaveFor).mockReset());

  it('asks for the broker first: what the app asks, the five with their logos, a search by name, keyboard only; then signs in there', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${BASE}/details`, () => HttpResponse.json(picking)),
      http.post(`${BASE}/broker`, async ({ request }) => {
        const body = (await request.json()) as { broker: string };
        sent.push(body);
        return HttpResponse.json({ ...interaction, broker: BROKERS.find((b) => b.id === body.broker) });
      }),
    );
    const { user } = renderPortal();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Invest wants to connect to your broker account' })).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveTextContent('Place and cancel orders in your account');
    const group = screen.getByRole('radiogroup', { name: 'Your broker' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['NSNorthwind Securities', 'HBHarborline Brokerage', 'MCMeridian Clearing', 'SRSummit Ridge Capital', 'TBTidewater Brokers']);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    // The search box has focus: type, and only the brokers whose name matches stay.
    const search = screen.getByRole('searchbox', { name: 'Search brokers' });
    expect(search).toHaveFocus();
    await user.keyboard('RIDGE');
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 5 brokers shown.');
    await user.clear(search);
    await user.keyboard('zzz');
    expect(within(group).queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No broker matches “zzz”.');
    await user.clear(search);
    await user.keyboard('harbor');
    // Tab to the group, Space picks, Tab to Continue, Enter.
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Harborline Brokerage' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Harborline Brokerage' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(sent).toEqual([{ broker: 'harborline' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Invest wants to connect to your Harborline Brokerage account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in to Harborline Brokerage' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  });

  it('goes back to the pick from the sign-in, the broker picked still chosen', async () => {
    server.use(http.get(`${BASE}/details`, () => HttpResponse.json({ ...interaction, broker: BROKERS[2] })));
    const { user } = renderPortal();
    await user.click(await screen.findByRole('button', { name: 'Change broker' }));
    expect(screen.getByRole('radio', { name: 'Meridian Clearing' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('a repair signs in at its connection’s broker: no pick, no change', async () => {
    server.use(http.get(`${BASE}/details`, () => HttpResponse.json({ ...interaction, broker: BROKERS[1], repair: { connectionId: 'c1' } })));
    renderPortal();
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign in to Harborline Brokerage' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change broker' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a pick and stays', async () => {
    server.use(
      http.get(`${BASE}/details`, () => HttpResponse.json(picking)),
      http.post(`${BASE}/broker`, () =>
        HttpResponse.json({ code: 'CONNECT.INTERACTION_NOT_FOUND', message: 'This connection request has expired.' }, { status: 404 }),
      ),
    );
    const { user } = renderPortal();
    await user.click(await screen.findByRole('radio', { name: 'Tidewater Brokers' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This connection request has expired.');
    expect(screen.getByRole('radiogroup', { name: 'Your broker' })).toBeInTheDocument();
  });

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
