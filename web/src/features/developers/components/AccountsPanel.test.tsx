import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { accountFixture } from '../developerFixtures';
import type { SandboxAccount } from '../developerTypes';
import { AccountsPanel } from './AccountsPanel';

const ACCOUNTS = '*/api/developer/accounts';

function serveAccounts(initial: SandboxAccount[] = []) {
  let accounts = [...initial];
  const sent: { created?: unknown; reset?: string; deleted?: string } = {};
  server.use(
    http.get(ACCOUNTS, () => HttpResponse.json({ items: accounts, nextCursor: null })),
    http.post(ACCOUNTS, async ({ request }) => {
      sent.created = await request.json();
      const created = accountFixture({ id: 'acc_new', label: (sent.created as { label?: string }).label ?? null });
      accounts = [created, ...accounts];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post(`${ACCOUNTS}/:id/reset`, ({ params }) => {
      sent.reset = String(params.id);
      return HttpResponse.json(accounts.find((a) => a.id === params.id));
    }),
    http.delete(`${ACCOUNTS}/:id`, ({ params }) => {
      sent.deleted = String(params.id);
      accounts = accounts.filter((a) => a.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${ACCOUNTS}/:id/orders`, () =>
      HttpResponse.json({
        items: [
          {
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
          },
        ],
        nextCursor: null,
      }),
    ),
    http.get(`${ACCOUNTS}/:id/events`, () =>
      HttpResponse.json({
        items: [{ sequence: 1, type: 'order.rejected', occurredAt: '2026-11-23T15:00:00Z', data: { orderId: 'o1', reason: 'INSUFFICIENT_BUYING_POWER' } }],
        nextSequence: 2,
      }),
    ),
  );
  return sent;
}

describe('AccountsPanel', () => {
  it('says there are none yet, then creates one with a label', async () => {
    const sent = serveAccounts();
    const { user } = renderWithProviders(<AccountsPanel />);
    expect(await screen.findByText(/No sandbox accounts yet/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Label (optional)' }), ' momentum ');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const item = await screen.findByRole('listitem', { name: 'momentum' });
    expect(sent.created).toEqual({ label: 'momentum' });
    expect(within(item).getAllByText('$100,000.00')).toHaveLength(2); // cash and equity
    expect(within(item).getByText('$200,000.00')).toBeInTheDocument();
    expect(await screen.findByText('Sandbox account created')).toBeInTheDocument();
  });

  it('sends no label when none is given, and refuses one that is too long', async () => {
    const sent = serveAccounts();
    const { user } = renderWithProviders(<AccountsPanel />);
    const label = await screen.findByRole('textbox', { name: 'Label (optional)' });
    await user.type(label, 'x'.repeat(65));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('The label can be at most 64 characters')).toBeInTheDocument();
    expect(sent.created).toBeUndefined();
    await user.clear(label);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(sent.created).toEqual({}));
  });

  it('shows accounts made elsewhere (with a key) after a refresh', async () => {
    serveAccounts();
    const { user } = renderWithProviders(<AccountsPanel />);
    expect(await screen.findByText(/No sandbox accounts yet/)).toBeInTheDocument();
    serveAccounts([accountFixture({ label: null, id: 'acc_curl' })]);
    await user.click(screen.getByRole('button', { name: 'Refresh accounts' }));
    expect(await screen.findByRole('listitem', { name: 'Unlabelled account' })).toHaveTextContent('acc_curl');
  });

  it('reads further cursor pages on "Show more accounts"', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(ACCOUNTS, ({ request }) => {
        const after = new URL(request.url).searchParams.get('after');
        asked.push(after);
        return after === 'c1'
          ? HttpResponse.json({ items: [accountFixture({ id: 'acc_2', label: 'second' })], nextCursor: null })
          : HttpResponse.json({ items: [accountFixture()], nextCursor: 'c1' });
      }),
    );
    const { user } = renderWithProviders(<AccountsPanel />);
    await screen.findByRole('listitem', { name: 'first' });
    await user.click(screen.getByRole('button', { name: 'Show more accounts' }));
    expect(await screen.findByRole('listitem', { name: 'second' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'first' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more accounts' })).not.toBeInTheDocument();
    expect(asked).toEqual([null, 'c1']);
  });

  it('shows the quota message from the server', async () => {
    serveAccounts();
    server.use(
      http.post(ACCOUNTS, () =>
        HttpResponse.json({ statusCode: 409, code: 'DEVELOPER.ACCOUNT_QUOTA', message: 'You have 100 sandbox accounts, the most allowed.' }, { status: 409 }),
      ),
    );
    const { user } = renderWithProviders(<AccountsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('You have 100 sandbox accounts, the most allowed.')).toBeInTheDocument();
  });

  it('resets and deletes an account after confirming', async () => {
    const sent = serveAccounts([accountFixture()]);
    const { user } = renderWithProviders(<AccountsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Reset first' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Reset “first”?' })).getByRole('button', { name: 'Reset account' }));
    expect(await screen.findByText('Account reset')).toBeInTheDocument();
    expect(sent.reset).toBe('acc_1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete first' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete “first”?' })).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText(/No sandbox accounts yet/)).toBeInTheDocument();
    expect(sent.deleted).toBe('acc_1');
  });

  it('reads the event log on from the last sequence of a full page', async () => {
    serveAccounts([accountFixture()]);
    const asked: (string | null)[] = [];
    server.use(
      http.get(`${ACCOUNTS}/:id/events`, ({ request }) => {
        const after = new URL(request.url).searchParams.get('after');
        asked.push(after);
        const from = Number(after ?? 0);
        const count = after ? 1 : 100;
        const items = Array.from({ length: count }, (_, i) => ({
          sequence: from + i + 1,
          type: 'account.updated',
          occurredAt: '2026-11-23T15:00:00Z',
          data: {},
        }));
        return HttpResponse.json({ items, nextSequence: from + count + 1 });
      }),
    );
    const { user } = renderWithProviders(<AccountsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Orders and events of first' }));
    const events = await screen.findByRole('region', { name: 'Events' });
    expect(await within(events).findByText('#100')).toBeInTheDocument();
    await user.click(within(events).getByRole('button', { name: 'Show more events' }));
    expect(await within(events).findByText('#101')).toBeInTheDocument();
    expect(asked).toEqual([null, '100']);
    expect(within(events).queryByRole('button', { name: 'Show more events' })).not.toBeInTheDocument();
  });

  it("opens an account's orders, with the reason of a rejection, and its events", async () => {
    serveAccounts([accountFixture()]);
    const { user } = renderWithProviders(<AccountsPanel />);
    const toggle = await screen.findByRole('button', { name: 'Orders and events of first' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(await within(orders).findByText(/BUY 10 AAPL limit @ 150.00 · gtc · filled 0/)).toBeInTheDocument();
    expect(within(orders).getByText('rejected')).toBeInTheDocument();
    expect(within(orders).getByText('Needs $1,500.00, has $0.00')).toBeInTheDocument();
    const events = screen.getByRole('region', { name: 'Events' });
    expect(await within(events).findByText('order.rejected')).toBeInTheDocument();
    // Each event opens (a native <details>) on its payload.
    const payload = within(events).getByText(/"reason": "INSUFFICIENT_BUYING_POWER"/);
    expect(payload).not.toBeVisible();
    await user.click(within(events).getByText('order.rejected'));
    expect(payload).toBeVisible();
    // One short page of each: nothing more to show.
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });
});
