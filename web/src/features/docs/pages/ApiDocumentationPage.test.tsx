import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { ApiDocumentationPage } from './ApiDocumentationPage';
import { renderWithProviders } from '../../../testing/renderWithProviders';

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

const setup = (route = '/api-documentation') =>
  renderWithProviders(
    <Routes>
      <Route
        path="/api-documentation"
        element={
          <>
            <ApiDocumentationPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route },
  );

describe('ApiDocumentationPage', () => {
  beforeAll(() => {
    window.scrollTo = jest.fn();
  });

  it('opens on Documentation with the four features, the steps and both connection types', () => {
    setup();
    expect(screen.getByRole('tab', { name: /^Documentation/ })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Secure Connections', 'Multiple Brokers', 'REST API', 'WebSocket API', 'Read-Only', 'Trade Enabled']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    // Self-serve: no credentials to request from sales.
    expect(screen.queryByText(/client-id|client-secret|user-secret/)).not.toBeInTheDocument();
    expect(screen.getByText(/Create a developer account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    for (const [name, href] of [
      ['Quickstart', '/api-documentation/guides/quickstart'],
      ['Testing', '/api-documentation/guides/testing'],
      ['Going live', '/api-documentation/guides/going-live'],
    ]) {
      expect(screen.getAllByRole('link', { name }).every((link) => link.getAttribute('href') === href)).toBe(true);
    }
  });

  it('points to the sandbox: the developer console and the /v1 reference', () => {
    setup();
    const callout = screen.getByRole('complementary', { name: 'Sandbox API' });
    expect(within(callout).getByRole('link', { name: 'Developer Console' })).toHaveAttribute('href', '/developers');
    expect(within(callout).getByRole('link', { name: 'Sandbox API reference (/v1)' })).toHaveAttribute('href', '/api-documentation/v1');
  });

  it('View API Reference switches to the reference tab and its frame, and says so in the URL', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'View API Reference' }));
    expect(screen.getByRole('tab', { name: /^API Reference/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTitle('BrokerBridge API reference')).toHaveAttribute('src', '/docs/api-reference.html?v=test');
    expect(screen.getByTestId('location')).toHaveTextContent('?tab=reference');
  });

  it('opens straight on the reference from ?tab=reference and goes back from the card', async () => {
    const { user } = setup('/api-documentation?tab=reference');
    expect(screen.getByRole('heading', { name: 'Your first sandbox call' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the sandbox API reference' })).toHaveAttribute('href', '/api-documentation/v1');
    await user.click(screen.getByRole('tab', { name: /^Documentation/ }));
    expect(screen.getByRole('button', { name: 'View API Reference' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toBeEmptyDOMElement();
  });
});
