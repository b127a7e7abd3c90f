import type { ModuleMetadata } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test, TestingModuleBuilder } from '@nestjs/testing';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { configureApp, createHttpAdapter } from '../../src/app.setup';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: NestFastifyApplication;
  http: ReturnType<typeof request>;
  /** A cookie-keeping client, like one browser. */
  agent: () => ReturnType<typeof request.agent>;
  dataSource: DataSource;
  databaseUrl: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Reuse a database (e.g. to restart the app over the same data); a fresh one otherwise. */
  databaseUrl?: string;
  /** Environment for this app, applied before its configuration is read. */
  env?: Record<string, string>;
  /** Extra modules, e.g. a test-only controller. */
  imports?: ModuleMetadata['imports'];
  override?: (builder: TestingModuleBuilder) => TestingModuleBuilder;
}

let clientDir: string | undefined;

/** A stand-in built client, so SPA fallback and caching can be tested without a web build. */
function fakeClientBuild(): string {
  if (clientDir) return clientDir;
  clientDir = mkdtempSync(join(tmpdir(), 'brokerbridge-web-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>BrokerBridge</title><div id="root"></div>');
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log("app")\n//# sourceMappingURL=index-abc123.js.map');
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"],"mappings":""}');
  return clientDir;
}

// Each test file has its own copy of this module, so its own stand-in build: gone with the file.
afterAll(() => {
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  clientDir = undefined;
});

/** Boots the real app (same setup as main.ts) on a real, migrated Postgres database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await createTestDatabase());
  // Test files open many demo accounts from one address; the demo limit's own test sets it low.
  Object.assign(process.env, {
    NODE_ENV: 'test',
    WEB_DIST_DIR: fakeClientBuild(),
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_DEMO_ACCOUNTS_PER_MINUTE: '1000',
    ...options.env,
  });

  let builder = Test.createTestingModule({ imports: [AppModule, ...(options.imports ?? [])] });
  if (options.override) builder = options.override(builder);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(), { logger: ['error', 'warn'] });
  await configureApp(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();

  const server = app.getHttpServer();
  return {
    app,
    http: request(server),
    agent: () => request.agent(server),
    dataSource: app.get(DataSource),
    databaseUrl,
    close: () => app.close(),
  };
}
