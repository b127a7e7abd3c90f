import { baseApi } from '../../api/baseApi';
import { API_BASE } from '../../api/baseQuery';

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

const newsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLinkedInPosts: build.query<LinkedInPostsResponse, void>({
      query: () => '/linkedin/posts',
      providesTags: ['News'],
    }),
  }),
});

export const { useGetLinkedInPostsQuery } = newsApi;

/** `t` changes with each fetch of the posts, so a refreshed list also refreshes its images. */
export function postImageUrl(contentImage: string, timestamp: number): string {
  return `${API_BASE}/linkedin/image/${encodeURIComponent(contentImage)}?t=${timestamp}`;
}
