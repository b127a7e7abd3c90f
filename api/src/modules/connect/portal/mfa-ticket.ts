import { createHmac, timingSafeEqual } from 'node:crypto';

const TICKET_MS = 5 * 60_000;

/**
 * Proof that a password step passed, handed to the browser for its MFA step: the interaction,
 * the user and an expiry under an HMAC, so the step keeps no state between the two calls.
 */
export function issueTicket(key: string, uid: string, username: string, now = Date.now()): string {
  const expires = now + TICKET_MS;
  return `${Buffer.from(username).toString('base64url')}.${expires}.${mac(key, uid, username, expires)}`;
}

/** The user the ticket was issued to, or null when it is forged, for another interaction, or expired. */
export function ticketUser(key: string, uid: string, ticket: string, now = Date.now()): string | null {
  const [user, expiresText, signature] = ticket.split('.');
  if (!user || !expiresText || !signature || !/^\d+$/.test(expiresText)) return null;
  const username = Buffer.from(user, 'base64url').toString();
  const expires = Number(expiresText);
  const expected = Buffer.from(mac(key, uid, username, expires));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual) || expires <= now) return null;
  return username;
}

const mac = (key: string, uid: string, username: string, expires: number) =>
  createHmac('sha256', key).update(`${uid}\n${username}\n${expires}`).digest('base64url');
