import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { ErrorsPage } from './ErrorsPage';

const CATALOG = {
  page: '/api-documentation/errors',
  items: [
    { code: 'AUTH.INVALID_API_KEY', status: 401, message: 'Invalid API key', description: 'Send `Authorization: Bearer <key>`.', surfaces: ['v1'] },
    { code: 'VALIDATION_FAILED', status: 400, message: 'quantity must be at least 1', description: 'Fix the fields.', surfaces: ['v1', 'api'] },
  ],
};

describe('ErrorsPage', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('lists every code of /v1/errors.json at its own anchor, with its status, message and meaning', async () => {
    server.use(http.get('*/v1/errors.json', () => HttpResponse.json(CATALOG)));
    renderWithProviders(<ErrorsPage />, { route: '/api-documentation/errors#AUTH.INVALID_API_KEY' });
    const entry = (await screen.findByRole('heading', { name: 'AUTH.INVALID_API_KEY' })).closest('section')!;
    expect(entry).toHaveAttribute('id', 'AUTH.INVALID_API_KEY');
    expect(entry).toHaveTextContent('401');
    expect(entry).toHaveTextContent('Typical message: “Invalid API key” · answered on /v1 (API key)');
    expect(screen.getByRole('link', { name: 'Link to VALIDATION_FAILED' })).toHaveAttribute('href', '#VALIDATION_FAILED');
    expect(screen.getByText('2 codes')).toBeInTheDocument();
    // The fragment's target arrived after the page: it is brought into view and focused.
    expect(entry).toHaveFocus();
    expect(document.title).toBe('Error Codes | BrokerBridge');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    server.use(http.get('*/v1/errors.json', () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<ErrorsPage />);
    expect(await screen.findByText(/Could not load the error codes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
