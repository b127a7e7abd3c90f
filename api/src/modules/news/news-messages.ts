import type { AuthStatus } from './dto/linkedin-posts-response.dto';

/**
 * What the page's notice says about the feed. Visitors read it, so it speaks to them: no
 * variable names, no instructions (those are for operators, and go to the server log).
 */
export const FEED_MESSAGES: Record<AuthStatus, string | null> = {
  connected: null,
  not_configured: 'Our latest LinkedIn updates will appear here once the feed is connected.',
  pending: 'Our latest LinkedIn updates are on their way.',
  token_expired: 'These are our posts from the last update; newer ones will follow shortly.',
  degraded: 'LinkedIn is not responding right now, so these are our posts from the last update.',
};

/** What an operator should do about a feed that is not live: logged by the refresh, never sent. */
export const OPERATOR_HINTS = {
  not_configured: 'LinkedIn is not connected: /news shows sample posts. Set LINKEDIN_ACCESS_TOKEN and LINKEDIN_ORGANIZATION_ID to show the company page posts.',
  token_expired: 'LinkedIn rejected the access token: /news shows the posts of the last successful refresh. Renew LINKEDIN_ACCESS_TOKEN.',
} as const;
