import type { AuthStatus } from './dto/linkedin-posts-response.dto';

/** What the page's notice says about the feed; safe for visitors, so no internal detail. */
export const FEED_MESSAGES: Record<AuthStatus, string | null> = {
  connected: null,
  not_configured: 'LinkedIn is not connected. Set LINKEDIN_ACCESS_TOKEN and LINKEDIN_ORGANIZATION_ID on the server to show the company page posts.',
  pending: 'The first refresh from LinkedIn has not finished yet.',
  token_expired: 'LinkedIn rejected the access token, so these are the posts from the last successful refresh. Renew LINKEDIN_ACCESS_TOKEN.',
  degraded: 'LinkedIn is not responding, so these are the posts from the last successful refresh.',
};
