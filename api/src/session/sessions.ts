import fastifyCookie, { Signer } from '@fastify/cookie';
import fastifySession, { type SessionStore } from '@fastify/session';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import connectPgSimple from 'connect-pg-simple';
import type { Pool } from 'pg';
import type { SessionConfig } from '../config';
import { PgChannel } from '../database/pg-channel';
import { CachedSessionStore } from './cached-session.store';

const SESSION_CHANNEL = 'session_changed';
const CACHE_TTL_MS = 30_000;
const TOUCH_INTERVAL_MS = 5 * 60_000;
const PRUNE_INTERVAL_SECONDS = 15 * 60;

/** What HTTP and websockets share: the store, and the signer that proves a cookie is ours. */
export interface Sessions {
  store: SessionStore;
  signer: Signer;
  cookieName: string;
}

/**
 * Server-side sessions kept in Postgres (table `sessions`), so any instance can serve any
 * visitor and a restart signs nobody out. The cookie only carries the signed id.
 * connect-pg-simple only needs a Store base class, which @fastify/session provides.
 */
export async function registerSessions(app: NestFastifyApplication, config: SessionConfig, pool: Pool, databaseUrl: string): Promise<Sessions> {
  const PgStore = connectPgSimple({ Store: fastifySession.Store } as never);
  const pgStore = new PgStore({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: PRUNE_INTERVAL_SECONDS });
  const channel = new PgChannel(SESSION_CHANNEL, databaseUrl, pool);
  const store = new CachedSessionStore(pgStore as unknown as SessionStore, {
    ttlMs: CACHE_TTL_MS,
    touchIntervalMs: TOUCH_INTERVAL_MS,
    announce: (sessionId) => channel.notify(sessionId),
  });
  await channel.listen((sessionId) => store.forget(sessionId));

  const signer = new Signer(config.secret, 'sha256');
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    cookieName: config.cookieName,
    secret: signer,
    store,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.secureCookie, maxAge: config.maxAgeMs, path: '/' },
  });
  app.getHttpAdapter().getInstance().addHook('onClose', async () => {
    await channel.close();
    await (pgStore as unknown as { close(): Promise<void> }).close();
  });
  return { store, signer, cookieName: config.cookieName };
}
