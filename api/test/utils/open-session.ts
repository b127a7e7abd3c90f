import { SandboxClock } from '../../src/modules/simulator';

/**
 * Freezes a sandbox account's clock in an open session (at the next open when its market is
 * closed), so its market orders fill as they are placed whatever the day the suite runs on: on a
 * closed market they wait for the open. Suites on real time need it (signed webhooks), and so do
 * two instances whose clocks differ (a test clock and real time).
 */
export async function frozenInOpenSession(clock: SandboxClock, accountId: string): Promise<void> {
  await clock.control(accountId, { action: 'freeze' });
  const status = await clock.status(accountId);
  if (!status.isOpen) await clock.control(accountId, { action: 'set', to: new Date(status.nextOpen) });
}
