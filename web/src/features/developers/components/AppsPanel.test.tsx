import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import type { CreatedPartnerApp, PartnerApp } from '../connectTypes';
import { AppsPanel } from './AppsPanel';

const APPS = '*/api/developer/apps';

const appFixture = (over: Partial<PartnerApp> = {}): PartnerApp => ({
  id: 'a1',
  clientId: 'bbapp_one',
  name: 'Acme Invest',
  type: 'confidential',
  redirectUris: ['https://acme.example/callback'],
  tokenEndpointAuthMethod: 'client_secret_basic',
  createdAt: '2026-11-20T10:00:00Z',
  ...over,
});

/** A tiny in-memory app store behind the console endpoints, recording what was sent. */
function serveApps(initial: PartnerApp[] = []) {
  let apps = [...initial];
  const sent: { create?: unknown; patch?: unknown; rotated?: string; deleted?: string } = {};
  server.use(
    http.get(APPS, () => HttpResponse.json({ items: apps })),
    http.post(APPS, async ({ request }) => {
      sent.create = await request.json();
      const body = sent.create as { name: string; redirectUris: string[]; type: PartnerApp['type'] };
      const app = appFixture({ id: 'a2', clientId: 'bbapp_two', ...body });
      const created: CreatedPartnerApp = body.type === 'confidential' ? { ...app, clientSecret: 'bbsec_new_secret' } : app;
      apps = [app, ...apps];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch(`${APPS}/:id`, async ({ request, params }) => {
      sent.patch = await request.json();
      const body = sent.patch as { redirectUris: string[] };
      if (body.redirectUris.some((u) => u.startsWith('http://evil'))) {
        return HttpResponse.json({ code: 'VALIDATION.FAILED', message: 'redirect URIs must use https' }, { status: 400 });
      }
      apps = apps.map((a) => (a.id === params.id ? { ...a, ...body } : a));
      return HttpResponse.json(apps.find((a) => a.id === params.id));
    }),
    http.post(`${APPS}/:id/secret`, ({ params }) => {
      sent.rotated = String(params.id);
      return HttpResponse.json({ ...apps.find((a) => a.id === params.id), clientSecret: 'bbsec_rotated' }, { status: 201 });
    }),
    http.delete(`${APPS}/:id`, ({ params }) => {
      sent.deleted = String(params.id);
      apps = apps.filter((a) => a.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

describe('AppsPanel', () => {
  it('shows a spinner, then "No apps yet" with what an app is for and where the example is', async () => {
    server.use(
      http.get(APPS, async () => {
        await delay(30);
        return HttpResponse.json({ items: [] });
      }),
    );
    renderWithProviders(<AppsPanel />);
    expect(screen.getByRole('progressbar', { name: 'Loading apps' })).toBeInTheDocument();
    const empty = await screen.findByText('No apps yet');
    expect(empty.parentElement).toHaveTextContent(/connect a broker account|examples\/partner-app/);
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api-documentation/v1');
  });

  it('says when the list cannot be loaded, and retries', async () => {
    let calls = 0;
    server.use(
      http.get(APPS, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }) : HttpResponse.json({ items: [appFixture()] });
      }),
    );
    const { user } = renderWithProviders(<AppsPanel />);
    expect(await screen.findByText(/Could not load apps\. Database unavailable/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Acme Invest' })).toBeInTheDocument();
  });

  it('creates a confidential app from the keyboard and shows its secret once, with a copy button', async () => {
    const sent = serveApps();
    const { user } = renderWithProviders(<AppsPanel />);
    await screen.findByText('No apps yet');
    await user.click(screen.getByRole('button', { name: 'Create app' }));
    const dialog = screen.getByRole('dialog', { name: 'Create an app' });
    // Nothing typed: the form says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Create app' }));
    expect(within(dialog).getByText('Give the app a name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Add at least one redirect URI.')).toBeInTheDocument();
    expect(sent.create).toBeUndefined();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Beta Trader');
    await user.type(within(dialog).getByRole('textbox', { name: 'Redirect URIs' }), 'https://beta.example/cb{Enter}  {Enter}http://127.0.0.1:3000/cb');
    await user.click(within(dialog).getByRole('button', { name: 'Create app' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.create).toEqual({ name: 'Beta Trader', redirectUris: ['https://beta.example/cb', 'http://127.0.0.1:3000/cb'], type: 'confidential' });

    const reveal = screen.getByRole('region', { name: 'Your new client secret' });
    expect(reveal).toHaveTextContent('you won’t see it again'.replace('’', "'"));
    expect(screen.getByTestId('new-app-secret')).toHaveTextContent('bbsec_new_secret');
    expect(within(reveal).getByRole('button', { name: 'Copy the client secret' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Beta Trader' })).toHaveTextContent('bbapp_two');
    await user.click(within(reveal).getByRole('button', { name: "I've saved it" }));
    expect(screen.queryByTestId('new-app-secret')).not.toBeInTheDocument();
    expect(screen.queryByText('bbsec_new_secret')).not.toBeInTheDocument();
  });

  it('creates a public app without a secret', async () => {
    const sent = serveApps();
    const { user } = renderWithProviders(<AppsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Create app' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mobile');
    await user.type(within(dialog).getByRole('textbox', { name: 'Redirect URIs' }), 'https://m.example/cb');
    await user.click(within(dialog).getByRole('radio', { name: /Public/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create app' }));
    expect(await screen.findByRole('listitem', { name: 'Mobile' })).toBeInTheDocument();
    expect(sent.create).toMatchObject({ type: 'public' });
    expect(screen.queryByRole('region', { name: 'Your new client secret' })).not.toBeInTheDocument();
    // A public app has no secret to rotate.
    expect(screen.queryByRole('button', { name: 'Rotate the secret of Mobile' })).not.toBeInTheDocument();
  });

  it('edits redirect URIs, showing the server’s refusal in the dialog', async () => {
    const sent = serveApps([appFixture()]);
    const { user } = renderWithProviders(<AppsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Edit redirect URIs of Acme Invest' }));
    const field = within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Redirect URIs' });
    expect(field).toHaveValue('https://acme.example/callback');
    await user.clear(field);
    await user.type(field, 'http://evil.example/cb');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(screen.getByRole('dialog')).findByText('redirect URIs must use https')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'https://acme.example/new');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.patch).toEqual({ redirectUris: ['https://acme.example/new'] });
    expect(await screen.findByText('https://acme.example/new')).toBeInTheDocument();
  });

  it('rotates the secret after confirming and shows the new one once', async () => {
    const sent = serveApps([appFixture()]);
    const { user } = renderWithProviders(<AppsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Rotate the secret of Acme Invest' }));
    expect(sent.rotated).toBeUndefined();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rotate secret' }));
    expect(await screen.findByTestId('new-app-secret')).toHaveTextContent('bbsec_rotated');
    expect(sent.rotated).toBe('a1');
  });

  it('deletes an app only after confirming; Cancel keeps it', async () => {
    const sent = serveApps([appFixture()]);
    const { user } = renderWithProviders(<AppsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Delete Acme Invest' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete “Acme Invest”?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.deleted).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Delete Acme Invest' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete app' }));
    expect(await screen.findByText('No apps yet')).toBeInTheDocument();
    expect(sent.deleted).toBe('a1');
  });
});
