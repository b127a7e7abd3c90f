// What the app's setup uses of Connect: the authorization server, mounted ahead of the site's hooks.
export { mountAuthorizationServer } from './oauth/mount';
