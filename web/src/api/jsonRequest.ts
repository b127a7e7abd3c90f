export interface RequestArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
}

/** A failed call: `message` is "<status>: <body text or status text>", `data` the parsed body if any. */
export interface ApiError {
  status: number;
  message: string;
  data?: unknown;
}

export const API_BASE = '/api';

export type JsonResult<T = unknown> = { data: T } | { error: ApiError };

function resolveUrl(path: string, params?: RequestArgs['params']): string {
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  const url = new URL(`${API_BASE}${path}`, origin);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One call to the API by plain fetch: RTK Query's base query, and the public forms that go
 * without the store. Every call sends the session cookie; a body goes out as JSON only when
 * there is one. A non-2xx answer becomes an ApiError; a network failure (or an abort) is status 0.
 */
export async function jsonRequest({ url, method = 'GET', body, params }: RequestArgs, signal?: AbortSignal): Promise<JsonResult> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(resolveUrl(url, params), {
      method,
      headers,
      credentials: 'include',
      signal,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { error: { status: 0, message: `0: ${reason || 'Network error'}` } };
  }
  const text = await response.text();
  const data = parseBody(text);
  if (!response.ok) {
    return { error: { status: response.status, message: `${response.status}: ${text || response.statusText}`, data } };
  }
  return { data: data ?? null };
}
