/**
 * The account stream's events under their public names: what /v1 shows in an account's event log
 * and what a webhook endpoint may subscribe to (SANDBOX.md), kept in one list so the two cannot drift.
 */
export const PUBLIC_EVENT_TYPES = [
  'order.accepted',
  'order.partially_filled',
  'order.filled',
  'order.canceled',
  'order.rejected',
  'order.expired',
  'account.updated',
  'position.updated',
  // A Connect connection of the account broke (the app must send the user through the portal again), or was repaired.
  'connection.broken',
  'connection.repaired',
  // A Connect connection of the account was made (the portal's consent, or POST /v1/sandbox/connections), or revoked.
  'connection.created',
  'connection.revoked',
] as const;

export type PublicEventType = (typeof PUBLIC_EVENT_TYPES)[number];
