import { Module } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { Test } from '@nestjs/testing';
import { AppsController, ConnectionsController, SandboxConnectionsController } from '../../connect';
import { V1AccountBrokersController } from '../brokers/v1-account-brokers.controller';
import { V1BrokersController } from '../brokers/v1-brokers.controller';
import { SandboxControlController } from '../control/sandbox-control.controller';
import { V1AssetsController } from '../market-data/v1-assets.controller';
import { V1MarketDataController } from '../market-data/v1-market-data.controller';
import { V1AccountsController } from '../v1-accounts.controller';
import { V1DeveloperEventsController } from '../v1-developer-events.controller';
import { V1EventsController } from '../v1-events.controller';
import { V1OrdersController } from '../v1-orders.controller';
import { WebhooksV1Controller } from '../../webhooks';
import { buildV1Document } from './v1-document';

/** Only the /v1 controllers: the document depends on their decorators and DTOs, not on a database. */
@Module({
  controllers: [
    V1AccountsController,
    V1OrdersController,
    V1EventsController,
    V1DeveloperEventsController,
    SandboxControlController,
    V1BrokersController,
    V1AccountBrokersController,
    V1AssetsController,
    V1MarketDataController,
    WebhooksV1Controller,
    AppsController,
    ConnectionsController,
    SandboxConnectionsController,
  ],
})
class V1DocumentModule {}

/**
 * The /v1 document without starting the app (its services are stand-ins): what the SDK is
 * generated from. A test checks it equals what the running app serves at /v1/openapi.json.
 */
export async function buildV1DocumentOffline(): Promise<OpenAPIObject> {
  const moduleRef = await Test.createTestingModule({ imports: [V1DocumentModule] })
    .useMocker(() => ({}))
    .compile();
  const app = moduleRef.createNestApplication(new FastifyAdapter(), { logger: false });
  try {
    return buildV1Document(app, [V1DocumentModule]);
  } finally {
    await app.close();
  }
}

// `node -r ts-node/register/transpile-only v1-document.offline.ts` prints it (scripts/sdk-generate.mjs).
if (require.main === module) {
  buildV1DocumentOffline().then(
    (document) => process.stdout.write(`${JSON.stringify(document, null, 2)}\n`),
    (error: Error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
