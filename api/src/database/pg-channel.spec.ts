import { Pool } from 'pg';
import { createTestDatabase } from '../../test/utils/test-database';
import { eventually } from '../../test/utils/eventually';
import { PgChannel } from './pg-channel';

describe('PgChannel', () => {
  let url: string;
  let pool: Pool;
  let channel: PgChannel;

  beforeAll(async () => {
    url = await createTestDatabase();
    pool = new Pool({ connectionString: url, max: 2 });
  });
  afterEach(() => channel?.close());
  afterAll(() => pool.end());

  it('delivers what another connection notifies', async () => {
    channel = new PgChannel('spec_channel', url, pool);
    const heard: string[] = [];
    await channel.listen((payload) => heard.push(payload));
    channel.notify('hello');
    await eventually(async () => expect(heard).toEqual(['hello']), 5000);
  });

  it('listens again after the server drops its connection, and says so', async () => {
    channel = new PgChannel('spec_dropped', url, pool);
    const heard: string[] = [];
    let reconnected = 0;
    await channel.listen((payload) => heard.push(payload), { onReconnected: () => (reconnected += 1) });
    // What a database restart does to every connection.
    await pool.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN spec_dropped'`);
    await eventually(async () => expect(reconnected).toBe(1), 10_000);
    expect(channel.listening).toBe(true);
    channel.notify('after the drop');
    await eventually(async () => expect(heard).toEqual(['after the drop']), 5000);
  });

  it('keeps trying when the database cannot be reached at first', async () => {
    const unreachable = new URL(url);
    unreachable.port = '1';
    channel = new PgChannel('spec_unreachable', unreachable.toString(), pool);
    await expect(channel.listen(() => undefined)).resolves.toBeUndefined();
    expect(channel.listening).toBe(false);
  });
});
