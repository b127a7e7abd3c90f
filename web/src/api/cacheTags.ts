import type { baseApi } from './baseApi';

/** One of the store's tag types ("Leads", "Subscribers"...). */
type CacheTag = Extract<Parameters<typeof baseApi.util.invalidateTags>[0][number], string>;

let invalidate: ((tags: CacheTag[]) => void) | undefined;

/** The store, once one exists, says how to drop its cached answers (AppStoreProvider). */
export function onInvalidateTags(handler: (tags: CacheTag[]) => void): void {
  invalidate = handler;
}

/**
 * A change made without the store (a public form's plain POST) still refreshes what the store
 * has cached of it, as RTK Query's `invalidatesTags` did; with no store yet there is nothing cached.
 */
export function invalidateCachedTags(tags: CacheTag[]): void {
  invalidate?.(tags);
}
