// What the app's setup takes from the demo: the hook that records its activity log.
export { ActivityLogHook } from './activity/activity-log.hook';
