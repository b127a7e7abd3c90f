/** Field names whose values never reach the request log, at any depth. */
const SECRET_FIELD = /(secret|password|token|authorization|api[-_]?key)$|^key$/i;
/** Keys and signing secrets wherever they appear in text (a URL, a message). */
const SECRET_TEXT = /\b(bb_(?:test|live)_[A-Za-z0-9_-]+|whsec_[A-Za-z0-9+/=_-]+)/g;
export const REDACTED = '[redacted]';
/** What the log keeps of a body: enough to see what was sent, never a whole upload. */
export const MAX_LOGGED_BODY = 2048;
/** Bodies up to this size are parsed, so that secret-named fields are found wherever they are. */
const PARSED_UP_TO = 4 * MAX_LOGGED_BODY;

function scrub(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(SECRET_TEXT, REDACTED);
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([field, inner]) => [field, SECRET_FIELD.test(field) ? REDACTED : scrub(inner)]));
  }
  return value;
}

/**
 * A body as the request log keeps it: JSON with every secret-named field and every key or
 * signing secret replaced, cut to MAX_LOGGED_BODY characters; null when there was none.
 */
export function redactedBody(body: unknown): string | null {
  if (body === undefined || body === null || body === '') return null;
  let value = body;
  if (Buffer.isBuffer(value)) value = value.toString('utf8');
  // A long answer (a page of orders) is not parsed on the request path: its start is kept as text, keys still scrubbed.
  if (typeof value === 'string' && value.length > PARSED_UP_TO) return cut(scrub(value.slice(0, MAX_LOGGED_BODY)) as string, true);
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      // Not JSON: kept as text, keys still scrubbed.
    }
  }
  const text = typeof value === 'string' ? scrub(value) : JSON.stringify(scrub(value));
  if (typeof text !== 'string') return null;
  return cut(text, text.length > MAX_LOGGED_BODY);
}

const cut = (text: string, longer: boolean) => (longer ? `${text.slice(0, MAX_LOGGED_BODY)}…` : text);
