import type { Pool } from 'pg';
import type { SessionRecord, SessionStore } from './session-store';

type Callback = (error?: unknown) => void;

/**
 * Sessions in the `sessions` table. A new session is inserted; a stored one is only ever
 * updated, never re-inserted: a request that read the session before a concurrent logout
 * and ends after it must not write the destroyed session back (an upsert would).
 */
export class PgSessionStore implements SessionStore {
  private readonly pruner: NodeJS.Timeout;

  constructor(
    private readonly pool: Pool,
    pruneEveryMs: number,
    private readonly onPruneError: (error: Error) => void = () => undefined,
  ) {
    this.pruner = setInterval(() => void this.prune(), pruneEveryMs);
    this.pruner.unref();
  }

  get(sessionId: string, callback: (error: unknown, session?: SessionRecord | null) => void): void {
    this.pool.query<{ sess: SessionRecord }>('SELECT sess FROM sessions WHERE sid = $1 AND expire >= now()', [sessionId]).then(
      ({ rows }) => callback(null, rows[0]?.sess ?? null),
      (error: unknown) => callback(error),
    );
  }

  /** A new session (its id was never stored: ids are random and never reused). */
  set(sessionId: string, session: SessionRecord, callback: Callback): void {
    this.pool
      .query(
        'INSERT INTO sessions (sid, sess, expire) VALUES ($1, $2, to_timestamp($3)) ON CONFLICT (sid) DO UPDATE SET sess = excluded.sess, expire = excluded.expire',
        [sessionId, session, epochSeconds(session)],
      )
      .then(() => callback(), callback);
  }

  /** A stored session's new data or expiry; `updated` is false when it no longer exists. */
  update(sessionId: string, session: SessionRecord, callback: (error: unknown, updated?: boolean) => void): void {
    this.pool.query('UPDATE sessions SET sess = $2, expire = to_timestamp($3) WHERE sid = $1', [sessionId, session, epochSeconds(session)]).then(
      ({ rowCount }) => callback(null, (rowCount ?? 0) > 0),
      (error: unknown) => callback(error),
    );
  }

  destroy(sessionId: string, callback: Callback): void {
    this.pool.query('DELETE FROM sessions WHERE sid = $1', [sessionId]).then(() => callback(), callback);
  }

  close(): void {
    clearInterval(this.pruner);
  }

  private async prune(): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE expire < now()').catch(this.onPruneError);
  }
}

/** As connect-pg-simple wrote it: `expire` is a timestamp without zone, set through to_timestamp. */
function epochSeconds(session: SessionRecord): number {
  return new Date(session.cookie.expires).getTime() / 1000;
}
