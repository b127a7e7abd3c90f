import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A client_id: public, unguessable enough not to enumerate apps. */
export const newClientId = () => `bbapp_${randomBytes(12).toString('base64url')}`;

/** A client secret (256 random bits) and the SHA-256 we keep: a fast hash suffices for a random secret, as for API keys. */
export function newClientSecret(): { secret: string; hash: string } {
  const secret = `bbsec_${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashSecret(secret) };
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function secretMatchesHash(secret: string, hash: string): boolean {
  const actual = Buffer.from(hashSecret(secret), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
