import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import { Draining } from './draining';

export interface ShutdownOptions {
  /** How long requests in flight may take, from the signal, before their connections are cut. */
  drainMs: number;
  log: (message: string) => void;
}

const POLL_MS = 50;

/**
 * SIGTERM, in order: the health check fails and no new connection is accepted, so the balancer
 * sends new requests elsewhere; sockets and event streams close with a reconnect hint and leader
 * locks are released (Draining's hooks); requests in flight finish, each answer closing its
 * connection; whatever is still open after `drainMs` is cut. Then the app closes as usual (jobs,
 * queues, pools). main.ts exits the process after it, and at the latest 10 s after the signal.
 */
export async function shutDownGracefully(app: INestApplication, { drainMs, log }: ShutdownOptions): Promise<void> {
  const started = Date.now();
  const server = app.getHttpServer() as Server;
  const hooks = app.get(Draining).begin();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  await hooks;
  if (!(await drained(server, closed, started + drainMs))) {
    log(`Requests still in flight after ${drainMs} ms: closing their connections`);
    server.closeAllConnections();
  }
  log(`Drained in ${Date.now() - started} ms`);
  await app.close();
}

/** Whether every connection ended before `deadline`. Connections that go idle (their last answer sent) are closed as they do. */
async function drained(server: Server, closed: Promise<void>, deadline: number): Promise<boolean> {
  let done = false;
  void closed.then(() => (done = true));
  while (!done && Date.now() < deadline) {
    server.closeIdleConnections();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, POLL_MS))]);
  }
  return done;
}
