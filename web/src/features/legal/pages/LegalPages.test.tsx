import { screen, within } from '@testing-library/react';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { RiskDisclosurePage } from './RiskDisclosurePage';
import { TermsOfUsePage } from './TermsOfUsePage';
import { publicConfigHandler } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';

const sectionHeadings = () => screen.getAllByRole('heading', { level: 2 }).filter((h) => /^\d+\. /.test(h.textContent ?? ''));

describe('legal pages', () => {
  beforeEach(() => server.use(publicConfigHandler));

  it('Privacy Policy: 12 sections in order, a linked contents list, the sales mailbox and Back to Home', async () => {
    renderWithProviders(<PrivacyPolicyPage />);
    expect(screen.getByText('Last updated May 7, 2025')).toBeInTheDocument();
    const headings = sectionHeadings();
    expect(headings).toHaveLength(12);
    expect(headings[0]).toHaveTextContent('1. Who this policy applies to');
    expect(headings[9]).toHaveTextContent("10. Children's privacy");
    expect(headings[11]).toHaveTextContent('12. Contact us');
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(toc).getAllByRole('link')).toHaveLength(12);
    expect(within(toc).getByRole('link', { name: 'Cookies and similar technologies' })).toHaveAttribute('href', '#cookies');
    expect(document.getElementById('cookies')).toContainElement(screen.getByRole('heading', { name: '5. Cookies and similar technologies' }));
    expect(screen.getByText(/We do not sell personal data/)).toBeInTheDocument();
    expect(screen.getByText(/not intended for anyone under 18/)).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: 'sales@brokerbridge.example' }))[0]).toHaveAttribute('href', 'mailto:sales@brokerbridge.example');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('Terms of Use: 13 sections from eligibility to contact, with Delaware law and the sales mailbox', async () => {
    renderWithProviders(<TermsOfUsePage />);
    const headings = sectionHeadings();
    expect(headings).toHaveLength(13);
    expect(headings[0]).toHaveTextContent('1. Eligibility');
    expect(headings[11]).toHaveTextContent('12. Governing law');
    expect(screen.getByText(/at least 18 years old/)).toBeInTheDocument();
    expect(screen.getByText(/may not resell/)).toBeInTheDocument();
    expect(screen.getByText(/throttle/)).toBeInTheDocument();
    expect(screen.getByText(/State of Delaware/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'sales@brokerbridge.example' })).toHaveAttribute('href', 'mailto:sales@brokerbridge.example');
  });

  it('Risk Disclosure is dated today and covers loss, system failure and broker terms', () => {
    renderWithProviders(<RiskDisclosurePage />);
    const today = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date());
    expect(screen.getByText(`Last updated ${today}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /risk of loss/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /delayed or fail/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Broker terms apply/ })).toBeInTheDocument();
  });
});
