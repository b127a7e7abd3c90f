import { randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret in Standard Webhooks' format: `whsec_` and 192 random bits in base64. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64');
}

/** How long a rotated-out secret still signs, so receivers can switch without losing a delivery. */
export const PREVIOUS_SECRET_VALID_MS = 24 * 3600 * 1000;
