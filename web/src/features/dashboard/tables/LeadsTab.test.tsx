import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LeadsTab } from './LeadsTab';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';

const lead = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We want broker connectivity for our app.',
  source: '/contact',
  createdAt: '2026-03-15T12:00:00.000Z',
  deliveries: [
    { channel: 'crm', status: 'delivered', attempts: 1, lastError: null, deliveredAt: '2026-03-15T12:00:02.000Z' },
    { channel: 'email', status: 'failed', attempts: 3, lastError: 'SMTP timeout', deliveredAt: null },
  ],
};

describe('LeadsTab', () => {
  it('lists leads with their delivery status', async () => {
    server.use(http.get('*/api/admin/leads', () => HttpResponse.json({ items: [lead], total: 1, page: 1, pageSize: 10 })));
    renderWithProviders(<LeadsTab />);
    const table = await screen.findByRole('table', { name: 'leads' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Ada Lovelace');
    expect(row).toHaveTextContent('ada@example.com');
    expect(row).toHaveTextContent('Analytical Engines');
    expect(within(row).getByText('crm: delivered')).toBeInTheDocument();
    expect(within(row).getByText('email: failed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/leads/export');
  });

  it('explains a server without the leads list (404) and offers no export', async () => {
    server.use(http.get('*/api/admin/leads', () => HttpResponse.json({ statusCode: 404 }, { status: 404 })));
    renderWithProviders(<LeadsTab />);
    expect(await screen.findByText(/this server does not collect leads yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
  });
});
