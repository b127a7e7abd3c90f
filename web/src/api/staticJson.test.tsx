import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../testing/server';
import { loadStaticJson, useStaticJson } from './staticJson';

function Reader() {
  const { data, isLoading, error } = useStaticJson<{ title: string }>('/v1/test-document.json');
  return <p>{isLoading ? 'loading' : error ? `failed: ${error.status}` : data?.title}</p>;
}

describe('loadStaticJson', () => {
  it('fetches a document once before a page renders, which then has it at its first render', async () => {
    let requests = 0;
    server.use(
      http.get('*/v1/test-document.json', () => {
        requests += 1;
        return HttpResponse.json({ title: 'The document' });
      }),
    );
    // Asked again while on its way: the second caller waits for the same request.
    void loadStaticJson('/v1/test-document.json');
    await loadStaticJson('/v1/test-document.json');
    const renders: string[] = [];
    function Recorder() {
      const { data, isLoading } = useStaticJson<{ title: string }>('/v1/test-document.json');
      renders.push(isLoading ? 'loading' : data!.title);
      return null;
    }
    render(<Recorder />);
    expect(renders[0]).toBe('The document');
    expect(requests).toBe(1);
  });

  it('keeps a failure as the page’s error, as if the page had asked', async () => {
    server.use(http.get('*/v1/test-document.json', () => new HttpResponse(null, { status: 503 })));
    await loadStaticJson('/v1/test-document.json');
    render(<Reader />);
    expect(screen.getByText('failed: 503')).toBeInTheDocument();
  });
});
