import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { accountFixture, BROKERS_FIXTURE } from '../developerFixtures';
import { AccountDetail } from './AccountDetail';

const ACCOUNT = '*/api/developer/accounts/:id';
/** Frozen at Monday 23 November 2026, 10:00 New York, while the real time is three days later. */
const CLOCK = {
  now: '2026-11-23T15:00:00.000Z',
  isOpen: true,
  nextOpen: '2026-11-24T14:30:00.000Z',
  nextClose: '2026-11-23T21:00:00.000Z',
  frozen: true,
  speed: 1,
};

const order = {
  id: 'o1',
  clientOrderId: null,
  symbol: 'AAPL',
  side: 'buy',
  type: 'limit',
  quantity: 10,
  limitPrice: '150.00',
  timeInForce: 'gtc',
  status: 'rejected',
  filledQuantity: 0,
  averageFillPrice: null,
  rejectReason: { code: 'INSUFFICIENT_BUYING_POWER', message: 'Needs $1,500.00, has $0.00' },
  createdAt: '2026-11-23T15:00:00Z',
  updatedAt: '2026-11-23T15:00:00Z',
};

/** A notional order: its dollar amount, and the fraction of a share it bought. */
const notionalOrder = {
  ...order,
  id: 'o2',
  type: 'market',
  quantity: 1.333333333,
  notional: '250.00',
  limitPrice: null,
  timeInForce: 'day',
  status: 'filled',
  filledQuantity: 1.333333333,
  averageFillPrice: '187.50',
  rejectReason: null,
};

function serve({ missing = false } = {}) {
  server.use(
    http.get(ACCOUNT, () =>
      missing
        ? HttpResponse.json({ statusCode: 404, code: 'SANDBOX.ACCOUNT_NOT_FOUND', message: 'Account not found' }, { status: 404 })
        : HttpResponse.json(accountFixture({ broker: 'meridian' })),
    ),
    http.get('*/api/developer/brokers', () => HttpResponse.json({ items: BROKERS_FIXTURE })),
    http.get(`${ACCOUNT}/clock`, () => HttpResponse.json(CLOCK)),
    http.get(`${ACCOUNT}/positions`, () =>
      HttpResponse.json({
        items: [{ symbol: 'MSFT', quantity: 3, averageCost: '400.0000', marketPrice: '410.00', marketValue: '1230.00', unrealizedPnl: '30.00' }],
      }),
    ),
    http.get(`${ACCOUNT}/quotes`, ({ request }) =>
      new URL(request.url).searchParams.get('symbols') === 'MSFT'
        ? HttpResponse.json({ at: CLOCK.now, isOpen: true, items: [{ symbol: 'MSFT', bid: '409.95', ask: '410.05', last: '410.00' }] })
        : HttpResponse.json({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'unexpected symbols' }, { status: 400 }),
    ),
    http.get(`${ACCOUNT}/orders`, () => HttpResponse.json({ items: [order, notionalOrder], nextCursor: null })),
    http.get(`${ACCOUNT}/events`, ({ request }) => {
      const after = new URL(request.url).searchParams.get('after');
      if (after)
        return HttpResponse.json({ items: [{ sequence: 101, type: 'account.updated', occurredAt: CLOCK.now, recordedAt: null, data: {} }], nextSequence: 101 });
      const items = Array.from({ length: 100 }, (_, i) => ({
        sequence: i + 1,
        type: i === 0 ? 'order.rejected' : 'account.updated',
        occurredAt: CLOCK.now,
        recordedAt: '2026-11-26T15:30:00.000Z',
        data: i === 0 ? { orderId: 'o1', reason: 'INSUFFICIENT_BUYING_POWER' } : {},
      }));
      return HttpResponse.json({ items, nextSequence: 100 });
    }),
  );
}

function renderAt(id = 'acc_1') {
  return renderWithProviders(
    <Routes>
      <Route path="/developers/accounts/:accountId" element={<AccountDetail />} />
      <Route path="/developers/accounts" element={<h1>All accounts here</h1>} />
    </Routes>,
    { route: `/developers/accounts/${id}` },
  );
}

describe('AccountDetail', () => {
  it("shows the account's figures, clock, positions and orders, with the reason of a rejection", async () => {
    serve();
    renderAt();
    expect(await screen.findByRole('heading', { name: 'first' })).toBeInTheDocument();
    expect(screen.getByText('acc_1')).toBeInTheDocument();
    expect(await screen.findByText('Broker: Meridian Clearing')).toBeInTheDocument();
    expect(screen.getByText('$200,000.00')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Clock of first' })).toHaveTextContent('Frozen');
    const positions = screen.getByRole('region', { name: 'Positions' });
    expect(await within(positions).findByText('MSFT · 3 shares')).toBeInTheDocument();
    expect(await within(positions).findByText('Quote now: bid $409.95 · ask $410.05 · last $410.00')).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(await within(orders).findByText(/BUY 10 AAPL limit @ 150.00 · gtc · filled 0/)).toBeInTheDocument();
    expect(within(orders).getByText('Needs $1,500.00, has $0.00')).toBeInTheDocument();
    expect(within(orders).getByText(/BUY \$250.00 \(1.333333333\) AAPL market · day · filled 1.333333333 @ 187.50/)).toBeInTheDocument();
  });

  it("shows each event at the account's clock time beside the real time, opens its payload, and reads further pages", async () => {
    serve();
    const { user } = renderAt();
    const events = await screen.findByRole('region', { name: 'Events' });
    const first = (await within(events).findByText('order.rejected')).closest('li')!;
    expect(first).toHaveTextContent('Account clock Mon, Nov 23, 2026, 10:00 AM New York · Real time Nov 26, 2026, 3:30 PM UTC');
    const payload = within(first).getByText(/"reason": "INSUFFICIENT_BUYING_POWER"/);
    expect(payload).not.toBeVisible();
    await user.click(within(first).getByText('order.rejected'));
    expect(payload).toBeVisible();
    await user.click(within(events).getByRole('button', { name: 'Show more events' }));
    const older = (await within(events).findByText('#101')).closest('li')!;
    expect(older).toHaveTextContent('Real time not recorded');
  });

  it('says so when the account does not exist, with the way back', async () => {
    serve({ missing: true });
    const { user } = renderAt('acc_gone');
    expect(await screen.findByText('No sandbox account of yours has this id: it may have been deleted.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'All accounts' }));
    expect(await screen.findByRole('heading', { name: 'All accounts here' })).toBeInTheDocument();
  });
});
