/**
 * @jest-environment node
 */
// The build renders in Node, as here (scripts/prerender-pages.mjs).
import { ERROR_CATALOG_URL, LINKEDIN_POSTS_URL } from '../config/paths';
import { renderPage } from './renderPage';

const classesIn = (html: string) => new Set([...html.matchAll(/\bcss-([a-zA-Z0-9_-]+)/g)].map((match) => match[1]));
const adoptedIds = (styles: string) => new Set([...styles.matchAll(/data-emotion="css ([^"]*)"/g)].flatMap((match) => match[1].split(' ')));

describe('renderPage', () => {
  it('renders a public page to markup with the styles its classes need', async () => {
    const { html, styles } = await renderPage('/privacy-policy');
    expect(html).toContain('Privacy Policy');
    const ids = adoptedIds(styles);
    expect([...classesIn(html)].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('also ships the styles of components that wrap another, which the markup does not name', async () => {
    // MUI's Link is a styled Typography: its own style is inserted, but only Typography's class
    // reaches the markup. Without it, the browser would compile it again while adopting the page.
    const { html, styles } = await renderPage('/privacy-policy');
    const named = classesIn(html);
    expect([...adoptedIds(styles)].filter((id) => !named.has(id)).length).toBeGreaterThan(0);
  });

  it('draws a page with the documents it is given, and the next page without them', async () => {
    const catalog = {
      page: '/api-documentation/errors',
      items: [{ code: 'TEST.DRAWN_AT_BUILD', status: 418, message: 'A message', description: 'A description', surfaces: ['v1'] }],
    };
    expect((await renderPage('/api-documentation/errors')).html).not.toContain('TEST.DRAWN_AT_BUILD');
    expect((await renderPage('/api-documentation/errors', { [ERROR_CATALOG_URL]: catalog })).html).toContain('TEST.DRAWN_AT_BUILD');
    expect((await renderPage('/api-documentation/errors')).html).not.toContain('TEST.DRAWN_AT_BUILD');
  });

  it('draws the news page with the posts it is given, dated in UTC', async () => {
    const posts = {
      isMock: true,
      authStatus: 'not_configured',
      message: 'Our updates will appear here.',
      posts: [
        {
          id: 'p1',
          author: 'BrokerBridge',
          created: '2026-11-18T23:30:00.000Z',
          content: 'Drawn at build',
          postUrl: 'https://example.com',
          contentImage: 'img-1',
        },
      ],
    };
    const { html } = await renderPage('/news', { [LINKEDIN_POSTS_URL]: posts });
    expect(html).toContain('Drawn at build');
    expect(html).toContain('November 18, 2026');
    expect(html).toContain('Development Mode');
    expect(html).toContain('src="/api/linkedin/image/img-1?t=0"');
    expect((await renderPage('/news')).html).not.toContain('Drawn at build');
  });
});
