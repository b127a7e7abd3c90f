import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../test/utils/test-database';
import { loadDatabaseConfig } from '../config/database.config';
import { buildDataSourceOptions } from './data-source.options';

describe('database logging', () => {
  let dataSource: DataSource;
  const logged: string[] = [];

  beforeAll(async () => {
    dataSource = await new DataSource(buildDataSourceOptions(loadDatabaseConfig({}), await createTestDatabase())).initialize();
    for (const level of ['log', 'warn', 'error'] as const) {
      jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    }
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await dataSource.destroy();
  });

  it('logs a failed query as its SQL and error, never its parameters (personal data)', async () => {
    const email = 'ada.lovelace@example.com';
    await expect(
      dataSource.query(`INSERT INTO leads (first_name, last_name, email, message, source) VALUES ($1, $2, $3, $4, 'no-such-source')`, [
        'Ada',
        'Lovelace',
        email,
        'my private message',
      ]),
    ).rejects.toThrow();
    const text = logged.join('\n');
    expect(text).toMatch(/Query failed: .* -- INSERT INTO leads/);
    expect(text).not.toContain(email);
    expect(text).not.toContain('my private message');
  });
});
