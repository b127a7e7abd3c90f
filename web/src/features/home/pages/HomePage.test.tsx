import { screen, waitFor, within } from '@testing-library/react';
import { HomePage } from './HomePage';
import { renderWithProviders } from '../../../testing/renderWithProviders';

/** Renders the page and waits for the lazily loaded subscribe form, so nothing resolves after a test. */
async function renderHome() {
  const utils = renderWithProviders(<HomePage />);
  await screen.findByRole('textbox', { name: /email address/i });
  return utils;
}

describe('HomePage', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('leads with the headline and sends Get Started to /contact', async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Connect once, trade everywhere' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
  });

  it('scrolls Subscribe for Updates to the mailing list and focuses its email field', async () => {
    const { user } = await renderHome();
    await user.click(screen.getByRole('button', { name: 'Subscribe for Updates' }));
    const section = screen.getByRole('region', { name: 'Join our mailing list' });
    expect(section.scrollIntoView).toHaveBeenCalled();
    const input = await within(section).findByRole('textbox', { name: /email address/i });
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('links each of the 8 partners to its site in a new tab, with a name', async () => {
    await renderHome();
    const strip = screen.getByRole('region', { name: 'Utilized by leading firms' });
    const links = within(strip).getAllByRole('link');
    expect(links).toHaveLength(8);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\/[a-z-]+\.example$/);
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });

  it('lists the three advantages with a Contact Us button', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'How we help you win' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Frictionless end-user onboarding', 'Full trading functionality', 'Scalability at every level']);
    expect(within(section).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
