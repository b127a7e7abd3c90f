import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { existsSync } from 'node:fs';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { loadAppConfig, loadDatabaseConfig } from './config';
import { buildDataSourceOptions } from './database/data-source.options';
import { prepareDatabase } from './database/prepare-database';
import { runMigrations } from './database/run-migrations';

async function bootstrap(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const logger = new Logger('Bootstrap');
  const appConfig = loadAppConfig();
  const databaseConfig = loadDatabaseConfig();

  const database = await prepareDatabase(databaseConfig, (m) => logger.log(m));
  process.env.DATABASE_URL = database.url;
  if (databaseConfig.migrationsRun) {
    const applied = await runMigrations(buildDataSourceOptions(databaseConfig, database.url));
    logger.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date');
  }

  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bodyParser: false });
  configureApp(app);
  await app.listen(appConfig.port, appConfig.host);

  const url = appConfig.publicUrl ?? `http://localhost:${appConfig.port}`;
  logger.log(`${appConfig.productName} is ready at ${url}`);
  if (database.embedded) {
    // Nest closes the app on SIGTERM/SIGINT; the embedded server then stops with the process.
    process.once('beforeExit', () => void database.embedded?.stop());
  }
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
