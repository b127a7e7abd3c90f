import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { onInvalidateTags } from './cacheTags';
import { usePost } from './usePost';
import { server } from '../testing/server';

const THINGS = '*/api/things';

afterEach(() => onInvalidateTags(() => undefined));

describe('usePost', () => {
  it('posts the body as JSON with the session cookie and answers the parsed reply', async () => {
    let seen: { body: unknown; contentType: string | null; credentials: RequestCredentials } | undefined;
    server.use(
      http.post(THINGS, async ({ request }) => {
        seen = { body: await request.json(), contentType: request.headers.get('content-type'), credentials: request.credentials };
        return HttpResponse.json({ message: 'ok' }, { status: 201 });
      }),
    );
    const { result } = renderHook(() => usePost<{ name: string }, { message: string }>('/things'));
    let answer: unknown;
    await act(async () => {
      answer = await result.current[0]({ name: 'Ada' });
    });
    expect(answer).toEqual({ data: { message: 'ok' } });
    expect(seen).toEqual({ body: { name: 'Ada' }, contentType: 'application/json', credentials: 'include' });
  });

  it('is loading while the call is out, and not once it has answered', async () => {
    server.use(
      http.post(THINGS, async () => {
        await delay(50);
        return HttpResponse.json({});
      }),
    );
    const { result } = renderHook(() => usePost('/things'));
    expect(result.current[1].isLoading).toBe(false);
    let call: Promise<unknown> = Promise.resolve();
    act(() => {
      call = result.current[0]({});
    });
    expect(result.current[1].isLoading).toBe(true);
    await act(() => call);
    expect(result.current[1].isLoading).toBe(false);
  });

  it("answers a refusal as an ApiError carrying the server's body", async () => {
    const body = { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many messages, try again in a minute' };
    server.use(http.post(THINGS, () => HttpResponse.json(body, { status: 429 })));
    const { result } = renderHook(() => usePost('/things'));
    let answer: unknown;
    await act(async () => {
      answer = await result.current[0]({});
    });
    expect(answer).toEqual({ error: { status: 429, message: `429: ${JSON.stringify(body)}`, data: body } });
  });

  it('gives up after its timeout as a network failure (status 0)', async () => {
    server.use(
      http.post(THINGS, async () => {
        await delay(2000);
        return HttpResponse.json({});
      }),
    );
    const { result } = renderHook(() => usePost('/things', { timeoutMs: 30 }));
    let answer: { error?: { status: number } } = {};
    await act(async () => {
      answer = (await result.current[0]({})) as typeof answer;
    });
    expect(answer.error?.status).toBe(0);
    await waitFor(() => expect(result.current[1].isLoading).toBe(false));
  });

  it("refreshes the store's cached tags after a success only", async () => {
    const invalidated: string[][] = [];
    onInvalidateTags((tags) => invalidated.push(tags));
    let status = 400;
    server.use(http.post(THINGS, () => HttpResponse.json({}, { status })));
    const { result } = renderHook(() => usePost('/things', { invalidates: ['Leads'] }));
    await act(() => result.current[0]({}));
    expect(invalidated).toEqual([]);
    status = 201;
    await act(() => result.current[0]({}));
    expect(invalidated).toEqual([['Leads']]);
  });
});
