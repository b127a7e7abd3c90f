import { EventEmitter } from 'node:events';

/** What a session remembers; modules add their fields to fastify's `Session` (declaration merging). */
declare module 'fastify' {
  interface Session {}
}

/** A session as stored: its data, and the cookie's expiry (the store derives the row's expiry from it). */
export type SessionRecord = import('fastify').Session & { cookie: { expires: string; originalMaxAge: number } };

type Callback = (error?: unknown) => void;

/** The callback-style store interface connect-pg-simple (an express-session store) implements. */
export interface SessionStore {
  get(sessionId: string, callback: (error: unknown, session?: SessionRecord | null) => void): void;
  set(sessionId: string, session: SessionRecord, callback: Callback): void;
  destroy(sessionId: string, callback: Callback): void;
}

/** The base class express-session stores extend: connect-pg-simple asks for it as `{ Store }`. */
export class StoreBase extends EventEmitter {}

export const storeGet = (store: SessionStore, sessionId: string) =>
  new Promise<SessionRecord | null | undefined>((resolve, reject) => store.get(sessionId, (error, session) => (error ? reject(error) : resolve(session))));

export const storeSet = (store: SessionStore, sessionId: string, session: SessionRecord) =>
  new Promise<void>((resolve, reject) => store.set(sessionId, session, (error) => (error ? reject(error) : resolve())));

export const storeDestroy = (store: SessionStore, sessionId: string) =>
  new Promise<void>((resolve, reject) => store.destroy(sessionId, (error) => (error ? reject(error) : resolve())));
