import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { AppModule } from './app.module';
import { configureApp, createHttpAdapter } from './app.setup';
import { shutDownGracefully } from './common/lifecycle';
import { loadAppConfig, loadAuthConfig, loadDatabaseConfig, loadSessionConfig } from './config';
import { buildDataSourceOptions } from './database/data-source.options';
import { prepareDatabase } from './database/prepare-database';
import { hasPendingMigrations, runMigrations } from './database/run-migrations';
import { installLastResortHandlers } from './last-resort';
import { AppLogger } from './common/logging/app-logger';
import { startupBanner } from './startup-banner';

async function bootstrap(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const appConfig = loadAppConfig();
  Logger.overrideLogger(new AppLogger(appConfig.logLevel));
  const logger = new Logger('Bootstrap');
  installLastResortHandlers(new Logger('Process'));
  const databaseConfig = loadDatabaseConfig();
  // The production refusals, before anything starts: one sentence, no stack, no migration run.
  const authConfig = loadAuthConfig();
  loadSessionConfig();

  const database = await prepareDatabase(databaseConfig, (m) => logger.log(m));
  process.env.DATABASE_URL = database.url;
  if (databaseConfig.migrationsRun) {
    const applied = await runMigrations(buildDataSourceOptions(databaseConfig, database.url));
    if (applied.length) logger.log(`Applied ${applied.length} migration${applied.length === 1 ? '' : 's'}, the last ${applied.at(-1)}`);
    logger.debug(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date');
  } else if (await hasPendingMigrations(buildDataSourceOptions(databaseConfig, database.url))) {
    throw new Error('The database has pending migrations and MIGRATIONS_RUN=false: run `npm run migration:run` first.');
  }

  const app = await NestFactory.create<NestFastifyApplication>(AppModule, createHttpAdapter(appConfig), { logger: new AppLogger(appConfig.logLevel) });
  await configureApp(app);
  await app.listen(appConfig.port, appConfig.host);

  const url = appConfig.publicUrl ?? `http://localhost:${appConfig.port}`;
  const banner = startupBanner({
    productName: appConfig.productName,
    url,
    embeddedDataDir: database.embedded?.dataDir,
    databaseUrl: database.url,
    admin: { username: authConfig.adminUsername, password: authConfig.adminPassword, hintEnabled: authConfig.loginHintEnabled },
  });
  for (const line of banner) logger.log(line);
  stopGracefullyOnSignals(logger, async () => {
    await shutDownGracefully(app, { drainMs: DRAIN_MS, log: (m) => logger.log(m) });
    await database.embedded?.stop();
  });
}

/** Requests in flight get this long; `docker stop` and most orchestrators send SIGKILL 10 s after SIGTERM. */
const DRAIN_MS = 8_000;
const EXIT_DEADLINE_MS = 9_500;

/** Drain and close the app (HTTP, sockets, leader locks, jobs, queues, pool), then the embedded database, then exit. */
function stopGracefullyOnSignals(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received: shutting down`);
    setTimeout(() => {
      logger.error(`Still shutting down ${EXIT_DEADLINE_MS} ms after ${signal}: exiting now`);
      process.exit(1);
    }, EXIT_DEADLINE_MS).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`Shutdown failed: ${error instanceof Error ? error.message : error}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
