import type { LinkedInPostsResponseDto } from '../dto/linkedin-posts-response.dto';
import { FEED_MESSAGES } from '../news-messages';
import { SAMPLE_POSTS } from './sample-posts';

/**
 * The news answer while LinkedIn is not configured: the sample posts under the company's name.
 * A sample has no post of its own on LinkedIn, so "View on LinkedIn" opens the company page.
 * The build draws /news with this same answer (scripts/prerender-pages.mjs), and the server sends
 * that drawing only while its own answer is equal to it (api/src/spa/page-shell.ts).
 */
export function sampleFeed(author: string, companyPageUrl: string): LinkedInPostsResponseDto {
  return {
    posts: SAMPLE_POSTS.map(({ contentImage, ...post }) => ({ ...post, author, postUrl: companyPageUrl, ...(contentImage ? { contentImage } : {}) })),
    isMock: true,
    authStatus: 'not_configured',
    message: FEED_MESSAGES.not_configured,
  };
}
