import type { FastifyReply } from 'fastify';
import type { Draining } from '../../../common/lifecycle';

/** A comment line now and then keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 15_000;
/** Sent when the instance shuts down, before the stream ends: reconnect at once (with Last-Event-ID), through the balancer. */
const RESTARTING = 'retry: 250\n: this instance is shutting down; reconnect with Last-Event-ID\n\n';

/**
 * Turns the reply into a server-sent event stream (the request's headers, X-Request-Id among
 * them, kept) with a keep-alive comment every 15 s. When the instance starts draining, the
 * stream ends with a reconnect hint. `onClose` runs once, when the stream ends either way.
 */
export function openSse(reply: FastifyReply, draining: Draining, onClose: () => void): { write: (text: string) => void; end: () => void } {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  raw.write(': connected\n\n');
  const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepAlive);
    forget();
    onClose();
  };
  const forget = draining.onDrain(() => {
    close();
    raw.end(RESTARTING);
  });
  raw.on('close', close);
  return { write: (text) => void (raw.writableEnded || raw.write(text)), end: () => raw.end() };
}
