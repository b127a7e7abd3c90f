// What the app's setup takes from the auth module: hooks it registers on Fastify itself.
export { crossSiteHook } from './cross-site.hook';
export { SessionUserRefresher } from './session-user.refresher';
