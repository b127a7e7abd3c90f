import { getEventListeners } from 'node:events';
import { CliError } from './cli-error';
import { developerEvents } from './event-stream';

/** A fetch that answers each call with the next of `answers` and records the Last-Event-ID it was sent. */
function fakeFetch(answers: (() => Response)[]) {
  const sentCursors: (string | null)[] = [];
  const impl = (async (_url: string, init: RequestInit) => {
    sentCursors.push(new Headers(init.headers).get('Last-Event-ID'));
    const next = answers.shift();
    if (!next) return new Promise<Response>(() => {});
    return next();
  }) as unknown as typeof fetch;
  return { impl, sentCursors };
}

const stream = (...chunks: string[]) =>
  new Response(new ReadableStream({ start: (c) => (chunks.forEach((chunk) => c.enqueue(new TextEncoder().encode(chunk))), c.close()) }), {
    headers: { 'Content-Type': 'text/event-stream' },
  });
const event = (sequence: number) => JSON.stringify({ type: 'order.filled', timestamp: 't', data: { accountId: 'a', sequence } });

describe('developerEvents (what listen reads)', () => {
  it('yields each event with its raw JSON, and resumes after a dropped stream from the last cursor, a rate limit included', async () => {
    const { impl, sentCursors } = fakeFetch([
      // The first message is a cursor alone; an event may arrive split across chunks.
      () => stream(': connected\n\nid: c0\n\n', `event: order.filled\ndata: ${event(1).slice(0, 10)}`, `${event(1).slice(10)}\nid: c1\n\n`),
      () => new Response('{"code":"RATE_LIMITED"}', { status: 429 }),
      () => stream(`event: order.filled\r\ndata: ${event(2)}\r\nid: c2\r\n\r\n`),
    ]);
    const stop = new AbortController();
    const statuses: string[] = [];
    const seen: string[] = [];
    const listenersOnTheCallersSignal: number[] = [];
    for await (const { raw, event: e } of developerEvents({
      baseUrl: 'http://x/',
      apiKey: 'k',
      signal: stop.signal,
      fetch: impl,
      onStatus: (s) => statuses.push(s.connected ? 'connected' : `retry in ${s.retryInMs}`),
    })) {
      seen.push(raw);
      listenersOnTheCallersSignal.push(getEventListeners(stop.signal, 'abort').length);
      expect(e.type).toBe('order.filled');
      if (seen.length === 2) stop.abort();
    }
    expect(seen).toEqual([event(1), event(2)]);
    expect(sentCursors).toEqual([null, 'c1', 'c1']);
    expect(statuses).toEqual(['connected', 'retry in 1000', 'retry in 2000', 'connected']);
    // One link to the connection in use, whatever the number of reconnects and waits before it:
    // a listener left per wait or per fetch warned MaxListenersExceededWarning after ten of them.
    expect(listenersOnTheCallersSignal).toEqual([1, 1]);
  }, 10_000);

  it('stops with a CliError naming the code when the key or scope is refused', async () => {
    const { impl } = fakeFetch([() => new Response(JSON.stringify({ code: 'AUTH.INVALID_API_KEY', message: 'no', docUrl: 'u' }), { status: 401 })]);
    const events = developerEvents({ baseUrl: 'http://x', apiKey: 'k', signal: new AbortController().signal, fetch: impl });
    await expect(events.next()).rejects.toThrow(new CliError('The event stream was refused: AUTH.INVALID_API_KEY: no (see u)'));
  });
});
