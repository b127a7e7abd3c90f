/** The demo account belongs to the visitor's (server-side) session. */
declare module 'fastify' {
  interface Session {
    tradingAccountId?: string;
  }
}

export {};
