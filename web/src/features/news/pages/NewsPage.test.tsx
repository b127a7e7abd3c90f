import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { primeStaticJson } from '../../../api/staticJson';
import { LINKEDIN_POSTS_URL } from '../../../config/paths';
import { publicConfigHandler } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import type { LinkedInPostsResponse } from '../newsApi';
import { NewsPage } from './NewsPage';

const response = (overrides: Partial<LinkedInPostsResponse> = {}): LinkedInPostsResponse => ({
  isMock: false,
  authStatus: 'connected',
  message: null,
  posts: [
    {
      id: 'urn:li:share:1',
      author: 'BrokerBridge',
      created: '2026-11-18T15:00:00.000Z',
      content: `First line\n${'y'.repeat(130)}\nthird\nfourth\nfifth line`,
      postUrl: 'https://www.linkedin.com/feed/update/urn:li:share:1/',
      contentImage: 'urn:li:image:ABC',
    },
    {
      id: 'urn:li:share:2',
      author: 'BrokerBridge',
      created: '2026-11-10T14:00:00.000Z',
      content: 'No picture',
      postUrl: 'https://www.linkedin.com/feed/update/urn:li:share:2/',
    },
  ],
  ...overrides,
});

const postsHandler = (body: LinkedInPostsResponse) => http.get('*/api/linkedin/posts', () => HttpResponse.json(body));

describe('NewsPage', () => {
  beforeEach(() => server.use(publicConfigHandler));

  it('shows a spinner, then the update cards with author, long date, truncated content and the post link', async () => {
    server.use(postsHandler(response()));
    renderWithProviders(<NewsPage />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('heading', { name: 'BrokerBridge' })).toBeInTheDocument();
    expect(first.getByText('November 18, 2026')).toBeInTheDocument();
    expect(first.getByText(`${'y'.repeat(120)}...`)).toBeInTheDocument();
    expect(first.getByText('fourth')).toBeInTheDocument();
    expect(first.queryByText('fifth line')).not.toBeInTheDocument();
    const link = first.getByRole('link', { name: 'View on LinkedIn' });
    expect(link).toHaveAttribute('href', 'https://www.linkedin.com/feed/update/urn:li:share:1/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(cards[1]).getByTestId('news-banner')).toBeInTheDocument();
    expect(screen.queryByTestId('development-notice')).not.toBeInTheDocument();
  });

  it('shows each image once, in its post’s card: square, lazy, with a placeholder, and the banner when it fails', async () => {
    server.use(postsHandler(response()));
    const { container } = renderWithProviders(<NewsPage />);
    const [first, second] = await screen.findAllByRole('article');
    // One image per post with one: no separate row of the same images above the cards.
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Post images' })).not.toBeInTheDocument();
    const image = within(first).getByRole('img', { name: 'Image from the BrokerBridge post of November 18, 2026' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.getAttribute('src')).toMatch(/^\/api\/linkedin\/image\/urn%3Ali%3Aimage%3AABC\?t=\d+$/);
    expect(within(first).getByTestId('image-placeholder')).toBeInTheDocument();
    expect(within(first).queryByTestId('news-banner')).not.toBeInTheDocument();
    expect(within(second).getByTestId('news-banner')).toBeInTheDocument();
    fireEvent.error(image);
    expect(within(first).queryByRole('img')).not.toBeInTheDocument();
    expect(within(first).getByTestId('news-banner')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-testid="news-banner"]')).toHaveLength(2);
  });

  it('shows the Development Mode notice, with the message, when the posts are samples', async () => {
    server.use(postsHandler(response({ isMock: true, authStatus: 'not_configured', message: 'Our updates will appear here.' })));
    renderWithProviders(<NewsPage />);
    expect(await screen.findByTestId('development-notice')).toHaveTextContent(
      /^Development Mode\. Currently displaying sample posts\. LinkedIn integration status: not connected yet - Our updates will appear here\.$/,
    );
  });

  it('shows the Stay Connected panel with the company page link when there are no posts', async () => {
    server.use(postsHandler(response({ posts: [] })));
    renderWithProviders(<NewsPage />);
    expect(await screen.findByRole('heading', { name: 'Stay Connected' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Visit Our LinkedIn Page' })).toHaveAttribute('href', 'https://www.linkedin.com/company/brokerbridge');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the error alert when the posts cannot be loaded', async () => {
    server.use(http.get('*/api/linkedin/posts', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderWithProviders(<NewsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to load posts. Please try again later.');
  });

  it('polls the posts every 300000 ms', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      let calls = 0;
      server.use(
        http.get('*/api/linkedin/posts', () => {
          calls += 1;
          return HttpResponse.json(response());
        }),
      );
      renderWithProviders(<NewsPage />);
      await screen.findAllByRole('article');
      expect(calls).toBe(1);
      await act(() => jest.advanceTimersByTimeAsync(299000));
      expect(calls).toBe(1);
      await act(() => jest.advanceTimersByTimeAsync(2000));
      expect(calls).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  describe('drawn with the answer that came before it (the prerender, and main.tsx before adopting it)', () => {
    const counting = () => {
      const calls = { count: 0 };
      server.use(
        http.get('*/api/linkedin/posts', () => {
          calls.count += 1;
          return HttpResponse.json(response({ posts: [] }));
        }),
      );
      return calls;
    };

    it('shows those posts in its first render, with the timestamp the prerender gave their images, and does not ask again at once', async () => {
      const calls = counting();
      primeStaticJson(LINKEDIN_POSTS_URL, response());
      renderWithProviders(<NewsPage />);
      expect(screen.getAllByRole('article')).toHaveLength(2);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.getByRole('img').getAttribute('src')).toMatch(/\?t=0$/);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(calls.count).toBe(0);
    });

    it('hands that answer over once: the next visit asks afresh', async () => {
      const calls = counting();
      primeStaticJson(LINKEDIN_POSTS_URL, response());
      const first = renderWithProviders(<NewsPage />);
      expect(screen.getAllByRole('article')).toHaveLength(2);
      first.unmount();
      renderWithProviders(<NewsPage />);
      expect(screen.getByRole('status')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Stay Connected' })).toBeInTheDocument();
      expect(calls.count).toBe(1);
    });
  });
});
