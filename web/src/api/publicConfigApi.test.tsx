import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppStoreProvider } from '../app/AppStoreProvider';
import { publicConfigFixture } from '../testing/handlers';
import { renderWithProviders } from '../testing/renderWithProviders';
import { server } from '../testing/server';
import { loadPublicConfig } from './publicConfig';
import { useGetPublicConfigQuery } from './publicConfigApi';

function countRequests(answer: () => Response = () => HttpResponse.json(publicConfigFixture)) {
  const seen = { requests: 0 };
  server.use(http.get('*/api/config/public', () => (seen.requests++, answer())));
  return seen;
}

/** Writes down the config as each render sees it. */
function ConfigProbe({ renders }: { renders: (string | undefined)[] }) {
  const { data, error } = useGetPublicConfigQuery();
  renders.push(data?.salesEmail);
  return <p>{data?.salesEmail ?? (error ? `failed: ${(error as { message: string }).message}` : 'loading')}</p>;
}

describe('getPublicConfig', () => {
  it('answers from the request the site chrome made: one request per page load', async () => {
    const seen = countRequests();
    const footer = loadPublicConfig();
    renderWithProviders(<ConfigProbe renders={[]} />);
    expect(await screen.findByText(publicConfigFixture.salesEmail)).toBeInTheDocument();
    await footer;
    expect(seen.requests).toBe(1);
  });

  it('gives a failure as an ApiError with its status', async () => {
    countRequests(() => HttpResponse.json({ statusCode: 503, message: 'down' }, { status: 503 }));
    renderWithProviders(<ConfigProbe renders={[]} />);
    expect(await screen.findByText(/^failed: 503: /)).toBeInTheDocument();
  });

  it('is in the app store from the first render when it arrived before the store was made', async () => {
    const seen = countRequests();
    await loadPublicConfig();
    const renders: (string | undefined)[] = [];
    render(
      <AppStoreProvider>
        <ConfigProbe renders={renders} />
      </AppStoreProvider>,
    );
    expect(renders[0]).toBe(publicConfigFixture.salesEmail);
    expect(seen.requests).toBe(1);
  });
});
