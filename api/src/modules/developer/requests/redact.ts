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

/** A secret-named field as JSON writes it: only a body that may hold one is parsed (most never do). */
const MAY_NAME_A_SECRET = /(secret|password|token|authorization|api[-_]?key|"key)"\s*:/i;

/**
 * A body as the request log keeps it, cut to MAX_LOGGED_BODY characters: every key or signing
 * secret in its text replaced and, when it may hold one, every secret-named field at any depth;
 * null when there was none. A body over PARSED_UP_TO is not parsed on the request path: its start
 * is kept as text, keys and secrets still scrubbed.
 */
export function redactedBody(body: unknown): string | null {
  if (body === undefined || body === null || body === '') return null;
  let text = Buffer.isBuffer(body) ? body.toString('utf8') : typeof body === 'string' ? body : JSON.stringify(body);
  if (typeof text !== 'string') return null;
  if (text.length <= PARSED_UP_TO && MAY_NAME_A_SECRET.test(text)) {
    try {
      text = JSON.stringify(scrub(JSON.parse(text)));
    } catch {
      // Not JSON: kept as text, keys still scrubbed below.
    }
  }
  const longer = text.length > MAX_LOGGED_BODY;
  const kept = (longer ? text.slice(0, MAX_LOGGED_BODY) : text).replace(SECRET_TEXT, REDACTED);
  return longer ? `${kept}…` : kept;
}
