import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../test/utils/test-database';
import { lockIdFor, runExclusively } from './advisory-lock';

describe('runExclusively', () => {
  let a: DataSource;
  let b: DataSource;

  beforeAll(async () => {
    const url = await createTestDatabase();
    // Two data sources stand for two app instances on one database.
    a = await new DataSource({ type: 'postgres', url }).initialize();
    b = await new DataSource({ type: 'postgres', url }).initialize();
  });
  afterAll(async () => {
    await a.destroy();
    await b.destroy();
  });

  it('gives the same name the same lock id everywhere', () => {
    expect(lockIdFor('metrics-job')).toBe(lockIdFor('metrics-job'));
    expect(lockIdFor('metrics-job')).not.toBe(lockIdFor('news-refresh'));
  });

  it('lets only one of two instances run the work at a time', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = runExclusively(a, 'job', () => held.then(() => 'first'));
    await new Promise((r) => setTimeout(r, 50));
    await expect(runExclusively(b, 'job', async () => 'second')).resolves.toEqual({ ran: false });
    release();
    await expect(first).resolves.toEqual({ ran: true, result: 'first' });
    await expect(runExclusively(b, 'job', async () => 'second')).resolves.toEqual({ ran: true, result: 'second' });
  });

  it('releases the lock when the work fails', async () => {
    await expect(runExclusively(a, 'failing', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(runExclusively(b, 'failing', async () => 'ok')).resolves.toEqual({ ran: true, result: 'ok' });
  });
});
