/** A webhook endpoint as the console lists it (never its secret). */
export interface WebhookEndpoint {
  id: string;
  url: string;
  events: string[];
  previousSecretExpiresAt: string | null;
  disabledAt: string | null;
  disabledReason: string | null;
  createdAt: string;
}

export interface WebhookAttempt {
  attemptedAt: string;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  responseExcerpt: string | null;
  nextAttemptAt: string | null;
}

export interface WebhookDelivery {
  /** Also the webhook-id header the receiver saw. */
  id: string;
  endpointId: string;
  eventType: string;
  accountId: string | null;
  sequence: number | null;
  status: 'pending' | 'succeeded' | 'failed';
  attemptCount: number;
  nextAttemptAt: string | null;
  createdAt: string;
  attempts: WebhookAttempt[];
}

export interface WebhookDeliveryPage {
  items: WebhookDelivery[];
  nextCursor: string | null;
}
