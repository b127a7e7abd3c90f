import { BOTH, type ErrorCodeEntry } from './error-code-entry';
import { SITE_ERROR_CODES } from './site-error-codes';
import { V1_ERROR_CODES } from './v1-error-codes';

/** The page that lists every code; `#<CODE>` is each entry's anchor (built by the web client). */
export const ERRORS_PAGE_PATH = '/api-documentation/errors';

/** The docUrl of an error body: absolute when the origin is known. */
export function errorDocUrl(origin: string, code: string): string {
  return `${origin}${ERRORS_PAGE_PATH}#${code}`;
}

/** Codes any call can answer with, given by the error filter from the HTTP status alone or by the common hooks. */
const GENERIC_ERROR_CODES: readonly ErrorCodeEntry[] = [
  // Generic: any call.
  {
    code: 'VALIDATION_FAILED',
    status: 400,
    message: 'quantity must be at least 1',
    description: 'The request body, query or a header is invalid. `errors` lists each offending field with its messages; fix them and send again.',
    surfaces: BOTH,
  },
  {
    code: 'BAD_REQUEST',
    status: 400,
    message: 'The request body is not valid JSON.',
    description: 'The request could not be read: malformed JSON, or a JSON Content-Type with an empty body. Send a JSON body (such as {}) or no Content-Type.',
    surfaces: BOTH,
  },
  {
    code: 'INPUT_TOO_DEEP',
    status: 400,
    message: 'The request is nested too deeply.',
    description: 'The JSON body nests objects or arrays too deeply to be accepted. Flatten it.',
    surfaces: BOTH,
  },
  { code: 'UNAUTHENTICATED', status: 401, message: 'Unauthorized', description: 'The call needs credentials it did not get.', surfaces: BOTH },
  { code: 'FORBIDDEN', status: 403, message: 'Forbidden', description: 'The credentials sent may not make this call.', surfaces: BOTH },
  {
    code: 'NOT_FOUND',
    status: 404,
    message: 'Cannot GET /v1/nothing-here',
    description: 'No such route or resource. Check the path and the ids in it against the API reference.',
    surfaces: BOTH,
  },
  { code: 'METHOD_NOT_ALLOWED', status: 405, message: 'Method Not Allowed', description: 'The route exists, but not for this HTTP method.', surfaces: BOTH },
  { code: 'CONFLICT', status: 409, message: 'Conflict', description: 'The request conflicts with the current state of the resource.', surfaces: BOTH },
  { code: 'PAYLOAD_TOO_LARGE', status: 413, message: 'The request body is too large.', description: 'Request bodies are limited to 100 KiB.', surfaces: BOTH },
  {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    status: 415,
    message: 'Unsupported content type. Send JSON.',
    description: 'Send request bodies as application/json.',
    surfaces: BOTH,
  },
  {
    code: 'UNPROCESSABLE',
    status: 422,
    message: 'Unprocessable Entity',
    description: 'The request was read but cannot be carried out as sent.',
    surfaces: BOTH,
  },
  {
    code: 'RATE_LIMITED',
    status: 429,
    message: 'This API key made its 600 calls this minute; wait for X-RateLimit-Reset seconds.',
    description:
      'Too many calls: per API key on /v1 (X-RateLimit-Limit, -Remaining and -Reset say where you stand), per client address on the site’s forms, or a scripted rate_limited fault (details.scripted is true). Wait for Retry-After or X-RateLimit-Reset seconds, then retry.',
    surfaces: BOTH,
  },
  {
    code: 'INTERNAL',
    status: 500,
    message: 'Something went wrong on our side. Please try again later.',
    description: 'A fault on our side, logged with the correlationId of the call. Retry later; quote the correlationId if it persists.',
    surfaces: BOTH,
  },
  {
    code: 'ERROR',
    status: 400,
    message: 'The request failed.',
    description: 'A 4xx answer without a more precise code; its message says what went wrong.',
    surfaces: BOTH,
  },
  {
    code: 'SERVICE_UNAVAILABLE',
    status: 503,
    message: 'The service is briefly unavailable. Please try again in a few seconds.',
    description: 'The database is briefly unreachable (a restart, a fail-over). Retry after the Retry-After seconds.',
    surfaces: BOTH,
  },
];

/**
 * Every code the API answers with, served as /v1/errors.json. A test reads the sources and
 * fails when a code is thrown that is not listed here (or listed with another status), so the
 * page cannot fall behind the code.
 */
export const ERROR_CATALOG: readonly ErrorCodeEntry[] = [...GENERIC_ERROR_CODES, ...V1_ERROR_CODES, ...SITE_ERROR_CODES];
