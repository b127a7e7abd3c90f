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

  it('waits for an owner being deleted, then skips its rows and keeps the rest', async () => {
    const runner = other.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query('DELETE FROM owners WHERE id = 2');
      inserter.add({ owner: 1, note: 'kept' });
      inserter.add({ owner: 2, note: 'gone' });
      let written = false;
      const flushed = inserter.flush().then(() => (written = true));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(written).toBe(false);
      await runner.commitTransaction();
      await flushed;
    } finally {
      await runner.release();
    }
    expect(await notes()).toEqual([{ owner_id: 1, note: 'kept' }]);
  });

  it('keeps the rows of an owner whose delete rolled back', async () => {
    const runner = other.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query('DELETE FROM owners WHERE id = 3');
      inserter.add({ owner: 3, note: 'still here' });
      const flushed = inserter.flush();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await runner.rollbackTransaction();
      await flushed;
    } finally {
      await runner.release();
    }
    expect(await notes()).toEqual([{ owner_id: 3, note: 'still here' }]);
  });

  it('locks an owner only as a key would: an update of its other columns neither waits nor is waited for', async () => {
    const runner = other.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query(`UPDATE owners SET name = 'renamed' WHERE id = 1`);
      inserter.add({ owner: 1, note: 'beside an update' });
      await inserter.flush();
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    expect(await notes()).toEqual([{ owner_id: 1, note: 'beside an update' }]);
  });
});
