import { Pool } from 'pg';
import { createTestDatabase } from '../../test/utils/test-database';
import { PgSessionStore } from './pg-session.store';
import { type SessionRecord, storeDestroy, storeGet, storeSet, storeUpdate } from './session-store';

const record = (n: number, expiresInMs = 60_000) =>
  ({ n, cookie: { expires: new Date(Date.now() + expiresInMs).toISOString(), originalMaxAge: 1 } }) as unknown as SessionRecord;

describe('PgSessionStore', () => {
  let pool: Pool;
  let store: PgSessionStore;

  beforeAll(async () => {
    pool = new Pool({ connectionString: await createTestDatabase(), max: 2 });
    store = new PgSessionStore(pool, 60_000);
  });
  afterAll(async () => {
    store.close();
    await pool.end();
  });

  it('stores, reads, updates and deletes a session', async () => {
    await storeSet(store, 'a', record(1));
    expect(await storeGet(store, 'a')).toMatchObject({ n: 1 });
    await expect(storeUpdate(store, 'a', record(2))).resolves.toBe(true);
    expect(await storeGet(store, 'a')).toMatchObject({ n: 2 });
    await storeDestroy(store, 'a');
    expect(await storeGet(store, 'a')).toBeNull();
  });

  it('never brings a destroyed session back through an update', async () => {
    await storeSet(store, 'b', record(1));
    await storeDestroy(store, 'b');
    await expect(storeUpdate(store, 'b', record(2))).resolves.toBe(false);
    expect(await storeGet(store, 'b')).toBeNull();
  });

  it('does not read a session past its expiry', async () => {
    await storeSet(store, 'c', record(1, -1000));
    expect(await storeGet(store, 'c')).toBeNull();
  });
});
