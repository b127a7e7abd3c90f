import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadDatabaseConfig } from '../api/src/config/database.config';
import { buildDataSourceOptions } from '../api/src/database/data-source.options';

// For the TypeORM CLI (`npm run migration:generate`); scripts/migration.mjs sets DATABASE_URL.
const config = loadDatabaseConfig();
if (!config.url) throw new Error('DATABASE_URL is not set; run migrations through `npm run migration:*`');

export default new DataSource(buildDataSourceOptions(config, config.url));
