/** The demo account belongs to the visitor's (server-side) session. */
declare module 'express-session' {
  interface SessionData {
    tradingAccountId?: string;
  }
}

export {};
