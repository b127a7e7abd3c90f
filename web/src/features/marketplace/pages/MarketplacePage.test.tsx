import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { MarketplacePage } from './MarketplacePage';
import { renderWithProviders } from '../../../testing/renderWithProviders';

function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

function setup(route = '/marketplace') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/marketplace"
        element={
          <>
            <MarketplacePage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const cards = () => within(screen.getByRole('tabpanel')).queryAllByRole('article');
const search = () => screen.getByRole('searchbox', { name: 'Search the marketplace' });

describe('MarketplacePage', () => {
  it('opens on the 9 tools, each with logo, tags and a Visit Site link in a new tab', () => {
    setup();
    expect(screen.getByText('Showing 9 tools')).toBeInTheDocument();
    expect(cards()).toHaveLength(9);
    const first = cards()[0];
    expect(within(first).getByRole('img', { name: 'QuantLens logo' })).toBeInTheDocument();
    expect(within(first).getByText('Portfolio Analysis')).toBeInTheDocument();
    const visit = within(first).getByRole('link', { name: /^Visit Site/ });
    expect(visit).toHaveAttribute('href', 'https://quantlens.example');
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('switches to newsletters from the big card and from the tab, keeping the search', async () => {
    const { user } = setup('/marketplace?q=research');
    expect(screen.getByText('Showing 2 tools')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Explore Newsletters/ }));
    expect(screen.getByText('Showing 3 newsletters')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?q=research&view=newsletters');
    await user.click(screen.getByRole('tab', { name: 'Tools' }));
    expect(screen.getByText('Showing 2 tools')).toBeInTheDocument();
    expect(search()).toHaveValue('research');
  });

  it('filters by a tag, says "1 tool" in the singular and writes the search to the URL', async () => {
    const { user } = setup();
    await user.type(search(), 'no code');
    expect(screen.getByText('Showing 1 tool')).toBeInTheDocument();
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['AlgoBlocks']);
    expect(screen.getByTestId('location')).toHaveTextContent('?q=no+code');
  });

  it('shows the empty message and Clear Search brings everything back', async () => {
    const { user } = setup('/marketplace?view=newsletters&q=zzz');
    expect(screen.getByText('No newsletters found matching your search criteria.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(screen.getByText('Showing 9 newsletters')).toBeInTheDocument();
    expect(search()).toHaveValue('');
  });

  it('ends with the listing invitation linking to /contact', () => {
    setup();
    const block = screen.getByRole('region', { name: 'Want to list your product here?' });
    expect(within(block).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
