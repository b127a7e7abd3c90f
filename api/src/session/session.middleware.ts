import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import type { SessionConfig } from '../config';
import { throttleTouch } from './throttle-touch';

const TOUCH_INTERVAL_MS = 5 * 60_000;

/**
 * Server-side sessions kept in Postgres (table `sessions`), so any instance can serve any
 * visitor and a restart signs nobody out. The cookie only carries the signed id.
 */
export function createSessionMiddleware(config: SessionConfig, pool: Pool): RequestHandler {
  const PgStore = connectPgSimple(session);
  return session({
    name: config.cookieName,
    secret: config.secret,
    store: throttleTouch(
      new PgStore({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
      TOUCH_INTERVAL_MS,
    ),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.secureCookie, maxAge: config.maxAgeMs, path: '/' },
  });
}
