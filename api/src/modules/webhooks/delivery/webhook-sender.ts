import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { forbiddenLiteral, guardedLookup } from './outbound-address';

export interface SendOptions {
  timeoutMs: number;
  allowPrivateAddresses: boolean;
}

export interface SendResult {
  /** The receiver's HTTP status, or null when no answer came (refused, timed out, forbidden). */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** The first bytes of the answer, for the delivery log. */
  responseExcerpt: string | null;
  retryAfter: string | undefined;
}

// Connections are kept for the next delivery to the same receiver; the guarded lookup runs for each new one.
const agents = { http: new HttpAgent({ keepAlive: true, maxSockets: 64 }), https: new HttpsAgent({ keepAlive: true, maxSockets: 64 }) };

/** Enough of an answer to show a developer what their receiver said; the rest is never read. */
const RESPONSE_EXCERPT_BYTES = 1024;

/** Every header an attempt sends: the signed ones and the fixed ones (the delivery log keeps them). */
export function requestHeaders(signed: Record<string, string>, body: string): Record<string, string> {
  return { ...signed, 'content-type': 'application/json', 'user-agent': 'BrokerBridge-Webhooks/1', 'content-length': String(Buffer.byteLength(body)) };
}

/**
 * One POST of a signed body. Redirects are answers, never followed (a 3xx is a failed
 * attempt); at most RESPONSE_EXCERPT_BYTES of the body are read; the whole exchange, answer
 * included, is bounded by the timeout.
 */
export function sendWebhook(url: string, headers: Record<string, string>, body: string, options: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const done = (partial: Partial<SendResult>): SendResult => ({
    statusCode: null,
    error: null,
    responseExcerpt: null,
    retryAfter: undefined,
    ...partial,
    durationMs: Math.round(performance.now() - started),
  });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(done({ error: 'Invalid URL' }));
  }
  if (!options.allowPrivateAddresses) {
    const literal = forbiddenLiteral(target.hostname);
    if (literal) return Promise.resolve(done({ error: literal }));
  }
  const https = target.protocol === 'https:';
  const request = https ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    /** `cutOff`: the exchange is abandoned midway, so its connection cannot be used again. */
    const finish = (result: SendResult, cutOff = true) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (cutOff) req.destroy();
      resolve(result);
    };
    const req = request(target, {
      method: 'POST',
      headers: requestHeaders(headers, body),
      lookup: options.allowPrivateAddresses ? undefined : guardedLookup,
      agent: https ? agents.https : agents.http,
    });
    const timer = setTimeout(() => finish(done({ error: `No answer within ${options.timeoutMs} ms` })), options.timeoutMs);
    req.on('error', (error) => finish(done({ error: error.message.slice(0, 300) })));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const answer = (cutOff: boolean) =>
        finish(
          done({
            statusCode: res.statusCode ?? null,
            responseExcerpt: Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8'),
            retryAfter: res.headers['retry-after'],
          }),
          cutOff,
        );
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= RESPONSE_EXCERPT_BYTES) answer(true);
      });
      res.on('end', () => answer(false));
      res.on('error', () => answer(true));
    });
    req.end(body);
  });
}
