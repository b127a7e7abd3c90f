/** The clock of the delivery schedule; the app's clock unless a test drives the schedule by hand. */
export const WEBHOOK_CLOCK = Symbol('WEBHOOK_CLOCK');
