/** What a session remembers; modules add their fields to fastify's `Session` (declaration merging). */
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: modules add the fields
  interface Session {}
}

/** A session as stored: its data, and the cookie's expiry (the store derives the row's expiry from it). */
export type SessionRecord = import('fastify').Session & {
  /** `startedAt` bounds the session's whole life (absent on sessions stored before it existed). */
  cookie: { expires: string; originalMaxAge: number; startedAt?: string };
};

type Callback = (error?: unknown) => void;

/** A callback-style store, as express-session stores are, plus `update` for stored sessions. */
export interface SessionStore {
  get(sessionId: string, callback: (error: unknown, session?: SessionRecord | null) => void): void;
  /** Stores a new session. */
  set(sessionId: string, session: SessionRecord, callback: Callback): void;
  /** Stores a stored session again, only if it still exists (`updated` false: it was destroyed meanwhile). */
  update(sessionId: string, session: SessionRecord, callback: (error: unknown, updated?: boolean) => void): void;
  destroy(sessionId: string, callback: Callback): void;
}

export const storeGet = (store: SessionStore, sessionId: string) =>
  new Promise<SessionRecord | null | undefined>((resolve, reject) => store.get(sessionId, (error, session) => (error ? reject(error) : resolve(session))));

export const storeSet = (store: SessionStore, sessionId: string, session: SessionRecord) =>
  new Promise<void>((resolve, reject) => store.set(sessionId, session, (error) => (error ? reject(error) : resolve())));

export const storeUpdate = (store: SessionStore, sessionId: string, session: SessionRecord) =>
  new Promise<boolean>((resolve, reject) => store.update(sessionId, session, (error, updated) => (error ? reject(error) : resolve(updated === true))));

export const storeDestroy = (store: SessionStore, sessionId: string) =>
  new Promise<void>((resolve, reject) => store.destroy(sessionId, (error) => (error ? reject(error) : resolve())));
