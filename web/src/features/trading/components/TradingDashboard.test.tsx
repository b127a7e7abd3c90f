import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { theme } from '../../../app/theme/theme';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import type { AccountEvent, Order, PushedOrder } from '../tradingTypes';
import { TradingDashboard } from './TradingDashboard';

const listeners: ((e: AccountEvent) => void)[] = [];
const priceListeners: ((prices: Record<string, number>) => void)[] = [];
jest.mock('../tradingStream', () => ({
  subscribeToTradingStream: (listener: (e: AccountEvent) => void) => {
    listeners.push(listener);
    return () => listeners.splice(listeners.indexOf(listener), 1);
  },
  subscribeToPrices: (listener: (prices: Record<string, number>) => void) => {
    priceListeners.push(listener);
    return () => priceListeners.splice(priceListeners.indexOf(listener), 1);
  },
}));
const push = (event: AccountEvent) => act(() => [...listeners].forEach((l) => l(event)));
const tick = (prices: Record<string, number>) => act(() => [...priceListeners].forEach((l) => l(prices)));

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
  filledQuantity: 0,
  reason: null,
  reasonDetails: null,
  timeInForce: 'day',
  createdAt: '2025-07-15T14:00:00Z',
  updatedAt: '2025-07-15T14:00:00Z',
  expiresAt: '2025-07-15T20:00:00Z',
  ...over,
});

/** The same order as the socket pushes it: the public event shape. */
const pushed = (over: Partial<PushedOrder>): PushedOrder => ({
  id: 'o1',
  clientOrderId: null,
  symbol: 'AAPL',
  side: 'buy',
  type: 'limit',
  quantity: 5,
  limitPrice: '140.00',
  timeInForce: 'day',
  status: 'pending',
  filledQuantity: 0,
  averageFillPrice: null,
  rejectReason: null,
  createdAt: '2025-07-15T14:00:00Z',
  updatedAt: '2025-07-15T14:00:00Z',
  ...over,
});
const pushedAccount = (cash: string) => ({
  id: 'a1',
  cash,
  buyingPower: '197000.00',
  equity: '100000.00',
  marginUsed: '0.00',
  marketValue: '1500.00',
  reservedCash: '0.00',
  realizedPnl: '0.00',
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
  jest.setTimeout(20_000); // typing into MUI fields is slow on a shared machine

  it('shows the account in en-US dollars, P&L green at 0 and red below, and orders with badges', async () => {
    serve([order({}), order({ id: 'o2', orderType: 'market', price: null, status: 'filled', filledPrice: 150, side: 'sell' })]);
    renderWithProviders(<TradingDashboard username="ada" onNoAccount={() => undefined} />);
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
    renderWithProviders(<TradingDashboard username="ada" onNoAccount={() => undefined} />);
    expect(await screen.findByText('No positions')).toBeInTheDocument();
    expect(await screen.findByText('No orders')).toBeInTheDocument();
  });

  it("shows the chosen symbol's current price in the order ticket, as the feed pushes it", async () => {
    serve();
    const { user } = renderWithProviders(<TradingDashboard username="ada" onNoAccount={() => undefined} />);
    const ticket = await screen.findByRole('form', { name: 'Place order' });
    expect(within(ticket).getByText('Current price: waiting for the market…')).toBeInTheDocument();
    tick({ AAPL: 231.25, MSFT: 410.5 });
    expect(await within(ticket).findByText('Current price: $231.25')).toBeInTheDocument();
    await user.click(within(ticket).getByRole('combobox', { name: 'Symbol' }));
    await user.click(await screen.findByRole('option', { name: 'MSFT' }));
    expect(await within(ticket).findByText('Current price: $410.50')).toBeInTheDocument();
    tick({ MSFT: 409.75 });
    expect(await within(ticket).findByText('Current price: $409.75')).toBeInTheDocument();
  });

  it('refuses an order without quantity, and without price for a limit order', async () => {
    serve();
    const { user } = renderWithProviders(<TradingDashboard username="ada" onNoAccount={() => undefined} />);
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
    const { user } = renderWithProviders(<TradingDashboard username="ada" onNoAccount={() => undefined} />);
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
    const { user } = renderWithProviders(<TradingDashboard username="ada" onNoAccount={() => undefined} />);
    await screen.findByText('$98,500.00');
    await user.type(screen.getByLabelText('Quantity'), '1000');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Order Failed')).toBeInTheDocument();
    expect(screen.getByText('Insufficient buying power: $250,000.00 required, $197,000.00 available')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity')).toHaveValue(1000);
  });

  it('cancels a pending order, and shows the server reason when the cancel fails', async () => {
    serve([order({}), order({ id: 'o2', symbol: 'MSFT', quantity: 2 })]);
    server.use(
      http.delete('*/api/trading/orders/o1', () => HttpResponse.json(order({ status: 'canceled', updatedAt: '2025-07-15T14:05:00Z' }))),
      http.delete('*/api/trading/orders/o2', () =>
        HttpResponse.json({ statusCode: 409, message: 'Only pending orders can be canceled; this order is filled' }, { status: 409 }),
      ),
    );
    const { user } = renderWithProviders(<TradingDashboard username="ada" onNoAccount={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel buy 5 AAPL' }));
    expect(await screen.findByText('Order Canceled')).toBeInTheDocument();
    // The answer is the canceled order: the list shows it at once.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel buy 5 AAPL' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Cancel buy 2 MSFT' }));
    expect(await screen.findByText('Cancel Failed')).toBeInTheDocument();
    expect(screen.getByText('Only pending orders can be canceled; this order is filled')).toBeInTheDocument();
  });

  it('writes pushed fills, positions and account changes into the cached data at once', async () => {
    serve();
    renderWithProviders(<TradingDashboard username="ada" onNoAccount={() => undefined} />);
    expect(await screen.findByText('AAPL BUY 5 LIMIT @ $140.00')).toBeInTheDocument();
    await screen.findByText('AAPL · 10 shares');
    push({
      seq: 1,
      type: 'order.filled',
      data: {
        accountId: 'a1',
        sequence: 1,
        order: pushed({ status: 'filled', filledQuantity: 5, averageFillPrice: '140.00' }),
        fill: { id: 't1', orderId: 'o1', symbol: 'AAPL', side: 'buy', quantity: 5, price: '140.00', realizedPnl: '0.00', filledAt: '2025-07-15T14:01:00Z' },
      },
    });
    push({
      seq: 2,
      type: 'position.updated',
      data: {
        accountId: 'a1',
        sequence: 2,
        position: { id: 'p1', symbol: 'AAPL', quantity: 15, averageCost: '146.6700', marketPrice: '139.50', marketValue: '2092.50', unrealizedPnl: '-107.50' },
      },
    });
    push({ seq: 3, type: 'account.updated', data: { accountId: 'a1', sequence: 3, account: pushedAccount('97800.00') } });
    expect(await screen.findByText('Filled at $140.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(screen.getByText('AAPL · 15 shares')).toBeInTheDocument();
    expect(screen.getByText('$97,800.00')).toBeInTheDocument();
  });

  it('puts a placed order into the list from its answer, and the pushed changes into the rest, asking again only for the log', async () => {
    serve([]);
    server.use(
      http.post('*/api/trading/orders', () =>
        HttpResponse.json(order({ id: 'o9', orderType: 'market', price: null, status: 'filled', filledPrice: 151 }), { status: 201 }),
      ),
    );
    const gets: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'GET') gets.push(new URL(request.url).pathname);
    };
    const { user } = renderWithProviders(<TradingDashboard username="ada" onNoAccount={() => undefined} />);
    expect(await screen.findByText('No orders')).toBeInTheDocument();
    await screen.findByText('$98,500.00');
    server.events.on('request:start', count);
    await user.type(screen.getByLabelText('Quantity'), '5');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('AAPL BUY 5 MARKET')).toBeInTheDocument();
    expect(screen.getByText('Filled at $151.00')).toBeInTheDocument();
    // The account and the position arrive as pushes, in order after the answer or before it.
    push({
      seq: 1,
      type: 'order.accepted',
      data: {
        accountId: 'a1',
        sequence: 1,
        order: pushed({ id: 'o9', type: 'market', limitPrice: null, status: 'pending', updatedAt: '2025-07-15T13:59:59Z' }),
      },
    });
    push({ seq: 2, type: 'account.updated', data: { accountId: 'a1', sequence: 2, account: pushedAccount('97745.00') } });
    expect(await screen.findByText('$97,745.00')).toBeInTheDocument();
    // An older state of the order (its acceptance, pushed late) does not replace the fill.
    expect(screen.getByText('Filled at $151.00')).toBeInTheDocument();
    await waitFor(() => expect(gets).toContain('/api/trading/logs'));
    server.events.removeListener('request:start', count);
    expect(gets.filter((path) => path !== '/api/trading/logs')).toEqual([]);
  });

  it('asks for the orders again only when a cancel is refused (the order changed meanwhile)', async () => {
    let listed = 0;
    serve();
    server.use(
      http.get('*/api/trading/orders', () => ((listed += 1), HttpResponse.json([order(listed > 1 ? { status: 'filled', filledPrice: 140 } : {})]))),
      http.delete('*/api/trading/orders/o1', () =>
        HttpResponse.json({ statusCode: 409, message: 'Only pending orders can be canceled; this order is filled' }, { status: 409 }),
      ),
    );
    const { user } = renderWithProviders(<TradingDashboard username="ada" onNoAccount={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel buy 5 AAPL' }));
    expect(await screen.findByText('Cancel Failed')).toBeInTheDocument();
    expect(await screen.findByText('Filled at $140.00')).toBeInTheDocument();
    expect(listed).toBe(2);
  });

  it('says when the session has no demo account (a remembered demo that expired)', async () => {
    serve();
    server.use(
      http.get('*/api/trading/account', () => HttpResponse.json({ statusCode: 404, code: 'TRADING.NO_ACCOUNT', message: 'No demo account' }, { status: 404 })),
    );
    const onNoAccount = jest.fn();
    renderWithProviders(<TradingDashboard username="ada" onNoAccount={onNoAccount} />);
    await waitFor(() => expect(onNoAccount).toHaveBeenCalledTimes(1));
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
    renderWithProviders(<TradingDashboard username="ada" onNoAccount={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'API activity' });
    expect(await within(table).findAllByText('/orders')).toHaveLength(8);
    expect(within(table).getByText('400')).toBeInTheDocument();
    expect(within(table).getAllByText('12ms')).toHaveLength(8);
  });

  it('shows each raw data tab as formatted JSON', async () => {
    serve();
    const { user } = renderWithProviders(<TradingDashboard username="ada" onNoAccount={() => undefined} />);
    await screen.findByText('$98,500.00');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('"buyingPower": 197000');
    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('"status": "pending"');
  });
});
