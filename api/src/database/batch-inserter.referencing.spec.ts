import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../test/utils/test-database';
import { BatchInserter } from './batch-inserter';

interface Entry {
  owner: number;
  note: string;
}

// What `referencing` promises, on a real Postgres: rows are kept only while the row they refer to
// exists, as a foreign key would keep them, without one.
describe('a batch whose rows refer to another table', () => {
  let db: DataSource;
  let other: DataSource;
  let inserter: BatchInserter<Entry>;

  const notes = async () => (await db.query('SELECT owner_id, note FROM things ORDER BY id')) as { owner_id: number; note: string }[];

  beforeAll(async () => {
    const url = await createTestDatabase();
    db = await new DataSource({ type: 'postgres', url }).initialize();
    // Another instance (or the deleting job) on the same database.
    other = await new DataSource({ type: 'postgres', url }).initialize();
    await db.query('CREATE TABLE owners (id int PRIMARY KEY, name text)');
    await db.query('CREATE TABLE things (id bigserial PRIMARY KEY, owner_id int NOT NULL, note text NOT NULL)');
    inserter = new BatchInserter<Entry>((sql, parameters) => db.query(sql, parameters), {
      table: 'things',
      columns: ['owner_id', 'note'],
      row: (e) => ({ owner_id: e.owner, note: e.note }),
      flushMs: 60_000,
      referencing: { column: 'owner_id', table: 'owners', key: 'id' },
    });
  });
  beforeEach(async () => {
    await db.query('TRUNCATE things');
    await db.query('DELETE FROM owners');
    await db.query(`INSERT INTO owners (id, name) VALUES (1, 'one'), (2, 'two'), (3, 'three')`);
  });
  afterAll(async () => {
    await db.destroy();
    await other.destroy();
  });

  it('keeps the rows of owners that exist, in the order they were added, and drops the others', async () => {
    for (const [owner, note] of [
      [2, 'a'],
      [9, 'b'],
      [1, 'c'],
      [2, 'd'],
      [9, 'e'],
      [3, 'f'],
    ] as const)
      inserter.add({ owner, note });
    await inserter.flush();
    expect(await notes()).toEqual([
      { owner_id: 2, note: 'a' },
      { owner_id: 1, note: 'c' },
      { owner_id: 2, note: 'd' },
      { owner_id: 3, note: 'f' },
    ]);
  });

  /** Runs `during` while another connection's transaction has run `sql` and not ended, then ends it (`end`). */
  const whileOtherHolds = async (sql: string, during: () => Promise<void>, end: 'commit' | 'rollback') => {
    const runner = other.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query(sql);
      await during();
    } finally {
      await (end === 'commit' ? runner.commitTransaction() : runner.rollbackTransaction());
      await runner.release();
    }
  };
  const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('waits for an owner being deleted, then skips its rows and keeps the rest', async () => {
    let flushed: Promise<void> = Promise.resolve();
    let written = false;
    await whileOtherHolds(
      'DELETE FROM owners WHERE id = 2',
      async () => {
        inserter.add({ owner: 1, note: 'kept' });
        inserter.add({ owner: 2, note: 'gone' });
        flushed = inserter.flush().then(() => void (written = true));
        await settle(200);
        expect(written).toBe(false);
      },
      'commit',
    );
    await flushed;
    expect(await notes()).toEqual([{ owner_id: 1, note: 'kept' }]);
  });

  it('keeps the rows of an owner whose delete rolled back', async () => {
    let flushed: Promise<void> = Promise.resolve();
    await whileOtherHolds(
      'DELETE FROM owners WHERE id = 3',
      async () => {
        inserter.add({ owner: 3, note: 'still here' });
        flushed = inserter.flush();
        await settle(100);
      },
      'rollback',
    );
    await flushed;
    expect(await notes()).toEqual([{ owner_id: 3, note: 'still here' }]);
  });

  it('locks an owner only as a key would: an update of its other columns neither waits nor is waited for', async () => {
    await whileOtherHolds(
      `UPDATE owners SET name = 'renamed' WHERE id = 1`,
      async () => {
        inserter.add({ owner: 1, note: 'beside an update' });
        await inserter.flush();
      },
      'commit',
    );
    expect(await notes()).toEqual([{ owner_id: 1, note: 'beside an update' }]);
  });
});
