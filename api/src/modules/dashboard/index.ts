// What the app's setup takes from the dashboard module: the hook that counts requests.
export { RequestLogHook } from './request-log.hook';
