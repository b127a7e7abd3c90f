import { startTransition, useEffect, useState } from 'react';
import { API_BASE } from '../../api/baseQuery';
import { jsonRequest } from '../../api/jsonRequest';
import { LINKEDIN_POSTS_PATH } from '../../config/paths';

type AuthStatus = 'connected' | 'not_configured' | 'pending' | 'token_expired' | 'degraded';

export interface NewsPost {
  id: string;
  author: string;
  /** ISO 8601. */
  created: string;
  content: string;
  postUrl: string;
  /** Image id for `GET /api/linkedin/image/{contentImage}`. */
  contentImage?: string;
}

export interface LinkedInPostsResponse {
  posts: NewsPost[];
  isMock: boolean;
  authStatus: AuthStatus | null;
  message: string | null;
}

/** The spec's news refetch interval. */
export const NEWS_POLLING_INTERVAL_MS = 300000;

interface LinkedInPosts {
  data: LinkedInPostsResponse | undefined;
  isLoading: boolean;
  /** The last fetch failed (the posts of an earlier one, if any, stay). */
  isError: boolean;
  /** When the posts last arrived (ms), which refreshes their images. */
  fulfilledTimeStamp: number;
}

const START: LinkedInPosts = { data: undefined, isLoading: true, isError: false, fulfilledTimeStamp: 0 };

/**
 * The posts, asked on mount and every NEWS_POLLING_INTERVAL_MS, by plain fetch rather than RTK
 * Query: the news page goes without the store (docs/decisions/news-and-register-without-the-store.md).
 * Each answer renders in a transition.
 */
export function useLinkedInPosts(): LinkedInPosts {
  const [state, setState] = useState(START);
  useEffect(() => {
    const controller = new AbortController();
    const load = async () => {
      const result = await jsonRequest({ url: LINKEDIN_POSTS_PATH }, controller.signal);
      if (controller.signal.aborted) return;
      startTransition(() =>
        setState((current) =>
          'error' in result
            ? { ...current, isLoading: false, isError: true }
            : { data: result.data as LinkedInPostsResponse, isLoading: false, isError: false, fulfilledTimeStamp: Date.now() },
        ),
      );
    };
    void load();
    const timer = setInterval(() => void load(), NEWS_POLLING_INTERVAL_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, []);
  return state;
}

/** `t` changes with each fetch of the posts, so a refreshed list also refreshes its images. */
export function postImageUrl(contentImage: string, timestamp: number): string {
  return `${API_BASE}/linkedin/image/${encodeURIComponent(contentImage)}?t=${timestamp}`;
}
