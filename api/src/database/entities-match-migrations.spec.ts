import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../test/utils/test-database';
import { loadDatabaseConfig } from '../config/database.config';
import { buildDataSourceOptions } from './data-source.options';

/** What `npm run migration:generate` would write against this database (TypeORM's schema diff). */
async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
  const { upQueries } = await dataSource.driver.createSchemaBuilder().log();
  return upQueries.map((q) => q.query);
}

// The entities describe their tables as the migrations made them (columns, types, defaults,
// indexes, foreign keys, checks), so `migration:generate` on a migrated database finds nothing.
// Tables read only through SQL (trading, sandbox, webhooks, developer keys, subscribers) have no entity.
describe('the entities and the migrations', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await new DataSource(buildDataSourceOptions(loadDatabaseConfig({}), await createTestDatabase())).initialize();
  });
  afterAll(() => dataSource.destroy());

  it('describe the same schema: migration:generate would generate nothing', async () => {
    expect(dataSource.entityMetadatas.length).toBeGreaterThan(0);
    await expect(pendingSchemaChanges(dataSource)).resolves.toEqual([]);
  });

  it('shows a difference when the table and its entity part', async () => {
    await dataSource.query('DROP INDEX "IDX_users_created_at"');
    await dataSource.query(`ALTER TABLE "lead_deliveries" DROP CONSTRAINT "CHK_lead_deliveries_attempts"`);
    const changes = await pendingSchemaChanges(dataSource);
    expect(changes).toEqual(
      expect.arrayContaining([expect.stringContaining('"IDX_users_created_at"'), expect.stringContaining('"CHK_lead_deliveries_attempts"')]),
    );
  });
});
