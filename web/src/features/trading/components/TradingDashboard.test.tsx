import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { theme } from '../../../app/theme/theme';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import type { AccountEvent, Order } from '../tradingTypes';
import { TradingDashboard } from './TradingDashboard';

const listeners: ((e: AccountEvent) => void)[] = [];
jest.mock('../tradingStream', () => ({
  subscribeToTradingStream: (listener: (e: AccountEvent) => void) => {
    listeners.push(listener);
    return () => listeners.splice(listeners.indexOf(listener), 1);
  },
}));
const push = (event: AccountEvent) => act(() => [...listeners].forEach((l) => l(event)));

const account = { id: 'a1', balance: 98500, buyingPower: 197000, equity: 100000, marginUsed: 0, marketValue: 1500, reservedCash: 0, realizedPnl: 0 };
const order = (over: Partial<Order>): Order => ({
  id: 'o1',
  clientOrderId: null,
  symbol: 'AAPL',
  side: 'buy',
  orderType: 'limit',
  quantity: 5,
  price: 140,
  filledPrice: null,
  status: 'pending',
  reason: null,
  reasonDetails: null,
  timeInForce: 'day',
  createdAt: '2025-07-15T14:00:00Z',
  updatedAt: '2025-07-15T14:00:00Z',
  expiresAt: '2025-07-15T20:00:00Z',
  ...over,
});

function serve(orders: Order[] = [order({})], logs: unknown[] = []) {
  server.use(
    http.get('*/api/trading/account', () => HttpResponse.json(account)),
    http.get('*/api/trading/positions', () =>
      HttpResponse.json([
        { id: 'p1', symbol: 'AAPL', quantity: 10, averageCost: 150, currentPrice: 150, marketValue: 1500, unrealizedPnl: 0 },
        { id: 'p2', symbol: 'TSLA', quantity: 2, averageCost: 250, currentPrice: 240, marketValue: 480, unrealizedPnl: -20 },
      ]),
    ),
    http.get('*/api/trading/orders', () => HttpResponse.json(orders)),
    http.get('*/api/trading/trades', () => HttpResponse.json([])),
    http.get('*/api/trading/logs', () => HttpResponse.json(logs)),
  );
}

describe('TradingDashboard', () => {
  it('shows the account in en-US dollars, P&L green at 0 and red below, and orders with badges', async () => {
    serve([order({}), order({ id: 'o2', orderType: 'market', price: null, status: 'filled', filledPrice: 150, side: 'sell' })]);
    renderWithProviders(<TradingDashboard username="ada" />);
    const overview = await screen.findByRole('region', { name: 'Account Overview' });
    expect(await within(overview).findByText('$98,500.00')).toBeInTheDocument();
    expect(within(overview).getByText('$197,000.00')).toBeInTheDocument();
    expect(within(overview).getByText('$0.00')).toBeInTheDocument();
    expect(await screen.findByText('AAPL · 10 shares')).toBeInTheDocument();
    expect(screen.getByLabelText('Unrealized P&L $0.00')).toHaveStyle({ color: theme.palette.success.main });
    expect(screen.getByLabelText('Unrealized P&L -$20.00')).toHaveStyle({ color: theme.palette.error.main });
    expect(await screen.findByText('AAPL BUY 5 LIMIT @ $140.00')).toBeInTheDocument();
    expect(screen.getByText('AAPL SELL 5 MARKET')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Cancel/ })).toHaveLength(1);
  });

  it('shows empty texts', async () => {
    serve([]);
    server.use(http.get('*/api/trading/positions', () => HttpResponse.json([])));
    renderWithProviders(<TradingDashboard username="ada" />);
    expect(await screen.findByText('No positions')).toBeInTheDocument();
    expect(await screen.findByText('No orders')).toBeInTheDocument();
  });

  it('refuses an order without quantity, and without price for a limit order', async () => {
    serve();
    const { user } = renderWithProviders(<TradingDashboard username="ada" />);
    await screen.findByText('$98,500.00');
    expect(screen.queryByLabelText('Price')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Invalid Order')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
  });

  it('places a limit order with the form values, toasts, and clears quantity and price', async () => {
    serve();
    let body: unknown;
    server.use(
      http.post('*/api/trading/orders', async ({ request }) => ((body = await request.json()), HttpResponse.json(order({ id: 'o9' }), { status: 201 }))),
    );
    const { user } = renderWithProviders(<TradingDashboard username="ada" />);
    await screen.findByText('$98,500.00');
    await user.click(screen.getByRole('combobox', { name: 'Order Type' }));
    await user.click(screen.getByRole('option', { name: 'Limit' }));
    await user.type(screen.getByLabelText('Quantity'), '5');
    await user.type(screen.getByLabelText('Price'), '140.25');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order Placed')).toBeInTheDocument();
    expect(screen.getByText('Your order has been submitted successfully')).toBeInTheDocument();
    expect(body).toEqual({ symbol: 'AAPL', side: 'buy', orderType: 'limit', quantity: 5, price: 140.25, timeInForce: 'day' });
    expect(screen.getByLabelText('Quantity')).toHaveValue(null);
    expect(screen.getByLabelText('Price')).toHaveValue(null);
  });

  it('says why the simulator rejected an order', async () => {
    serve();
    server.use(
      http.post('*/api/trading/orders', () =>
        HttpResponse.json(
          order({ status: 'rejected', reason: 'INSUFFICIENT_BUYING_POWER', reasonDetails: { required: '250000.00', available: '197000.00' } }),
          { status: 201 },
        ),
      ),
    );
    const { user } = renderWithProviders(<TradingDashboard username="ada" />);
    await screen.findByText('$98,500.00');
    await user.type(screen.getByLabelText('Quantity'), '1000');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order Failed')).toBeInTheDocument();
    expect(screen.getByText('Insufficient buying power: $250,000.00 required, $197,000.00 available')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity')).toHaveValue(1000);
  });

  it('cancels a pending order, and shows the server reason when the cancel fails', async () => {
    serve();
    let status = 200;
    server.use(
      http.delete('*/api/trading/orders/o1', () =>
        status === 200
          ? HttpResponse.json(order({ status: 'canceled' }))
          : HttpResponse.json({ statusCode: 409, message: 'Only pending orders can be canceled; this order is filled' }, { status }),
      ),
    );
    const { user } = renderWithProviders(<TradingDashboard username="ada" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel buy 5 AAPL' }));
    expect(await screen.findByText('Order Canceled')).toBeInTheDocument();
    status = 409;
    await user.click(screen.getByRole('button', { name: 'Cancel buy 5 AAPL' }));
    expect(await screen.findByText('Cancel Failed')).toBeInTheDocument();
    expect(screen.getByText('Only pending orders can be canceled; this order is filled')).toBeInTheDocument();
  });

  it('writes pushed fills, positions and account changes into the cached data at once', async () => {
    serve();
    renderWithProviders(<TradingDashboard username="ada" />);
    expect(await screen.findByText('AAPL BUY 5 LIMIT @ $140.00')).toBeInTheDocument();
    await screen.findByText('AAPL · 10 shares');
    push({
      seq: 1,
      type: 'order.filled',
      data: {
        order: order({ status: 'filled', filledPrice: 140 }),
        trade: { id: 't1', orderId: 'o1', symbol: 'AAPL', side: 'buy', quantity: 5, price: 140, realizedPnl: 0, timestamp: '2025-07-15T14:01:00Z' },
      },
    });
    push({
      seq: 2,
      type: 'position.changed',
      data: { position: { id: 'p1', symbol: 'AAPL', quantity: 15, averageCost: 146.67, currentPrice: 139.5, marketValue: 2092.5, unrealizedPnl: -107.5 } },
    });
    push({ seq: 3, type: 'account.changed', data: { account: { ...account, balance: 97800 } } });
    expect(await screen.findByText('Filled at $140.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(screen.getByText('AAPL · 15 shares')).toBeInTheDocument();
    expect(screen.getByText('$97,800.00')).toBeInTheDocument();
  });

  it('shows the first 8 log entries without the trading prefix, errors marked', async () => {
    const logs = Array.from({ length: 10 }, (_, i) => ({
      id: 10 - i,
      method: i === 0 ? 'POST' : 'GET',
      endpoint: '/api/trading/orders',
      timestamp: '2025-07-15T14:00:00Z',
      status: i === 0 ? 400 : 200,
      duration: 12,
    }));
    serve(undefined, logs);
    renderWithProviders(<TradingDashboard username="ada" />);
    const table = await screen.findByRole('table', { name: 'API activity' });
    expect(await within(table).findAllByText('/orders')).toHaveLength(8);
    expect(within(table).getByText('400')).toBeInTheDocument();
    expect(within(table).getAllByText('12ms')).toHaveLength(8);
  });

  it('shows each raw data tab as formatted JSON', async () => {
    serve();
    const { user } = renderWithProviders(<TradingDashboard username="ada" />);
    await screen.findByText('$98,500.00');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('"buyingPower": 197000');
    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('"status": "pending"');
  });
});
