import { Client } from 'pg';
import { eventually } from '../../test/utils/eventually';
import { createTestDatabase } from '../../test/utils/test-database';
import { lockIdFor } from './advisory-lock';
import { LeaderLock } from './leader-lock';

describe('LeaderLock', () => {
  let url: string;
  let admin: Client;
  const locks: LeaderLock[] = [];
  const lock = () => {
    const l = new LeaderLock('spec:leader', url);
    locks.push(l);
    return l;
  };
  const holders = async () =>
    (
      await admin.query(`SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = ($1::bigint & x'ffffffff'::bigint)`, [
        lockIdFor('spec:leader'),
      ])
    ).rows;

  beforeAll(async () => {
    url = await createTestDatabase();
    admin = new Client({ connectionString: url });
    await admin.connect();
  });
  afterEach(async () => {
    for (const l of locks.splice(0)) await l.release();
  });
  afterAll(() => admin.end());

  it('lets one instance lead, and keeps it leading tick after tick', async () => {
    const [a, b] = [lock(), lock()];
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    expect(await holders()).toHaveLength(1);
  });

  it('hands over at the next try once the leader releases', async () => {
    const [a, b] = [lock(), lock()];
    await a.acquire();
    await a.release();
    expect(await holders()).toHaveLength(0);
    expect(await b.acquire()).toBe(true);
    expect(a.isLeader).toBe(false);
  });

  it("hands over when the leader's connection dies, and the old leader knows it lost", async () => {
    const [a, b] = [lock(), lock()];
    await a.acquire();
    const [{ pid }] = await holders();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    // The backend exits a moment after it is told to.
    await eventually(async () => expect(await b.acquire()).toBe(true), 5000);
    expect(await a.acquire()).toBe(false);
    expect(await a.acquire()).toBe(false);
  });
});
