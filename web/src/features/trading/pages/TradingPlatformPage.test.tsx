import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { TradingPlatformPage } from './TradingPlatformPage';

jest.mock('../tradingStream', () => ({ subscribeToTradingStream: () => () => undefined }));

const account = { id: 'a1', balance: 100000, buyingPower: 200000, equity: 100000, marginUsed: 0, marketValue: 0, reservedCash: 0, realizedPnl: 0 };

describe('TradingPlatformPage', () => {
  jest.setTimeout(15_000); // typing into four MUI fields is slow on a shared machine

  it('asks for all four credentials before starting, without calling the API', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(request.url));
    const { user } = renderWithProviders(<TradingPlatformPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'BrokerBridge API Demo' })).toBeInTheDocument();
    expect(screen.getByText('Enter your credentials on the left to begin the OAuth flow...')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Client ID'), 'abcdefgh1234');
    await user.click(screen.getByRole('button', { name: 'Start OAuth Flow' }));
    expect(await screen.findByText('Missing Credentials')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all OAuth credentials')).toBeInTheDocument();
    expect(calls.filter((url) => url.includes('/api/trading'))).toEqual([]);
    server.events.removeAllListeners();
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

  it('walks through the simulated authorization in order, opens the demo account, then shows the connected trading view', async () => {
    const opened: string[] = [];
    server.use(
      http.post('*/api/trading/account', ({ request }) => {
        opened.push(request.method);
        return HttpResponse.json(account, { status: 201 });
      }),
      http.get('*/api/trading/account', () => HttpResponse.json(account)),
      http.get('*/api/trading/positions', () => HttpResponse.json([])),
      http.get('*/api/trading/orders', () => HttpResponse.json([])),
      http.get('*/api/trading/trades', () => HttpResponse.json([])),
      http.get('*/api/trading/logs', () => HttpResponse.json([])),
    );
    const { user } = renderWithProviders(<TradingPlatformPage />);
    await user.type(screen.getByLabelText('Client ID'), 'client-1234567890');
    await user.type(screen.getByLabelText('Client Secret'), 's3cret');
    await user.type(screen.getByLabelText('End User Username'), 'ada');
    await user.type(screen.getByLabelText('End User Password'), 'pw');
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    // The simulated delays run on a fake clock, so the order and the moments of the messages are exact.
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Start OAuth Flow' }));

    expect(screen.getByRole('button', { name: 'Authenticating...' })).toBeDisabled();
    expect(screen.getByText('Redirecting to Brokerage OAuth...')).toBeInTheDocument();
    expect(screen.getByText('User: ada')).toBeInTheDocument();
    expect(screen.getByText('Client ID: client-1...')).toBeInTheDocument();
    // The progress is brought into view (on a phone it sits far below the button).
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toHaveTextContent('Step 2: OAuth Flow Simulation');
    act(() => jest.advanceTimersByTime(1199));
    expect(screen.getByText('Redirecting to Brokerage OAuth...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Authorization granted! Exchanging authorization code for access token...')).toBeInTheDocument();
    expect(screen.queryByText('Authentication Successful')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(400));
    expect(screen.getByText('Successfully Connected!')).toBeInTheDocument();
    expect(screen.getByText('Authentication Successful')).toBeInTheDocument();
    expect(screen.getByText('Connected to Brokerage via BrokerBridge API')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(399));
    expect(screen.queryByRole('heading', { level: 1, name: 'Trading Platform Demo' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    jest.useRealTimers();

    expect(await screen.findByRole('heading', { level: 1, name: 'Trading Platform Demo' })).toBeInTheDocument();
    expect(opened).toEqual(['POST']);
    expect(screen.getByText('Connected (ada)')).toBeInTheDocument();
    expect(await screen.findByText('$200,000.00')).toBeInTheDocument();
  });
});
