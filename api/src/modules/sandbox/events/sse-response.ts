import type { FastifyReply } from 'fastify';

/** A comment line now and then keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 15_000;

/**
 * Turns the reply into a server-sent event stream (the request's headers, X-Request-Id among
 * them, kept) with a keep-alive comment every 15 s. `onClose` runs once the client has gone.
 */
export function openSse(reply: FastifyReply, onClose: () => void): { write: (text: string) => void; end: () => void } {
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
  raw.on('close', () => {
    clearInterval(keepAlive);
    onClose();
  });
  return { write: (text) => raw.write(text), end: () => raw.end() };
}
