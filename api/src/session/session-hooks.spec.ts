import fastifyCookie, { Signer } from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { CachedSessionStore } from './cached-session.store';
import { cachedSessionReader, isLive, sessionHooks } from './session-hooks';
import type { SessionRecord, SessionStore } from './session-store';
import './session-user';
import '../modules/demo/trading-session';

const DAY_MS = 24 * 60 * 60_000;
const ABSOLUTE_MS = 30 * DAY_MS;
const TOUCH_AFTER_MS = 5 * 60_000;

class MemoryStore implements SessionStore {
  rows = new Map<string, SessionRecord>();
  sets = 0;
  get(sid: string, cb: (error: unknown, session?: SessionRecord | null) => void) {
    const row = this.rows.get(sid);
    cb(null, row ? (JSON.parse(JSON.stringify(row)) as SessionRecord) : null);
  }
  set(sid: string, session: SessionRecord, cb: (error?: unknown) => void) {
    this.sets += 1;
    this.rows.set(sid, JSON.parse(JSON.stringify(session)) as SessionRecord);
    cb();
  }
  update(sid: string, session: SessionRecord, cb: (error: unknown, updated?: boolean) => void) {
    if (!this.rows.has(sid)) return cb(null, false);
    this.set(sid, session, () => cb(null, true));
  }
  destroy(sid: string, cb: (error?: unknown) => void) {
    this.rows.delete(sid);
    cb();
  }
}

let release: () => void = () => undefined;
let gate: Promise<void> = Promise.resolve();

const signer = new Signer('a-test-secret-that-is-long-enough-to-sign', 'sha256');

async function appWith(store: MemoryStore, secure = false): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyCookie);
  const hooks = sessionHooks({
    store,
    signer,
    cookieName: 'sid',
    lifetime: { maxAgeMs: 7 * DAY_MS, absoluteMs: ABSOLUTE_MS },
    secure,
    touchAfterMs: TOUCH_AFTER_MS,
    isSessionless: (url) => url.startsWith('/static'),
  });
  app.decorateRequest('session', null as never);
  app.addHook('onRequest', hooks.onRequest);
  app.addHook('onSend', hooks.onSend);
  app.get('/static/app.js', async (request) => ({ user: request.session.user?.username ?? null }));
  app.get('/read', async (request) => ({ account: request.session.tradingAccountId ?? null, user: request.session.user?.username ?? null }));
  app.post('/open', async (request) => {
    request.session.tradingAccountId = 'account-1';
    return {};
  });
  // Reads the session, then changes it once the test lets it finish.
  app.post('/slow', async (request) => {
    await gate;
    request.session.tradingAccountId = 'account-2';
    return {};
  });
  app.post('/login', async (request) => {
    await request.session.regenerate();
    request.session.user = { id: 1, username: 'ada', isAdmin: false };
    await request.session.save();
    return {};
  });
  app.post('/logout', async (request, reply) => {
    await request.session.destroy();
    reply.clearCookie('sid', { path: '/' });
    return {};
  });
  return app;
}

const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '').split(';')[0];
const idOf = (cookie: string) => signer.unsign(decodeURIComponent(cookie.split('=')[1])).value!;

describe('whether a stored session is live (isLive), as both readers ask', () => {
  const NOW = Date.parse('2025-03-01T12:00:00.000Z');
  const expiringAt = (ms: number) => ({ cookie: { expires: new Date(ms).toISOString(), originalMaxAge: 7 * DAY_MS } }) as SessionRecord;

  it('is live while its expiry is ahead', () => {
    expect(isLive(expiringAt(NOW + 1), NOW)).toBe(true);
    expect(isLive(expiringAt(NOW + 7 * DAY_MS), NOW)).toBe(true);
  });

  it('is not once its expiry has passed', () => {
    expect(isLive(expiringAt(NOW - 1), NOW)).toBe(false);
    expect(isLive(expiringAt(NOW - DAY_MS), NOW)).toBe(false);
  });

  it('is not at the very millisecond it expires', () => {
    expect(isLive(expiringAt(NOW), NOW)).toBe(false);
  });

  it('is not without a record, or with an expiry it cannot read', () => {
    expect(isLive(null, NOW)).toBe(false);
    expect(isLive(undefined, NOW)).toBe(false);
    expect(isLive({ cookie: { expires: 'not a date', originalMaxAge: 0 } } as SessionRecord, NOW)).toBe(false);
    expect(isLive({} as SessionRecord, NOW)).toBe(false);
  });
});

describe('session hooks', () => {
  let store: MemoryStore;
  let app: FastifyInstance;

  beforeEach(async () => {
    store = new MemoryStore();
    app = await appWith(store);
  });
  afterEach(() => app.close());

  it('stores nothing and sends no cookie for a visitor the request gave no data', async () => {
    const res = await app.inject({ method: 'GET', url: '/read' });
    expect(res.json()).toEqual({ account: null, user: null });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(store.rows.size).toBe(0);
  });

  it('stores a session once the request gives it data, and reads it back on later requests without storing it again', async () => {
    const opened = await app.inject({ method: 'POST', url: '/open' });
    expect(String(opened.headers['set-cookie'])).toMatch(/^sid=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const cookie = cookieOf(opened);
    expect(store.rows.get(idOf(cookie))).toMatchObject({ tradingAccountId: 'account-1', cookie: { expires: expect.any(String) } });

    const read = await app.inject({ method: 'GET', url: '/read', headers: { cookie } });
    expect(read.json()).toEqual({ account: 'account-1', user: null });
    expect(read.headers['set-cookie']).toBeUndefined();
    expect(store.sets).toBe(1);
  });

  it('treats a forged or unknown cookie as a new visitor, and tells the browser to drop it', async () => {
    const forged = await app.inject({ method: 'GET', url: '/read', headers: { cookie: 'sid=made-up.signature' } });
    expect(forged.json()).toEqual({ account: null, user: null });
    expect(String(forged.headers['set-cookie'])).toMatch(/^sid=; .*Expires=Thu, 01 Jan 1970/);

    const unknown = await app.inject({ method: 'GET', url: '/read', headers: { cookie: `sid=${encodeURIComponent(signer.sign('no-such-session'))}` } });
    expect(String(unknown.headers['set-cookie'])).toMatch(/^sid=;/);
  });

  it('gives a new id at login, deleting the session that came before (and its data)', async () => {
    const before = cookieOf(await app.inject({ method: 'POST', url: '/open' }));
    const login = await app.inject({ method: 'POST', url: '/login', headers: { cookie: before } });
    const after = cookieOf(login);
    expect(idOf(after)).not.toBe(idOf(before));
    expect(store.rows.has(idOf(before))).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/read', headers: { cookie: after } })).json()).toEqual({ account: null, user: 'ada' });
  });

  it('deletes the stored session at logout and stores nothing again', async () => {
    const cookie = cookieOf(await app.inject({ method: 'POST', url: '/open' }));
    const out = await app.inject({ method: 'POST', url: '/logout', headers: { cookie } });
    expect(store.rows.size).toBe(0);
    expect(String(out.headers['set-cookie'])).toMatch(/^sid=;/);
  });

  it('never reads or writes the store, nor touches the cookie, for sessionless paths (the built client)', async () => {
    const cookie = cookieOf(await app.inject({ method: 'POST', url: '/open' }));
    store.get = () => {
      throw new Error('the store must not be read');
    };
    const res = await app.inject({ method: 'GET', url: '/static/app.js', headers: { cookie } });
    expect(res.json()).toEqual({ user: null });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('does not write a session back that a concurrent logout destroyed', async () => {
    const cookie = cookieOf(await app.inject({ method: 'POST', url: '/open' }));
    gate = new Promise((resolve) => (release = resolve));
    const slow = app.inject({ method: 'POST', url: '/slow', headers: { cookie } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await app.inject({ method: 'POST', url: '/logout', headers: { cookie } });
    release();
    const late = await slow;
    expect(late.statusCode).toBe(200);
    expect(store.rows.size).toBe(0);
    expect(late.headers['set-cookie']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/read', headers: { cookie } })).json()).toEqual({ account: null, user: null });
  });

  it('never slides a session past its absolute lifetime', async () => {
    const cookie = cookieOf(await app.inject({ method: 'POST', url: '/open' }));
    const row = store.rows.get(idOf(cookie))!;
    const startedAt = Date.now() - ABSOLUTE_MS + 10 * 60_000;
    row.cookie.startedAt = new Date(startedAt).toISOString();
    row.cookie.expires = new Date(Date.now() + 60_000).toISOString();
    await app.inject({ method: 'GET', url: '/read', headers: { cookie } });
    expect(new Date(store.rows.get(idOf(cookie))!.cookie.expires).getTime()).toBe(startedAt + ABSOLUTE_MS);
    // At the cap there is nothing to slide: no write on every request.
    const sets = store.sets;
    await app.inject({ method: 'GET', url: '/read', headers: { cookie } });
    expect(store.sets).toBe(sets);
  });

  it('slides the expiry forward, with a new cookie, once the stored session is five minutes old', async () => {
    const cookie = cookieOf(await app.inject({ method: 'POST', url: '/open' }));
    const id = idOf(cookie);
    const fresh = await app.inject({ method: 'GET', url: '/read', headers: { cookie } });
    expect(fresh.headers['set-cookie']).toBeUndefined();

    const aged = new Date(Date.now() + 7 * DAY_MS - TOUCH_AFTER_MS - 60_000).toISOString();
    store.rows.get(id)!.cookie.expires = aged;
    const renewed = await app.inject({ method: 'GET', url: '/read', headers: { cookie } });
    expect(String(renewed.headers['set-cookie'])).toMatch(/Expires=/);
    expect(new Date(store.rows.get(id)!.cookie.expires).getTime()).toBeGreaterThan(new Date(aged).getTime() + TOUCH_AFTER_MS);
    expect(store.rows.get(id)).toMatchObject({ tradingAccountId: 'account-1' });
  });

  it('treats a session past its expiry as gone', async () => {
    const cookie = cookieOf(await app.inject({ method: 'POST', url: '/open' }));
    store.rows.get(idOf(cookie))!.cookie.expires = new Date(Date.now() - 1000).toISOString();
    expect((await app.inject({ method: 'GET', url: '/read', headers: { cookie } })).json()).toEqual({ account: null, user: null });
  });

  it('with secure cookies, stores nothing for a request over plain http', async () => {
    const secureApp = await appWith(store, true);
    const res = await secureApp.inject({ method: 'POST', url: '/open' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(store.rows.size).toBe(0);
    await secureApp.close();
  });
});

describe('reading a raw request’s session from memory (cachedSessionReader)', () => {
  const lifetime = { maxAgeMs: 7 * DAY_MS, absoluteMs: ABSOLUTE_MS };

  function setup() {
    const inner = new MemoryStore();
    const store = new CachedSessionStore(inner, { ttlMs: 30_000 });
    const read = cachedSessionReader({ store, signer, cookieName: 'sid', lifetime, touchAfterMs: TOUCH_AFTER_MS });
    /** Stores a session (cached, as a request storing it leaves it) whose expiry was set `ageMs` ago. */
    const stored = (id: string, ageMs: number, data: Record<string, unknown> = { tradingAccountId: 'account-1' }) => {
      const now = Date.now();
      const record = {
        ...data,
        cookie: {
          expires: new Date(now - ageMs + lifetime.maxAgeMs).toISOString(),
          originalMaxAge: lifetime.maxAgeMs,
          startedAt: new Date(now - ageMs).toISOString(),
        },
      };
      store.set(id, record as SessionRecord, () => undefined);
      return `sid=${signer.sign(id)}`;
    };
    return { inner, store, read, stored };
  }

  it('answers a cached, live session that is not due for its sliding expiry', () => {
    const { read, stored } = setup();
    const cookie = stored('session-a', 60_000);
    expect(read(`other=1; ${cookie}`)?.tradingAccountId).toBe('account-1');
  });

  it('answers nothing without a cookie, for a forged one, or for a session it does not hold', () => {
    const { read, stored, store } = setup();
    expect(read(undefined)).toBeUndefined();
    expect(read('other=1')).toBeUndefined();
    const cookie = stored('session-b', 60_000);
    expect(read(`${cookie.slice(0, -2)}xx`)).toBeUndefined();
    store.forget('session-b');
    expect(read(cookie)).toBeUndefined();
  });

  it('answers nothing for a session due for its sliding expiry, or expired: the hooks must store or drop it', () => {
    const { read, stored } = setup();
    expect(read(stored('session-c', TOUCH_AFTER_MS + 60_000))).toBeUndefined();
    expect(read(stored('session-d', lifetime.maxAgeMs + 60_000))).toBeUndefined();
  });
});
