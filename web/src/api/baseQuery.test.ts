import { http, HttpResponse } from 'msw';
import { baseQuery } from './baseQuery';
import { serverMessage } from './errors';
import { server } from '../testing/server';

const api = { signal: new AbortController().signal } as Parameters<typeof baseQuery>[1];

describe('baseQuery', () => {
  it('returns the parsed JSON of a successful answer', async () => {
    server.use(http.get('*/api/things', () => HttpResponse.json({ ok: true })));
    await expect(baseQuery('/things', api, {})).resolves.toEqual({ data: { ok: true } });
  });

  it('turns a failed answer into "<status>: <body text>"', async () => {
    const body = { statusCode: 400, code: 'VALIDATION_FAILED', message: 'email must be an email' };
    server.use(http.post('*/api/things', () => HttpResponse.json(body, { status: 400 })));
    const result = await baseQuery({ url: '/things', method: 'POST', body: { email: 'x' } }, api, {});
    expect(result.error).toEqual({ status: 400, message: `400: ${JSON.stringify(body)}`, data: body });
    expect(serverMessage(result.error, 'fallback')).toBe('email must be an email');
  });

  it('uses the status text when the failed answer has no body', async () => {
    server.use(http.get('*/api/things', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })));
    const result = await baseQuery('/things', api, {});
    expect(result.error?.message).toBe('503: Service Unavailable');
    expect(serverMessage(result.error, 'Try again later')).toBe('Try again later');
  });

  it('sends cookies, and a JSON body only when one is given', async () => {
    const seen: { contentType: string | null; body: string; credentials: RequestCredentials }[] = [];
    server.use(
      http.all('*/api/things', async ({ request }) => {
        seen.push({ contentType: request.headers.get('content-type'), body: await request.text(), credentials: request.credentials });
        return HttpResponse.json({});
      }),
    );
    await baseQuery({ url: '/things', method: 'DELETE' }, api, {});
    await baseQuery({ url: '/things', method: 'POST', body: { a: 1 } }, api, {});
    expect(seen[0]).toMatchObject({ contentType: null, body: '' });
    expect(seen[1]).toMatchObject({ contentType: 'application/json', body: '{"a":1}' });
    expect(seen.every((s) => s.credentials === 'include')).toBe(true);
  });

  it('reports a network failure as status 0', async () => {
    server.use(http.get('*/api/things', () => HttpResponse.error()));
    const result = await baseQuery('/things', api, {});
    expect(result.error?.status).toBe(0);
  });
});
