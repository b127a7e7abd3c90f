import { Webhook } from 'standardwebhooks';

export interface SigningSecrets {
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
}

/** The secrets that sign at `now`: the current one, and the rotated-out one during its overlap. */
export function secretsInForce(endpoint: SigningSecrets, now: Date): string[] {
  const previous = endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now;
  return previous ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

/**
 * The Standard Webhooks headers for one attempt: the body is signed exactly as it is sent,
 * once per secret in force, the signatures space-separated (a receiver accepts any of them).
 */
export function signedHeaders(id: string, at: Date, body: string, secrets: string[]): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' '),
  };
}
