import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { apiKeyFixture, createdKeyFixture } from '../developerFixtures';
import type { ApiKey, CreatedApiKey } from '../developerTypes';
import { KeysPanel } from './KeysPanel';

const KEYS = '*/api/developer/keys';

function Harness() {
  const [revealed, setRevealed] = useState<CreatedApiKey | null>(null);
  return <KeysPanel revealed={revealed} onReveal={setRevealed} />;
}

/** A tiny in-memory key store behind the console endpoints, recording what was sent. */
function serveKeys(initial: ApiKey[] = []) {
  let keys = [...initial];
  const sent: { create?: unknown; roll?: unknown; revoked?: string } = {};
  server.use(
    http.get(KEYS, () => HttpResponse.json({ items: keys })),
    http.post(KEYS, async ({ request }) => {
      sent.create = await request.json();
      const created = createdKeyFixture();
      keys = [created, ...keys];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete(`${KEYS}/:id`, ({ params }) => {
      sent.revoked = String(params.id);
      keys = keys.filter((k) => k.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${KEYS}/:id/roll`, async ({ request }) => {
      sent.roll = await request.json();
      const rolled = createdKeyFixture({ id: 'k3', name: 'backtest script', prefix: 'bb_test_pub3', key: 'bb_test_pub3_rolledrolledrolled' });
      keys = [rolled, ...keys.map((k) => (k.id === 'k1' ? { ...k, expiresAt: '2026-11-24T10:00:00Z' } : k))];
      return HttpResponse.json(rolled, { status: 201 });
    }),
  );
  return sent;
}

describe('KeysPanel', () => {
  it('shows a spinner, then says there are no keys yet', async () => {
    server.use(
      http.get(KEYS, async () => {
        await delay(30);
        return HttpResponse.json({ items: [] });
      }),
    );
    renderWithProviders(<Harness />);
    expect(screen.getByRole('progressbar', { name: 'Loading api keys' })).toBeInTheDocument();
    expect(await screen.findByText('No keys yet. Create one to call the API.')).toBeInTheDocument();
  });

  it('lists each key with its prefix, scopes and times', async () => {
    serveKeys([apiKeyFixture({ lastUsedAt: '2026-11-21T09:30:00Z' })]);
    renderWithProviders(<Harness />);
    const item = await screen.findByRole('listitem', { name: 'backtest script' });
    expect(within(item).getByText('bb_test_pub1_…')).toBeInTheDocument();
    expect(within(item).getByText('accounts:read')).toBeInTheDocument();
    expect(within(item).getByText('accounts:write')).toBeInTheDocument();
    expect(within(item).getByText('Nov 20, 2026, 10:00 AM UTC')).toBeInTheDocument();
    expect(within(item).getByText('Nov 21, 2026, 9:30 AM UTC')).toBeInTheDocument();
    expect(within(item).getByText('Never')).toBeInTheDocument();
  });

  it('says what is wrong with the form before sending anything', async () => {
    const sent = serveKeys();
    const { user } = renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create an API key' });
    for (const scope of ['accounts:read', 'accounts:write', 'trading:write', 'sandbox:control', 'webhooks:manage'])
      await user.click(within(dialog).getByRole('checkbox', { name: new RegExp(`^${scope}`) }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(within(dialog).getByText(/Give the key a name/)).toBeInTheDocument();
    expect(within(dialog).getByText('Pick at least one scope')).toBeInTheDocument();
    expect(sent.create).toBeUndefined();
  });

  it('creates a key with the chosen scopes and shows it once, with a copy button', async () => {
    const sent = serveKeys();
    const { user } = renderWithProviders(<Harness />);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create an API key' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Key name' }), '  ci  ');
    // Every sandbox scope is ticked to begin with; two are taken off.
    for (const box of within(dialog).getAllByRole('checkbox')) expect(box).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /^trading:write/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^sandbox:control/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const reveal = await screen.findByRole('region', { name: 'Your new API key' });
    expect(sent.create).toEqual({ name: 'ci', scopes: ['accounts:read', 'accounts:write', 'webhooks:manage'] });
    expect(reveal).toHaveTextContent("you won't see it again");
    expect(within(reveal).getByTestId('new-api-key')).toHaveTextContent('bb_test_pub2_s3cretS3cretS3cretS3cret');
    await user.click(within(reveal).getByRole('button', { name: 'Copy the API key' }));
    expect(writeText).toHaveBeenCalledWith('bb_test_pub2_s3cretS3cretS3cretS3cret');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'ci' })).toBeInTheDocument();

    await user.click(within(reveal).getByRole('button', { name: "I've saved it" }));
    expect(screen.queryByText('bb_test_pub2_s3cretS3cretS3cretS3cret')).not.toBeInTheDocument();
  });

  it('shows the server message when the quota is reached', async () => {
    serveKeys();
    server.use(
      http.post(KEYS, () =>
        HttpResponse.json(
          { statusCode: 409, code: 'DEVELOPER.KEY_QUOTA', message: 'You have 20 live keys, the most allowed. Revoke one first.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    await user.type(screen.getByRole('textbox', { name: 'Key name' }), 'one too many');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('You have 20 live keys, the most allowed. Revoke one first.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create an API key' })).toBeInTheDocument();
  });

  it('revokes a key only after the confirmation', async () => {
    const sent = serveKeys([apiKeyFixture()]);
    const { user } = renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Revoke backtest script' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke “backtest script”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.revoked).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Revoke backtest script' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('Key revoked')).toBeInTheDocument();
    expect(sent.revoked).toBe('k1');
    expect(await screen.findByText('No keys yet. Create one to call the API.')).toBeInTheDocument();
  });

  it('rolls a key with the chosen grace period and shows the new key once', async () => {
    const sent = serveKeys([apiKeyFixture()]);
    const { user } = renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Roll backtest script' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll “backtest script”' });
    await user.click(within(dialog).getByRole('radio', { name: 'In 24 hours' }));
    await user.click(within(dialog).getByRole('button', { name: 'Roll key' }));
    const reveal = await screen.findByRole('region', { name: 'Your new API key' });
    expect(sent.roll).toEqual({ graceSeconds: 86400 });
    expect(within(reveal).getByTestId('new-api-key')).toHaveTextContent('bb_test_pub3_rolledrolledrolled');
    expect(await screen.findByText('Nov 24, 2026, 10:00 AM UTC')).toBeInTheDocument();
  });

  it('offers a retry when the keys cannot be loaded', async () => {
    server.use(http.get(KEYS, () => HttpResponse.json({ statusCode: 503, code: 'DATABASE.UNAVAILABLE', message: 'Try again in a moment.' }, { status: 503 })));
    const { user } = renderWithProviders(<Harness />);
    expect(await screen.findByText(/Could not load api keys\. Try again in a moment\./)).toBeInTheDocument();
    serveKeys([apiKeyFixture()]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'backtest script' })).toBeInTheDocument();
  });
});
