import { Logger } from '@nestjs/common';
import { BatchInserter, BatchInserterOptions } from './batch-inserter';

interface Entry {
  n: number;
}

function setup(options: Partial<BatchInserterOptions<Entry>> = {}, fail = (_call: number): Error | false => false) {
  const calls: { sql: string; rows: unknown[] }[] = [];
  const written: number[][] = [];
  const inserter = new BatchInserter<Entry>(
    async (sql, [json]) => {
      calls.push({ sql, rows: JSON.parse(json as string) as unknown[] });
      const error = fail(calls.length);
      if (error) throw error;
    },
    {
      table: 'things',
      columns: ['n', 'twice'],
      row: (e) => ({ n: e.n, twice: e.n * 2 }),
      flushMs: 100,
      onWritten: (b) => written.push(b.map((e) => e.n)),
      ...options,
    },
  );
  return { inserter, calls, written };
}

describe('writing log entries in batches', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  beforeAll(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));

  it('writes what arrived within flushMs in one statement naming only its columns', async () => {
    const { inserter, calls, written } = setup();
    inserter.add({ n: 1 });
    inserter.add({ n: 2 });
    expect(calls).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(100);
    expect(calls).toEqual([
      {
        sql: 'INSERT INTO things (n, twice) SELECT r.n, r.twice FROM json_populate_recordset(NULL::things, $1) WITH ORDINALITY r ORDER BY r.ordinality',
        rows: [
          { n: 1, twice: 2 },
          { n: 2, twice: 4 },
        ],
      },
    ]);
    expect(written).toEqual([[1, 2]]);
  });

  it('folds an entry into the pending one of the same merge key, and never into a batch on its way', async () => {
    const { inserter, calls } = setup({ merge: { key: (e) => String(e.n % 2), into: (pending, e) => void (pending.n += e.n * 10) } });
    inserter.add({ n: 1 });
    inserter.add({ n: 2 });
    inserter.add({ n: 3 });
    inserter.add({ n: 5 });
    const written = inserter.flush();
    inserter.add({ n: 7 });
    await written;
    await jest.advanceTimersByTimeAsync(100);
    expect(calls.map((c) => c.rows)).toEqual([
      [
        { n: 81, twice: 162 },
        { n: 2, twice: 4 },
      ],
      [{ n: 7, twice: 14 }],
    ]);
  });

  it('adds to stored rows through the upsert clause it is given', async () => {
    const { inserter, calls } = setup({ upsert: 'ON CONFLICT (n) DO UPDATE SET twice = things.twice + EXCLUDED.twice' });
    inserter.add({ n: 1 });
    await inserter.flush();
    expect(calls[0].sql).toBe(
      'INSERT INTO things (n, twice) SELECT r.n, r.twice FROM json_populate_recordset(NULL::things, $1) WITH ORDINALITY r ORDER BY r.ordinality ON CONFLICT (n) DO UPDATE SET twice = things.twice + EXCLUDED.twice',
    );
  });

  it("writes only each key's newest entries of a batch, in their order, and reports those as written", async () => {
    const { inserter, calls, written } = setup({ newestPer: { key: (e) => e.n % 2, keep: 2 } });
    for (let n = 1; n <= 7; n++) inserter.add({ n });
    await inserter.flush();
    expect(calls[0].rows).toEqual([4, 5, 6, 7].map((n) => ({ n, twice: n * 2 })));
    expect(written).toEqual([[4, 5, 6, 7]]);
  });

  it('writes a full batch at once, without waiting for the timer', async () => {
    const { inserter, calls } = setup({ maxBatch: 3 });
    for (let n = 0; n < 3; n++) inserter.add({ n });
    await Promise.resolve();
    expect(calls.map((c) => c.rows.length)).toEqual([3]);
  });

  it('never writes more than maxBatch entries in one statement', async () => {
    const { inserter, calls } = setup({ maxBatch: 4, flushMs: 10_000 });
    for (let n = 0; n < 10; n++) inserter.add({ n });
    await inserter.flush();
    expect(calls.map((c) => c.rows.length)).toEqual([4, 4, 2]);
  });

  it('drops entries beyond maxPending instead of growing without bound', async () => {
    const { inserter, calls } = setup({ maxPending: 5, maxBatch: 100 });
    for (let n = 0; n < 8; n++) inserter.add({ n });
    await inserter.flush();
    expect(calls[0].rows).toHaveLength(5);
  });

  it('drops a batch the database refused, and goes on writing the next ones', async () => {
    const { inserter, calls, written } = setup({}, (call) => call === 1 && new Error('database down'));
    inserter.add({ n: 1 });
    await inserter.flush();
    inserter.add({ n: 2 });
    await inserter.flush();
    expect(calls).toHaveLength(2);
    expect(written).toEqual([[2]]);
  });

  it('sends a batch that lost a deadlock again, as nothing of it was written', async () => {
    jest.useRealTimers();
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const { inserter, calls, written } = setup({}, (call) => call === 1 && deadlock);
    inserter.add({ n: 1 });
    await inserter.flush();
    expect(calls.map((c) => c.rows)).toEqual([[{ n: 1, twice: 2 }], [{ n: 1, twice: 2 }]]);
    expect(written).toEqual([[1]]);
  });

  it('reads the code of a failure TypeORM wrapped, and gives up after three attempts', async () => {
    jest.useRealTimers();
    const wrapped = Object.assign(new Error('could not serialize access'), { driverError: { code: '40001' } });
    const { inserter, calls, written } = setup({}, () => wrapped);
    inserter.add({ n: 1 });
    await inserter.flush();
    expect(calls).toHaveLength(3);
    expect(written).toEqual([]);
  });

  it('flush resolves only once everything added before it is written', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const done: number[] = [];
    const inserter = new BatchInserter<Entry>(async () => gate, {
      table: 't',
      columns: ['n'],
      row: (e) => e as never,
      flushMs: 100,
      onWritten: (b) => done.push(b.length),
    });
    inserter.add({ n: 1 });
    const flushed = inserter.flush().then(() => 'flushed');
    await Promise.resolve();
    expect(done).toEqual([]);
    release();
    expect(await flushed).toBe('flushed');
    expect(done).toEqual([1]);
  });

  it('refuses table or column names that are not plain identifiers', () => {
    expect(() => setup({ table: 'things; DROP TABLE x' })).toThrow('Invalid name');
    expect(() => setup({ columns: ['n', 'a b'] })).toThrow('Invalid name');
    expect(() => setup({ referencing: { column: 'n', table: 'owners', key: 'id) OR (true' } })).toThrow('Invalid name');
  });
});
