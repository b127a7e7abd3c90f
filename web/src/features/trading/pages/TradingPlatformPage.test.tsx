import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { TradingPlatformPage } from './TradingPlatformPage';

jest.mock('../tradingStream', () => ({
  subscribeToTradingStream: () => () => undefined,
  subscribeToPrices: () => () => undefined,
  preloadTradingStream: () => undefined,
}));

const account = { id: 'a1', balance: 100000, buyingPower: 200000, equity: 100000, marginUsed: 0, marketValue: 0, reservedCash: 0, realizedPnl: 0 };
const REMEMBERED = 'brokerbridge.demo';

/** Every trading call, with the moment (on the test's clock) it left. */
function recordTradingCalls() {
  const calls: { call: string; at: number }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/trading')) calls.push({ call: `${request.method} ${url.pathname}`, at: Date.now() });
  });
  return calls;
}

function serveTrading(open: () => Response = () => HttpResponse.json(account, { status: 201 })) {
  server.use(
    http.post('*/api/trading/account', open),
    http.get('*/api/trading/account', () => HttpResponse.json(account)),
    http.get('*/api/trading/positions', () => HttpResponse.json([])),
    http.get('*/api/trading/orders', () => HttpResponse.json([])),
    http.get('*/api/trading/trades', () => HttpResponse.json([])),
    http.get('*/api/trading/logs', () => HttpResponse.json([])),
  );
}

/** The form beside the progress (md and up) or above it (a phone). */
function screenIsWide(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

async function fillCredentials(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Client ID'), 'client-1234567890');
  await user.type(screen.getByLabelText('Client Secret'), 's3cret');
  await user.type(screen.getByLabelText('End User Username'), 'ada');
  await user.type(screen.getByLabelText('End User Password'), 'pw');
}

/** Moves the fake clock, letting answers and renders that fall due in between happen. */
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('TradingPlatformPage', () => {
  jest.setTimeout(20_000); // typing into four MUI fields is slow on a shared machine

  beforeEach(() => {
    window.localStorage.clear();
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => {
    jest.useRealTimers();
    server.events.removeAllListeners();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('asks for all four credentials before starting, without calling the API', async () => {
    const calls = recordTradingCalls();
    screenIsWide(true);
    const { user } = renderWithProviders(<TradingPlatformPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'BrokerBridge API Demo' })).toBeInTheDocument();
    expect(screen.getByText('Enter your credentials on the left to begin the OAuth flow...')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Client ID'), 'abcdefgh1234');
    await user.click(screen.getByRole('button', { name: 'Start OAuth Flow' }));
    expect(await screen.findByText('Missing Credentials')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all OAuth credentials')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('points a phone visitor to the form above the progress, not "on the left"', () => {
    screenIsWide(false);
    renderWithProviders(<TradingPlatformPage />);
    expect(screen.getByText('Enter your credentials above to begin the OAuth flow...')).toBeInTheDocument();
  });

  it('toggles both secrets between masked and shown', async () => {
    const { user } = renderWithProviders(<TradingPlatformPage />);
    const secret = screen.getByLabelText('Client Secret');
    const password = screen.getByLabelText('End User Password');
    expect(secret).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show Client Secret' }));
    await user.click(screen.getByRole('button', { name: 'Show End User Password' }));
    expect(secret).toHaveAttribute('type', 'text');
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide Client Secret' }));
    expect(secret).toHaveAttribute('type', 'password');
  });

  it('simulates the authorization without a call, opens the account when it completes, and shows the complete trading view at 2 s', async () => {
    serveTrading();
    const { user } = renderWithProviders(<TradingPlatformPage />);
    await fillCredentials(user);
    // The simulated delays run on a fake clock, so the order and the moments of the messages are exact.
    jest.useFakeTimers({ now: 0 });
    const calls = recordTradingCalls();
    fireEvent.click(screen.getByRole('button', { name: 'Start OAuth Flow' }));

    expect(screen.getByRole('button', { name: 'Authenticating...' })).toBeDisabled();
    expect(screen.getByText('Redirecting to Brokerage OAuth...')).toBeInTheDocument();
    expect(screen.getByText('User: ada')).toBeInTheDocument();
    expect(screen.getByText('Client ID: client-1...')).toBeInTheDocument();
    // The progress is brought into view (on a phone it sits far below the button).
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    await advance(1199);
    expect(screen.getByText('Redirecting to Brokerage OAuth...')).toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Authorization granted! Exchanging authorization code for access token...')).toBeInTheDocument();
    await advance(399);
    // Nothing is called while the authorization is simulated.
    expect(calls).toEqual([]);
    expect(screen.queryByText('Successfully Connected!')).not.toBeInTheDocument();
    await advance(1);
    // It completes: the account opens, and only its answer says "connected".
    await waitFor(() => expect(screen.getByText('Successfully Connected!')).toBeInTheDocument());
    expect(screen.getByText('Authentication Successful')).toBeInTheDocument();
    expect(screen.getByText('Connected to Brokerage via BrokerBridge API')).toBeInTheDocument();
    expect(calls[0]).toEqual({ call: 'POST /api/trading/account', at: 1600 });
    // What the view shows is asked for before it shows (the account came with the POST's answer).
    await waitFor(() =>
      expect(calls.map((c) => c.call).sort()).toEqual([
        'GET /api/trading/logs',
        'GET /api/trading/orders',
        'GET /api/trading/positions',
        'GET /api/trading/trades',
        'POST /api/trading/account',
      ]),
    );
    expect(Math.max(...calls.map((c) => c.at))).toBeLessThan(2000);
    await advance(399 - (Date.now() - 1600));
    expect(screen.queryByRole('heading', { level: 1, name: 'Trading Platform Demo' })).not.toBeInTheDocument();
    await advance(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Trading Platform Demo' })).toBeInTheDocument();
    expect(Date.now()).toBe(2000);
    // Complete when it shows: the account, the empty lists, no spinner.
    expect(screen.getByText('Connected (ada)')).toBeInTheDocument();
    expect(screen.getByText('$200,000.00')).toBeInTheDocument();
    expect(screen.getByText('No positions')).toBeInTheDocument();
    expect(screen.getByText('No orders')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.call === 'GET /api/trading/account')).toEqual([]);
  });

  it('shows the server’s message and a retry, never "connected", when the account cannot be opened', async () => {
    let refuse = true;
    serveTrading(() =>
      refuse
        ? HttpResponse.json({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests. Please wait a minute and try again.' }, { status: 429 })
        : HttpResponse.json(account, { status: 201 }),
    );
    const { user } = renderWithProviders(<TradingPlatformPage />);
    await fillCredentials(user);
    jest.useFakeTimers({ now: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Start OAuth Flow' }));
    await advance(1600);
    expect(await screen.findByText('Could not open the demo account')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please wait a minute and try again.')).toBeInTheDocument();
    // It stays so: no success message, no success toast, no trading view, and the form is usable again.
    await advance(5000);
    expect(screen.queryByText('Successfully Connected!')).not.toBeInTheDocument();
    expect(screen.queryByText('Authentication Successful')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Trading Platform Demo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start OAuth Flow' })).toBeEnabled();

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Successfully Connected!')).toBeInTheDocument());
    expect(screen.queryByText('Could not open the demo account')).not.toBeInTheDocument();
    await advance(300);
    expect(await screen.findByRole('heading', { level: 1, name: 'Trading Platform Demo' })).toBeInTheDocument();
  });

  it('after a reload shows the trading view of the remembered demo, and the OAuth flow again if the server has no account', async () => {
    serveTrading();
    window.localStorage.setItem(REMEMBERED, JSON.stringify({ username: 'ada' }));
    const { unmount } = renderWithProviders(<TradingPlatformPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Trading Platform Demo' })).toBeInTheDocument();
    expect(screen.getByText('Connected (ada)')).toBeInTheDocument();
    expect(await screen.findByText('$200,000.00')).toBeInTheDocument();
    unmount();

    server.use(
      http.get('*/api/trading/account', () => HttpResponse.json({ statusCode: 404, code: 'TRADING.NO_ACCOUNT', message: 'No demo account' }, { status: 404 })),
    );
    renderWithProviders(<TradingPlatformPage />);
    expect(await screen.findByRole('button', { name: 'Start OAuth Flow' })).toBeEnabled();
    expect(window.localStorage.getItem(REMEMBERED)).toBeNull();
  });
});
