import type { INestApplicationContext } from '@nestjs/common';
import fastifyCookie from '@fastify/cookie';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { IncomingMessage } from 'node:http';
import type { Server, ServerOptions } from 'socket.io';
import { isOwnOrigin } from '../common/security/same-origin';
import { storeGet } from './session-store';
import type { Sessions } from './sessions';

/** The visitor's stored session, as a socket's handshake request carries it. */
export type SessionRequest = IncomingMessage & { session?: Record<string, unknown> };

/**
 * Socket.IO reading the same signed session cookie and store as HTTP, so a gateway finds
 * `socket.request.session` for the visitor who opened the connection. Sockets only read
 * the session; signing in and out happen over HTTP.
 */
export class SessionIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly sessions: Sessions,
    private readonly publicUrl: string | undefined,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const publicOrigin = this.publicUrl ? new URL(this.publicUrl).origin : undefined;
    // A socket carries the visitor's cookie like an API call: a foreign page may not open one
    // (browsers send no CORS preflight for websockets), as it may not call the HTTP API.
    const allowRequest: ServerOptions['allowRequest'] = (req, callback) => {
      const origin = req.headers.origin;
      const secure = (req.socket as { encrypted?: boolean }).encrypted === true;
      const allowed = !origin || isOwnOrigin(origin, `${secure ? 'https' : 'http'}://${req.headers.host}`, publicOrigin);
      callback(allowed ? null : 'Origin not allowed', allowed);
    };
    // WebSocket only: one connection per socket, so a load balancer needs no sticky sessions (a
    // polling client's requests would have to reach the instance that holds its session).
    const server = super.createIOServer(port, { ...options, allowRequest, transports: ['websocket'] } as ServerOptions) as Server;
    server.engine.use((req: SessionRequest, _res: unknown, next: (error?: Error) => void) => {
      this.loadSession(req).then(
        () => next(),
        (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
      );
    });
    return server;
  }

  private async loadSession(req: SessionRequest): Promise<void> {
    const cookie = fastifyCookie.parse(req.headers.cookie ?? '')[this.sessions.cookieName];
    const unsigned = cookie ? this.sessions.signer.unsign(cookie) : undefined;
    if (!unsigned?.valid || !unsigned.value) return;
    req.session = ((await storeGet(this.sessions.store, unsigned.value)) as Record<string, unknown> | null | undefined) ?? undefined;
  }
}
