import { Logger } from '@nestjs/common';
import { NewsRefreshService } from '../src/modules/news/news-refresh.service';
import { createTestApp, TestApp } from './utils/test-app';

describe('News in sample mode (LinkedIn not configured)', () => {
  let t: TestApp;

  beforeAll(async () => {
    for (const key of ['LINKEDIN_ACCESS_TOKEN', 'LINKEDIN_ORGANIZATION_ID']) delete process.env[key];
    t = await createTestApp({ env: { SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/brokerbridge-test' } });
  });
  afterAll(() => t.close());

  it("answers dated sample posts, flagged as mock, with a message for visitors (the how-to is the log's)", async () => {
    const res = await t.http.get('/api/linkedin/posts').expect(200);
    expect(res.body).toMatchObject({
      isMock: true,
      authStatus: 'not_configured',
      message: 'Our latest LinkedIn updates will appear here once the feed is connected.',
    });
    expect(res.body.message).not.toMatch(/LINKEDIN_|\bSet\b|server/);
    expect(res.body.posts.length).toBeGreaterThanOrEqual(3);
    for (const post of res.body.posts) {
      expect(post).toMatchObject({ author: 'BrokerBridge', postUrl: 'https://www.linkedin.com/company/brokerbridge-test', content: expect.any(String) });
      expect(new Date(post.created).toISOString()).toBe(post.created);
    }
    expect(res.body.posts.some((p: { contentImage?: string }) => !p.contentImage)).toBe(true);
  });

  it('serves every bundled sample image through the image route with its content type', async () => {
    const { body } = await t.http.get('/api/linkedin/posts');
    const images = body.posts.flatMap((p: { contentImage?: string }) => (p.contentImage ? [p.contentImage] : []));
    expect(images.length).toBeGreaterThan(0);
    for (const id of images) {
      const res = await t.http.get(`/api/linkedin/image/${encodeURIComponent(id)}?t=1763830000000`).expect(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toMatch(/max-age/);
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(Buffer.from(res.body).toString('utf8')).toMatch(/^<svg /);
    }
  });

  it('answers 404 for an unknown sample image and for a LinkedIn image while not configured', async () => {
    await t.http.get('/api/linkedin/image/sample-image%3Anope').expect(404);
    await t.http.get(`/api/linkedin/image/${encodeURIComponent('urn:li:image:C4D22AQabc')}`).expect(404);
  });

  it('never runs a refresh and stores nothing, and tells the operator how to connect, once, in the log', async () => {
    const warned: string[] = [];
    const spy = jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => void warned.push(String(message)));
    // A fresh instance: the app's own already said it once, at start-up.
    const none = undefined as never;
    const service = new NewsRefreshService({ configured: false } as never, none, none, none, none);
    try {
      expect(await service.refresh()).toBe('skipped');
      expect(await service.refresh()).toBe('skipped');
    } finally {
      spy.mockRestore();
    }
    expect(warned).toEqual([expect.stringContaining('Set LINKEDIN_ACCESS_TOKEN and LINKEDIN_ORGANIZATION_ID')]);
    expect(await t.app.get(NewsRefreshService).refresh()).toBe('skipped');
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM news_posts')).toEqual([{ n: 0 }]);
  });
});
