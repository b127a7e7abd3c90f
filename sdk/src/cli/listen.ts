import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { WebhookEvent } from '../generated';
import { developerEvents } from './event-stream';

/** A receiver gets as long as a real delivery gives it. */
const FORWARD_TIMEOUT_MS = 15_000;

export interface ListenOptions {
  baseUrl: string;
  apiKey: string;
  /** Where to POST each event, signed; left out, events are only printed. */
  forwardTo?: string;
  /** Only these event types (all when left out). */
  events?: readonly string[];
  /** The whsec_ secret to sign with; a new one is made (and printed) when left out. */
  secret?: string;
  signal: AbortSignal;
  log: (line: string) => void;
  fetch?: typeof fetch;
}

/** A new signing secret in Standard Webhooks' format, as the API makes for an endpoint. */
export const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * `brokerbridge listen`: streams every event of the developer's sandbox accounts and forwards
 * each, as its webhook body byte for byte, to `forwardTo`, signed by Standard Webhooks with a
 * local secret (the receiver verifies it as it would a real delivery). Runs until the signal
 * aborts; a dropped stream resumes where it stopped.
 */
export async function listen(options: ListenOptions): Promise<void> {
  const secret = options.secret ?? newSigningSecret();
  const fetchImpl = options.fetch ?? fetch;
  const wanted = options.events?.length ? new Set(options.events) : null;
  options.log(`Ready! Your webhook signing secret is ${secret} (^C to quit)`);
  if (!options.forwardTo) options.log('No --forward-to: events are printed only.');
  const stream = developerEvents({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    signal: options.signal,
    fetch: options.fetch,
    onStatus: (s) =>
      options.log(
        s.connected ? `Connected to ${options.baseUrl}, streaming your sandbox events.` : `Stream lost (${s.reason}); reconnecting in ${s.retryInMs / 1000} s.`,
      ),
  });
  for await (const { raw, event } of stream) {
    if (wanted && !wanted.has(event.type)) continue;
    const id = deliveryId(event);
    options.log(`${clock()}   --> ${event.type} [${id}]`);
    if (!options.forwardTo) continue;
    options.log(`${clock()}  <--  ${await forward(fetchImpl, options.forwardTo, id, raw, secret)} POST ${options.forwardTo} [${id}]`);
  }
}

/** Stable for an event (its account and sequence), as a real delivery's webhook-id is for its retries. */
function deliveryId(event: WebhookEvent): string {
  return 'accountId' in event.data ? `evt_${event.data.accountId}_${event.data.sequence}` : `evt_test_${Date.now()}`;
}

/** One attempt, no retry (the developer sees the answer and fixes the receiver); redirects are not followed, as for real deliveries. */
async function forward(fetchImpl: typeof fetch, url: string, id: string, body: string, secret: string): Promise<string> {
  const at = new Date();
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'brokerbridge-cli',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': new Webhook(secret).sign(id, at, body),
      },
      body,
    });
    await response.arrayBuffer().catch(() => undefined);
    return `[${response.status}]`;
  } catch (error) {
    // fetch says "fetch failed" and keeps the reason (ECONNREFUSED, a timeout) in its cause.
    const cause = (error as Error & { cause?: { message?: string } }).cause;
    return `[ERROR ${cause?.message ?? (error as Error).message}]`;
  }
}

const clock = () => new Date().toISOString().replace('T', ' ').slice(0, 19);
