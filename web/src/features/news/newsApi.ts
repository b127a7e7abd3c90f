import { startTransition, useEffect, useRef, useState } from 'react';
import { API_BASE, jsonRequest, type JsonResult } from '../../api/jsonRequest';
import { dropStaticJson, loadStaticJson, peekStaticJson } from '../../api/staticJson';
import { LINKEDIN_POSTS_PATH, LINKEDIN_POSTS_URL } from '../../config/paths';

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
 * The answer the page is drawn with when it arrived before the page rendered: the prerender's
 * (scripts/prerender-pages.mjs) and, in the browser, the one main.tsx fetches before adopting that
 * markup, so both draw the same. Its timestamp is 0 in both, so the images' addresses match too.
 */
function preloaded(): LinkedInPosts {
  const data = peekStaticJson(LINKEDIN_POSTS_URL)?.data as LinkedInPostsResponse | undefined;
  return data ? { data, isLoading: false, isError: false, fulfilledTimeStamp: 0 } : START;
}

/**
 * The first answer of a visit without one, asked as a page document: it takes the response the
 * HTML preloaded when the server sent the page without its posts drawn.
 */
async function firstAnswer(): Promise<JsonResult> {
  const { data, error } = await loadStaticJson(LINKEDIN_POSTS_URL);
  return data !== undefined ? { data } : { error: error ?? { status: 0, message: '0: No answer' } };
}

/**
 * The posts: the preloaded answer if there is one, else asked on mount; then asked again every
 * NEWS_POLLING_INTERVAL_MS, by plain fetch rather than RTK Query: the news page goes without the
 * store (docs/decisions/news-and-register-without-the-store.md). Each answer renders in a transition.
 */
export function useLinkedInPosts(): LinkedInPosts {
  const [state, setState] = useState(preloaded);
  // Decided by the first render only: whether the posts were here before the page.
  const askAtOnce = useRef(!state.data);
  useEffect(() => {
    // The preloaded answer is handed over once (a failed one is asked again), and so is the first
    // answer: a later visit asks afresh.
    dropStaticJson(LINKEDIN_POSTS_URL);
    const controller = new AbortController();
    const load = async (first = false) => {
      const result = first ? await firstAnswer() : await jsonRequest({ url: LINKEDIN_POSTS_PATH }, controller.signal);
      if (controller.signal.aborted) return;
      startTransition(() =>
        setState((current) =>
          'error' in result
            ? { ...current, isLoading: false, isError: true }
            : { data: result.data as LinkedInPostsResponse, isLoading: false, isError: false, fulfilledTimeStamp: Date.now() },
        ),
      );
    };
    if (askAtOnce.current) void load(true);
    const timer = setInterval(() => void load(), NEWS_POLLING_INTERVAL_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
      dropStaticJson(LINKEDIN_POSTS_URL);
    };
  }, []);
  return state;
}

/** `t` changes with each fetch of the posts, so a refreshed list also refreshes its images. */
export function postImageUrl(contentImage: string, timestamp: number): string {
  return `${API_BASE}/linkedin/image/${encodeURIComponent(contentImage)}?t=${timestamp}`;
}
