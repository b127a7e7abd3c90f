import type { WebhookEvent } from '../generated';
import { CliError } from './cli-error';

/** One event of the developer stream: the raw JSON (what a webhook body would be, byte for byte) and the event. */
export interface StreamedEvent {
  raw: string;
  event: WebhookEvent;
}

export interface EventStreamOptions {
  baseUrl: string;
  apiKey: string;
  signal: AbortSignal;
  fetch?: typeof fetch;
  /** Told each time the stream (re)connects, and when it waits to try again. */
  onStatus?: (status: { connected: true } | { connected: false; retryInMs: number; reason: string }) => void;
}

const MAX_RETRY_MS = 10_000;

/**
 * Every event of the developer's sandbox accounts (GET /v1/events/stream), for as long as
 * `signal` lets it run. A dropped connection or a restarting server is retried with back-off
 * and resumed from the last cursor the stream sent (Last-Event-ID), so nothing is lost or
 * repeated; a refused key or scope ends it with a CliError saying why.
 */
export async function* developerEvents(options: EventStreamOptions): AsyncGenerator<StreamedEvent> {
  const fetchImpl = options.fetch ?? fetch;
  let cursor: string | undefined;
  let failures = 0;
  while (!options.signal.aborted) {
    let reason: string;
    // Each connection gets a signal of its own, linked to the caller's for as long as it lasts: fetch
    // keeps its listener on the signal it is given until garbage collection, so the caller's one
    // signal, handed to every reconnect, collected a listener per attempt.
    const connection = new AbortController();
    const unlink = linkAbort(options.signal, connection);
    try {
      const response = await fetchImpl(`${options.baseUrl.replace(/\/+$/, '')}/v1/events/stream`, {
        headers: { Authorization: `Bearer ${options.apiKey}`, Accept: 'text/event-stream', ...(cursor ? { 'Last-Event-ID': cursor } : {}) },
        signal: connection.signal,
      });
      // A refused key, scope or cursor will not change by retrying; a rate limit (429) will.
      if (response.status >= 400 && response.status < 500 && response.status !== 429)
        throw await CliError.fromResponse(response, 'The event stream was refused');
      if (!response.ok || !response.body) throw new Error(`the server answered ${response.status}`);
      failures = 0;
      options.onStatus?.({ connected: true });
      for await (const message of sseMessages(response.body)) {
        if (message.id !== undefined) cursor = message.id;
        if (message.data !== undefined) yield { raw: message.data, event: JSON.parse(message.data) as WebhookEvent };
      }
      reason = 'the server closed the stream';
    } catch (error) {
      if (error instanceof CliError) throw error;
      reason = (error as Error).message;
    } finally {
      unlink();
      connection.abort();
    }
    if (options.signal.aborted) return;
    const retryInMs = Math.min(1000 * 2 ** failures++, MAX_RETRY_MS);
    options.onStatus?.({ connected: false, retryInMs, reason });
    await sleep(retryInMs, options.signal);
  }
}

interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
}

/** Server-sent event messages as they arrive (comments skipped; a message may carry only an id). */
async function* sseMessages(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    // Our server ends lines with \n; a CRLF split across chunks is joined before it is replaced.
    buffer = (buffer + decoder.decode(chunk, { stream: true })).replace(/\r\n/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const message: SseMessage = {};
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data') message.data = message.data === undefined ? value : `${message.data}\n${value}`;
        else if (field === 'id' || field === 'event') message[field] = value;
      }
      if (message.id !== undefined || message.data !== undefined) yield message;
    }
  }
}

/** Aborts `target` when `source` aborts; the returned function undoes the link. */
function linkAbort(source: AbortSignal, target: AbortController): () => void {
  const abort = () => target.abort(source.reason);
  source.addEventListener('abort', abort, { once: true });
  return () => source.removeEventListener('abort', abort);
}

/** Waits `ms`, or less if `signal` aborts; leaves no listener on `signal` either way. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
