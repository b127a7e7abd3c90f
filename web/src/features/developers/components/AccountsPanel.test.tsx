import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { accountFixture, BROKERS_FIXTURE } from '../developerFixtures';
import type { SandboxAccount, SandboxClock } from '../developerTypes';
import { AccountsPanel } from './AccountsPanel';

const ACCOUNTS = '*/api/developer/accounts';

/** Monday 23 November 2026, 10:00 New York: the market is open until 16:00. */
const OPEN_CLOCK: SandboxClock = {
  now: '2026-11-23T15:00:00.000Z',
  isOpen: true,
  nextOpen: '2026-11-24T14:30:00.000Z',
  nextClose: '2026-11-23T21:00:00.000Z',
  frozen: false,
  speed: 1,
};

function serveAccounts(initial: SandboxAccount[] = []) {
  let accounts = [...initial];
  const sent: { created?: unknown; reset?: string; deleted?: string; clockMoves: unknown[] } = { clockMoves: [] };
  let clock = OPEN_CLOCK;
  server.use(
    http.get(`${ACCOUNTS}/:id/clock`, () => HttpResponse.json(clock)),
    http.post(`${ACCOUNTS}/:id/clock`, async ({ request }) => {
      const move = (await request.json()) as { action: string; seconds?: number };
      sent.clockMoves.push(move);
      if (move.action === 'freeze') clock = { ...clock, frozen: true };
      // Six hours on from 10:00: 16:00, the close, and the next open is the morning after.
      if (move.action === 'advance') clock = { ...clock, now: '2026-11-23T21:00:00.000Z', isOpen: false };
      return HttpResponse.json(clock);
    }),
    http.get('*/api/developer/brokers', () => HttpResponse.json({ items: BROKERS_FIXTURE })),
    http.get(ACCOUNTS, () => HttpResponse.json({ items: accounts, nextCursor: null })),
    http.post(ACCOUNTS, async ({ request }) => {
      sent.created = await request.json();
      const { label, broker } = sent.created as { label?: string; broker?: string };
      const created = accountFixture({ id: 'acc_new', label: label ?? null, broker: broker ?? 'northwind' });
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
    expect(sent.created).toEqual({ label: 'momentum', broker: 'northwind' });
    expect(item).toHaveTextContent('Broker: Northwind Securities');
    expect(within(item).getAllByText('$100,000.00')).toHaveLength(2); // cash and equity
    expect(within(item).getByText('$200,000.00')).toBeInTheDocument();
    expect(await screen.findByText('Sandbox account created')).toBeInTheDocument();
  });

  it('opens an account at the broker picked with the keyboard alone, and names that broker on it', async () => {
    const sent = serveAccounts();
    const { user } = renderWithProviders(<AccountsPanel />);
    const label = await screen.findByRole('textbox', { name: 'Label (optional)' });
    const picker = screen.getByRole('combobox', { name: 'Broker' });
    await waitFor(() => expect(picker).toHaveTextContent('Northwind Securities'));
    await user.click(label);
    await user.keyboard('weekly');
    await user.tab();
    expect(picker).toHaveFocus();
    await user.keyboard('{Enter}');
    const options = within(await screen.findByRole('listbox', { name: 'Broker' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Northwind Securities',
      'Harborline Brokerage',
      'Meridian Clearing',
      'Summit Ridge Capital',
      'Tidewater Brokers (read-only)',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveTextContent('Harborline Brokerage');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Create account' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('listitem', { name: 'weekly' });
    expect(sent.created).toEqual({ label: 'weekly', broker: 'harborline' });
    expect(item).toHaveTextContent('Broker: Harborline Brokerage');
    expect(await screen.findByText('At Harborline Brokerage, with $100,000.00 in cash.')).toBeInTheDocument();
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
    await waitFor(() => expect(sent.created).toEqual({ broker: 'northwind' }));
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
      http.get('*/api/developer/brokers', () => HttpResponse.json({ items: BROKERS_FIXTURE })),
      http.get(`${ACCOUNTS}/:id/clock`, () => HttpResponse.json(OPEN_CLOCK)),
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

  it("shows each account's clock, its market hours and speed, and freezes and advances it", async () => {
    const sent = serveAccounts([accountFixture()]);
    const { user } = renderWithProviders(<AccountsPanel />);
    const clock = await screen.findByRole('region', { name: 'Clock of first' });
    expect(await within(clock).findByText('Mon, Nov 23, 2026, 10:00 AM New York')).toBeInTheDocument();
    expect(within(clock).getByText('Market open')).toBeInTheDocument();
    expect(within(clock).getByText('Running')).toBeInTheDocument();
    expect(within(clock).getByText('Closes Mon, Nov 23, 2026, 4:00 PM New York')).toBeInTheDocument();

    await user.click(within(clock).getByRole('button', { name: 'Freeze the clock of first' }));
    expect(await within(clock).findByText('Frozen')).toBeInTheDocument();
    expect(within(clock).getByRole('button', { name: 'Resume the clock of first' })).toBeInTheDocument();

    await user.click(within(clock).getByRole('button', { name: 'Advance the clock of first by 1 hour' }));
    expect(await within(clock).findByText('Market closed')).toBeInTheDocument();
    expect(within(clock).getByText('Opens Tue, Nov 24, 2026, 9:30 AM New York')).toBeInTheDocument();
    expect(sent.clockMoves).toEqual([{ action: 'freeze' }, { action: 'advance', seconds: 3600 }]);
    expect(await screen.findByText('Clock advanced 1 hour')).toBeInTheDocument();
  });

  it('says when a move of the clock is refused, with the server’s message', async () => {
    serveAccounts([accountFixture()]);
    server.use(
      http.post(`${ACCOUNTS}/:id/clock`, () =>
        HttpResponse.json({ statusCode: 409, code: 'SANDBOX.CLOCK_BACKWARDS', message: 'The clock only moves forward' }, { status: 409 }),
      ),
    );
    const { user } = renderWithProviders(<AccountsPanel />);
    const clock = await screen.findByRole('region', { name: 'Clock of first' });
    await user.click(await within(clock).findByRole('button', { name: 'Advance the clock of first by 1 day' }));
    expect(await screen.findByText('Clock not moved')).toBeInTheDocument();
    expect(screen.getByText('The clock only moves forward')).toBeInTheDocument();
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

  it('links each account to its own page', async () => {
    serveAccounts([accountFixture()]);
    renderWithProviders(<AccountsPanel />);
    expect(await screen.findByRole('link', { name: 'Open first' })).toHaveAttribute('href', '/developers/accounts/acc_1');
  });
});
