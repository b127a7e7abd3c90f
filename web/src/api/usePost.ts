import { useState } from 'react';
import { invalidateCachedTags } from './cacheTags';
import { jsonRequest, type JsonResult } from './jsonRequest';

interface PostOptions {
  /** Past this the call is aborted and answers as a network failure (status 0). */
  timeoutMs?: number;
  /** What the store may have cached of what this call changes (as RTK Query's `invalidatesTags`). */
  invalidates?: Parameters<typeof invalidateCachedTags>[0];
}

/**
 * A POST to the API by plain fetch, for a public form whose page goes without the store
 * (docs/decisions/contact-page-without-the-store.md): `send(body)` answers `{ data }` or
 * `{ error }` (an ApiError, as RTK Query's), and `isLoading` is true while a call is out.
 */
export function usePost<Body, Result>(url: string, { timeoutMs, invalidates }: PostOptions = {}) {
  const [pending, setPending] = useState(0);
  const send = async (body: Body): Promise<JsonResult<Result>> => {
    const controller = new AbortController();
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => controller.abort(), timeoutMs);
    setPending((count) => count + 1);
    try {
      const result = await jsonRequest({ url, method: 'POST', body }, controller.signal);
      if ('error' in result) return result;
      if (invalidates) invalidateCachedTags(invalidates);
      return { data: result.data as Result };
    } finally {
      clearTimeout(timer);
      setPending((count) => count - 1);
    }
  };
  return [send, { isLoading: pending > 0 }] as const;
}
