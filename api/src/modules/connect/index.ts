// What the rest of the app uses of Connect: the authorization server (mounted ahead of the site's hooks), and the /v1 controllers the offline /v1 document is built from.
export { mountAuthorizationServer } from './oauth/mount';
export { AppsController } from './apps/apps.controller';
export { ConnectionsController } from './connections/connections.controller';
export { SandboxConnectionsController } from './connections/sandbox-connections.controller';
