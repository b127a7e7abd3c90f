import { screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { renderWithProviders } from '../testing/renderWithProviders';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('RouteErrorBoundary', () => {
  it('shows the error instead of a blank page, and clears it when the visitor moves on', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(
      <>
        <Link to="/fine">Elsewhere</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>All good</p>} />
          </Routes>
        </RouteErrorBoundary>
      </>,
      { route: '/broken' },
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Failed to fetch dynamically imported module' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});
