import type { ApiError } from './baseQuery';

/** Field errors as the API sends them in a 400 body. */
interface FieldError {
  field: string;
  messages: string[];
}

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}

/** The message the server wrote for people, or the fallback when it sent none (or never answered). */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const message = (error.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/** `{ email: 'email must be an email' }` from a 400 body's `errors`, for messages under fields. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const errors = (error.data as { errors?: FieldError[] } | undefined)?.errors ?? [];
  return Object.fromEntries(errors.map((e) => [e.field, e.messages[0] ?? 'Invalid value']));
}

export function statusOf(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}
