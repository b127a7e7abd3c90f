import {
  type SessionRecord as Session,
  type SessionStore,
  storeDestroy as destroy,
  storeGet as get,
  storeSet as set,
  storeUpdate as update,
} from './session-store';
import { CachedSessionStore } from './cached-session.store';

/** A store that remembers what reached "the database". */
class RecordingStore implements SessionStore {
  rows = new Map<string, string>();
  calls: string[] = [];
  get(sid: string, cb: (err: unknown, s?: Session | null) => void) {
    this.calls.push(`get ${sid}`);
    const row = this.rows.get(sid);
    cb(null, row ? (JSON.parse(row) as Session) : null);
  }
  set(sid: string, session: Session, cb: (err?: unknown) => void) {
    this.calls.push(`set ${sid}`);
    this.rows.set(sid, JSON.stringify(session));
    cb();
  }
  update(sid: string, s: Session, cb: (err: unknown, updated?: boolean) => void) {
    this.calls.push(`update ${sid}`);
    if (!this.rows.has(sid)) return cb(null, false);
    this.rows.set(sid, JSON.stringify(s));
    cb(null, true);
  }
  destroy(sid: string, cb: (err?: unknown) => void) {
    this.calls.push(`destroy ${sid}`);
    this.rows.delete(sid);
    cb();
  }
}

const session = (data: Record<string, unknown>, expires = '2030-01-01T00:00:00.000Z') =>
  ({ cookie: { originalMaxAge: 1000, expires }, ...data }) as unknown as Session;

describe('CachedSessionStore', () => {
  let now: number;
  let inner: RecordingStore;
  let announced: string[];
  let store: CachedSessionStore;

  beforeEach(() => {
    now = 0;
    inner = new RecordingStore();
    announced = [];
    store = new CachedSessionStore(inner, { ttlMs: 30_000, now: () => now, announce: (sid) => announced.push(sid) });
  });

  it('lets readers that change nothing peek at one frozen copy an entry, with its times read, and never asks the database', async () => {
    expect(store.peek('a')).toBeUndefined();
    await set(store, 'a', {
      ...session({ user: { id: 1 } }),
      cookie: { originalMaxAge: 1000, expires: '2030-01-01T00:00:00.000Z', startedAt: '2029-12-01T00:00:00.000Z' },
    });
    const first = store.peek('a')!;
    expect(first.record).toMatchObject({ user: { id: 1 } });
    expect(first.expiresMs).toBe(Date.parse('2030-01-01T00:00:00.000Z'));
    expect(first.startedAtMs).toBe(Date.parse('2029-12-01T00:00:00.000Z'));
    expect(store.peek('a')).toBe(first);
    expect(() => ((first.record as unknown as { user: { id: number } }).user.id = 99)).toThrow(TypeError);
    expect(await get(store, 'a')).toMatchObject({ user: { id: 1 } });
    await set(store, 'a', session({ user: { id: 2 } }));
    expect(store.peek('a')).toMatchObject({ record: { user: { id: 2 } }, startedAtMs: undefined });
    now = 30_000;
    expect(store.peek('a')).toBeUndefined();
    expect(inner.calls).toEqual(['set a', 'set a']);
  });

  it('reads a session from the database once, then from memory, each reader with its own copy', async () => {
    inner.rows.set('a', JSON.stringify(session({ user: { id: 1 } })));
    const first = await get(store, 'a');
    (first as unknown as { user: { id: number } }).user.id = 99;
    const second = await get(store, 'a');
    expect(second).toMatchObject({ user: { id: 1 } });
    expect(inner.calls).toEqual(['get a']);
  });

  it('asks the database again once the copy is older than the TTL', async () => {
    inner.rows.set('a', JSON.stringify(session({ n: 1 })));
    await get(store, 'a');
    now = 30_000;
    inner.rows.set('a', JSON.stringify(session({ n: 2 })));
    expect(await get(store, 'a')).toMatchObject({ n: 2 });
    expect(inner.calls).toEqual(['get a', 'get a']);
  });

  it('writes every save through, telling other instances only when the data changed', async () => {
    await set(store, 'a', session({ n: 1 }, '2030-01-01T00:00:00.000Z'));
    await set(store, 'a', session({ n: 1 }, '2030-01-02T00:00:00.000Z'));
    expect(inner.calls).toEqual(['set a', 'set a']);
    expect(announced).toEqual([]);
    expect(await get(store, 'a')).toMatchObject({ cookie: { expires: '2030-01-02T00:00:00.000Z' } });
  });

  it('writes a changed session at once and tells the other instances', async () => {
    await set(store, 'a', session({ n: 1 }));
    await set(store, 'a', session({ n: 2 }));
    expect(inner.calls).toEqual(['set a', 'set a']);
    expect(JSON.parse(inner.rows.get('a')!)).toMatchObject({ n: 2 });
    expect(announced).toEqual(['a']);
  });

  it('deletes a destroyed session everywhere: database, memory, other instances', async () => {
    await set(store, 'a', session({ n: 1 }));
    await destroy(store, 'a');
    expect(await get(store, 'a')).toBeNull();
    expect(inner.calls).toEqual(['set a', 'destroy a', 'get a']);
    expect(announced).toEqual(['a']);
  });

  it('updates a stored session only while it exists, and forgets a destroyed one', async () => {
    await set(store, 'a', session({ n: 1 }));
    await expect(update(store, 'a', session({ n: 2 }))).resolves.toBe(true);
    inner.rows.delete('a'); // destroyed by another instance
    await expect(update(store, 'a', session({ n: 3 }))).resolves.toBe(false);
    expect(inner.rows.has('a')).toBe(false);
    expect(await get(store, 'a')).toBeNull();
  });

  it('forgets every copy after the announcements may have been missed', async () => {
    inner.rows.set('a', JSON.stringify(session({ n: 1 })));
    await get(store, 'a');
    inner.rows.delete('a');
    store.forgetAll();
    expect(await get(store, 'a')).toBeNull();
  });

  it('forgets a session another instance announced, so the next read goes to the database', async () => {
    inner.rows.set('a', JSON.stringify(session({ n: 1 })));
    await get(store, 'a');
    inner.rows.set('a', JSON.stringify(session({ n: 2 })));
    store.forget('a');
    expect(await get(store, 'a')).toMatchObject({ n: 2 });
  });

  it('keeps at most maxEntries sessions in memory, dropping the oldest', async () => {
    const small = new CachedSessionStore(inner, { ttlMs: 30_000, maxEntries: 2, now: () => now });
    for (const sid of ['a', 'b', 'c']) await set(small, sid, session({ sid }));
    inner.calls = [];
    await get(small, 'a');
    await get(small, 'c');
    expect(inner.calls).toEqual(['get a']);
  });
});
