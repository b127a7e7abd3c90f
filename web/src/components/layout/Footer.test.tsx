import { screen } from '@testing-library/react';
import { Footer } from './Footer';
import { publicConfigHandler } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

describe('Footer', () => {
  it('shows the legal links, the configured social profiles and the copyright', async () => {
    server.use(publicConfigHandler);
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use');
    expect(screen.getByRole('link', { name: 'Risk Disclosure' })).toHaveAttribute('href', '/risk-disclosure');
    const linkedIn = await screen.findByRole('link', { name: 'BrokerBridge on LinkedIn' });
    expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/company/brokerbridge');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'BrokerBridge on X' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/© 2025 BrokerBridge/)).toBeInTheDocument();
  });
});
