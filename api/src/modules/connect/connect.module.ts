import { Module } from '@nestjs/common';
import { DeveloperModule } from '../developer/developer.module';
import { SimulatorModule } from '../simulator/simulator.module';
import { AppsController } from './apps/apps.controller';
import { AppsByClientId } from './apps/apps-by-client-id';
import { AppsService } from './apps/apps.service';
import { ConsoleAppsController } from './apps/console-apps.controller';
import { AccessTokenStrategy } from './connections/access-token.strategy';
import { ConnectionHorizonJob } from './connections/connection-horizon.job';
import { ConnectionLifecycle } from './connections/connection-lifecycle.service';
import { ConnectionsController } from './connections/connections.controller';
import { ConsoleConnectionsController } from './connections/console-connections.controller';
import { ConnectionsService } from './connections/connections.service';
import { SandboxConnectionsController } from './connections/sandbox-connections.controller';
import { SandboxConnections } from './connections/sandbox-connections.service';
import { ArtifactStore } from './oauth/artifact-store';
import { AuthorizationServer } from './oauth/authorization-server';
import { ExpiredArtifactsJob } from './oauth/expired-artifacts.job';
import { PortalController } from './portal/portal.controller';
import { PortalService } from './portal/portal.service';

/** BrokerBridge Connect: partner apps, the OAuth 2.0 authorization server, the portal's calls, connections and their tokens on /v1. */
@Module({
  imports: [DeveloperModule, SimulatorModule],
  controllers: [AppsController, ConsoleAppsController, ConnectionsController, SandboxConnectionsController, PortalController, ConsoleConnectionsController],
  providers: [
    AppsByClientId,
    AppsService,
    ArtifactStore,
    AuthorizationServer,
    ConnectionsService,
    PortalService,
    AccessTokenStrategy,
    ExpiredArtifactsJob,
    SandboxConnections,
    ConnectionLifecycle,
    ConnectionHorizonJob,
  ],
  exports: [AuthorizationServer],
})
export class ConnectModule {}
