/**
 * The simulated brokers a connection can be at (CONNECT.md "Brokers"), with the one rule of
 * theirs Connect needs now: how many days of account-clock time a sign-in lasts before the broker
 * asks the user to sign in again (null: never). CONNECT.md names Harborline's (Schwab's weekly
 * re-login); the others are ours, see docs/decisions/connect-connection-lifecycle.md.
 */
export const CONNECT_BROKERS = [
  { id: 'northwind', name: 'Northwind Securities', reauthEveryDays: null },
  { id: 'harborline', name: 'Harborline Brokerage', reauthEveryDays: 7 },
  { id: 'meridian', name: 'Meridian Clearing', reauthEveryDays: 1 },
  { id: 'summit-ridge', name: 'Summit Ridge Capital', reauthEveryDays: 90 },
  { id: 'tidewater', name: 'Tidewater Brokers', reauthEveryDays: 90 },
] as const;

export type ConnectBroker = (typeof CONNECT_BROKERS)[number];
export const CONNECT_BROKER_IDS = CONNECT_BROKERS.map((b) => b.id);

export const brokerById = (id: string): ConnectBroker | undefined => CONNECT_BROKERS.find((b) => b.id === id);

const DAY_MS = 86_400_000;

/** When a sign-in made at `signedInAt` (account clock) must be made again; null when the broker never asks. */
export function reauthByOf(broker: ConnectBroker, signedInAt: Date): Date | null {
  return broker.reauthEveryDays === null ? null : new Date(signedInAt.getTime() + broker.reauthEveryDays * DAY_MS);
}
