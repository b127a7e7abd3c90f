import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { RequestHandler } from 'express';
import type { Server, ServerOptions } from 'socket.io';

/**
 * Socket.IO with the same express-session middleware as HTTP, so a gateway reads
 * `socket.request.session` for the visitor who opened the connection (by their cookie).
 */
export class SessionIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly sessionMiddleware: RequestHandler,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    server.engine.use(this.sessionMiddleware);
    return server;
  }
}
