// What the app's setup takes from the demo: the hook that records its activity log, and the raw log poll.
export { ActivityLogHook } from './activity/activity-log.hook';
export { LOG_POLL_PATH, LogPollRoute } from './activity/log-poll.route';
