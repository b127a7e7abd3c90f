import type { BrokerProfile } from './broker-profile';
import { harborline } from './profiles/harborline';
import { meridian } from './profiles/meridian';
import { northwind } from './profiles/northwind';
import { summitRidge } from './profiles/summit-ridge';
import { tidewater } from './profiles/tidewater';
import { validatedProfiles } from './validate-broker-profile';

/**
 * The brokers, one file each under profiles/, checked as this module loads: a profile that breaks
 * its rules stops the app's start with every issue named (validate-broker-profile.ts). Adding a
 * broker is a new file here and its tests.
 */
export const BROKER_PROFILES: readonly BrokerProfile[] = validatedProfiles([northwind, harborline, meridian, summitRidge, tidewater]);
export const BROKER_IDS: readonly string[] = BROKER_PROFILES.map((b) => b.id);
/** Where an account opens when nobody says (and where accounts from before brokers are). */
export const DEFAULT_BROKER_ID = 'northwind';

export const brokerProfile = (id: string): BrokerProfile | undefined => BROKER_PROFILES.find((b) => b.id === id);

const DAY_MS = 86_400_000;

/** When a sign-in made at `signedInAt` (account clock) must be made again; null when the broker never asks. */
export function reauthByOf(broker: BrokerProfile, signedInAt: Date): Date | null {
  const days = broker.capabilities.tokenPolicy.reauthEveryDays;
  return days === null ? null : new Date(signedInAt.getTime() + days * DAY_MS);
}
