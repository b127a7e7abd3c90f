import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { lockIdFor } from '../src/database/advisory-lock';
import { NewsRefreshJob } from '../src/modules/news/news-refresh.job';
import { NEWS_REFRESH_LOCK, NewsRefreshService } from '../src/modules/news/news-refresh.service';
import { FakeLinkedIn, TINY_PNG } from './utils/fake-linkedin';
import { CLOCK } from '../src/common/clock';
import { IMAGE_FAILURE_MEMORY_MS } from '../src/modules/news/news-image.service';
import { FakeClock } from './utils/fake-clock';
import { createTestApp, TestApp } from './utils/test-app';

const IMAGE_A = 'urn:li:image:C4D22AQFirstImage_1';
const IMAGE_B = 'urn:li:image:D5E10AQSecond-Image2';

/** Two published posts (a single image, a multi-image) and one draft, as LinkedIn sends them. */
const linkedInPosts = {
  paging: { start: 0, count: 12, links: [] },
  elements: [
    {
      id: 'urn:li:share:7265000000000000001',
      author: 'urn:li:organization:424242',
      commentary: 'We now support {hashtag|\\#|OptionsTrading} with @[Northwind](urn:li:organization:99) \\(beta\\)',
      createdAt: 1763700000000,
      publishedAt: 1763712000000,
      lifecycleState: 'PUBLISHED',
      visibility: 'PUBLIC',
      content: { media: { id: IMAGE_A, altText: 'Launch' } },
    },
    {
      id: 'urn:li:ugcPost:7264000000000000002',
      author: 'urn:li:organization:424242',
      commentary: 'Line one\nLine two',
      createdAt: 1763600000000,
      lifecycleState: 'PUBLISHED',
      visibility: 'PUBLIC',
      content: { multiImage: { images: [{ id: IMAGE_B }, { id: 'urn:li:image:Other' }] } },
    },
    { id: 'urn:li:share:7263000000000000003', commentary: 'Draft', createdAt: 1763500000000, lifecycleState: 'DRAFT' },
  ],
};

describe('News from LinkedIn (against a local fake LinkedIn)', () => {
  const fake = new FakeLinkedIn();
  let t: TestApp;
  const clock = new FakeClock(new Date());
  const refresh = () => t.app.get(NewsRefreshService).refresh();

  beforeAll(async () => {
    await fake.start();
    fake.posts = { status: 200, body: linkedInPosts };
    t = await createTestApp({
      env: { LINKEDIN_ACCESS_TOKEN: 'test-token', LINKEDIN_ORGANIZATION_ID: '424242', LINKEDIN_BASE_URL: fake.baseUrl, LINKEDIN_API_VERSION: '202501' },
      override: (b) => b.overrideProvider(CLOCK).useValue(clock),
    });
    await t.app.get(NewsRefreshJob).settled();
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.posts = { status: 200, body: linkedInPosts };
    fake.failingImages.clear();
    fake.downloadUrls.clear();
  });

  it('refreshes at start-up with the versioned REST request LinkedIn requires', () => {
    const postsRequest = fake.requests.find((r) => r.path.startsWith('/rest/posts'));
    expect(postsRequest).toBeDefined();
    const query = new URL(postsRequest!.path, 'http://x').searchParams;
    expect(query.get('q')).toBe('author');
    expect(query.get('author')).toBe('urn:li:organization:424242');
    expect(postsRequest!.headers).toMatchObject({
      authorization: 'Bearer test-token',
      'linkedin-version': '202501',
      'x-restli-protocol-version': '2.0.0',
    });
  });

  it('maps the posts: plain text, dates, images and post URLs, drafts left out', async () => {
    expect(await refresh()).toBe('connected');
    const res = await t.http.get('/api/linkedin/posts').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      isMock: false,
      authStatus: 'connected',
      message: null,
      posts: [
        {
          id: 'urn:li:share:7265000000000000001',
          author: 'Northwind Brokerage Network',
          created: new Date(1763712000000).toISOString(),
          content: 'We now support #OptionsTrading with Northwind (beta)',
          postUrl: 'https://www.linkedin.com/feed/update/urn:li:share:7265000000000000001/',
          contentImage: IMAGE_A,
        },
        {
          id: 'urn:li:ugcPost:7264000000000000002',
          author: 'Northwind Brokerage Network',
          created: new Date(1763600000000).toISOString(),
          content: 'Line one\nLine two',
          postUrl: 'https://www.linkedin.com/feed/update/urn:li:ugcPost:7264000000000000002/',
          contentImage: IMAGE_B,
        },
      ],
    });
  });

  it("names the product as author when LinkedIn won't give the page's name, still connected", async () => {
    fake.organizationName = null;
    try {
      expect(await refresh()).toBe('connected');
      const res = await t.http.get('/api/linkedin/posts').expect(200);
      expect(res.body.posts.map((p: { author: string }) => p.author)).toEqual(['BrokerBridge', 'BrokerBridge']);
    } finally {
      fake.organizationName = 'Northwind Brokerage Network';
    }
  });

  it('fetches each image once through the images API, then serves it from the database', async () => {
    await refresh();
    const before = fake.count('/rest/images/');
    for (let i = 0; i < 2; i += 1) {
      const res = await t.http.get(`/api/linkedin/image/${encodeURIComponent(IMAGE_A)}?t=${Date.now()}`).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(Buffer.compare(res.body as Buffer, TINY_PNG)).toBe(0);
    }
    expect(fake.count('/rest/images/')).toBe(before);
    expect(fake.requests.filter((r) => r.path.includes(encodeURIComponent(IMAGE_A)) && r.path.startsWith('/rest/images/'))).toHaveLength(1);
    const rows = await t.dataSource.query('SELECT id, content_type FROM news_images ORDER BY id');
    expect(rows).toEqual([
      { id: IMAGE_A, content_type: 'image/png' },
      { id: IMAGE_B, content_type: 'image/png' },
    ]);
  });

  it('fetches an image on first view when the job could not, and only once', async () => {
    await t.dataSource.query('DELETE FROM news_images');
    fake.failingImages.add(IMAGE_B);
    await refresh();
    expect(await t.dataSource.query('SELECT id FROM news_images')).toEqual([{ id: IMAGE_A }]);
    const before = fake.count('/rest/images/');
    await t.http.get(`/api/linkedin/image/${encodeURIComponent(IMAGE_B)}`).expect(502);
    expect(fake.count('/rest/images/')).toBe(before + 1);
    // The failure is remembered for a while: more views do not each call LinkedIn.
    for (let i = 0; i < 5; i += 1) await t.http.get(`/api/linkedin/image/${encodeURIComponent(IMAGE_B)}?t=${i}`).expect(502);
    expect(fake.count('/rest/images/')).toBe(before + 1);
    fake.failingImages.clear();
    clock.advance(IMAGE_FAILURE_MEMORY_MS);
    await t.http
      .get(`/api/linkedin/image/${encodeURIComponent(IMAGE_B)}`)
      .expect(200)
      .expect('Content-Type', 'image/png');
    const calls = fake.count('/rest/images/');
    await t.http.get(`/api/linkedin/image/${encodeURIComponent(IMAGE_B)}`).expect(200);
    expect(fake.count('/rest/images/')).toBe(calls);
  });

  it('refuses a download URL on a host that is not LinkedIn', async () => {
    await t.dataSource.query('DELETE FROM news_images');
    fake.downloadUrls.set(IMAGE_A, 'http://169.254.169.254/latest/meta-data');
    await refresh();
    expect(await t.dataSource.query('SELECT id FROM news_images')).toEqual([{ id: IMAGE_B }]);
    await t.http.get(`/api/linkedin/image/${encodeURIComponent(IMAGE_A)}`).expect(502);
  });

  it.each([
    ['a path traversal', '..%2F..%2Fetc%2Fpasswd'],
    ['a URL', encodeURIComponent('https://evil.example/x.png')],
    ['a URN with a path in it', encodeURIComponent('urn:li:image:../../admin')],
    ['another kind of URN', encodeURIComponent('urn:li:video:C4D22AQFirstImage_1')],
  ])('answers an image id that is %s with 400 and no outbound request', async (_, id) => {
    const before = fake.requests.length;
    const res = await t.http.get(`/api/linkedin/image/${id}`).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'NEWS.INVALID_IMAGE_ID' });
    expect(fake.requests.length).toBe(before);
  });

  it('answers an image no cached post refers to with 404, without asking LinkedIn', async () => {
    const before = fake.requests.length;
    const res = await t.http.get(`/api/linkedin/image/${encodeURIComponent('urn:li:image:NotOneOfOurs')}`).expect(404);
    expect(res.body.code).toBe('NEWS.IMAGE_NOT_FOUND');
    expect(fake.requests.length).toBe(before);
  });

  it('rejects a non-numeric cache-buster', async () => {
    await t.http.get(`/api/linkedin/image/${encodeURIComponent(IMAGE_A)}?t=abc`).expect(400);
  });

  it.each([401, 403])('keeps the cached posts and says token_expired when LinkedIn answers %i', async (status) => {
    await refresh();
    fake.posts = { status, body: { message: 'Expired' } };
    const warned: string[] = [];
    const spy = jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => void warned.push(String(message)));
    try {
      expect(await refresh()).toBe('token_expired');
    } finally {
      spy.mockRestore();
    }
    // The operator learns what to do from the log; visitors get words meant for them.
    expect(warned).toEqual([expect.stringContaining('Renew LINKEDIN_ACCESS_TOKEN')]);
    const res = await t.http.get('/api/linkedin/posts').expect(200);
    expect(res.body).toMatchObject({
      isMock: false,
      authStatus: 'token_expired',
      message: 'These are our posts from the last update; newer ones will follow shortly.',
    });
    expect(res.body.posts.map((p: { id: string }) => p.id)).toEqual(['urn:li:share:7265000000000000001', 'urn:li:ugcPost:7264000000000000002']);
  });

  it('keeps the cached posts and says degraded when LinkedIn answers 500', async () => {
    await refresh();
    fake.posts = { status: 500, body: { message: 'Oops' } };
    expect(await refresh()).toBe('degraded');
    const res = await t.http.get('/api/linkedin/posts').expect(200);
    expect(res.body).toMatchObject({ isMock: false, authStatus: 'degraded', message: expect.any(String) });
    expect(res.body.posts).toHaveLength(2);
    const [status] = await t.dataSource.query('SELECT auth_status, last_success_at FROM news_feed_status');
    expect(status.auth_status).toBe('degraded');
    expect(status.last_success_at).toBeInstanceOf(Date);
  });

  it('treats an answer without a list of posts as degraded, not as "no posts"', async () => {
    await refresh();
    fake.posts = { status: 200, body: { unexpected: true } };
    expect(await refresh()).toBe('degraded');
    expect((await t.http.get('/api/linkedin/posts')).body.posts).toHaveLength(2);
  });

  it('answers an empty list when the page has no posts, and drops images no post uses', async () => {
    fake.posts = { status: 200, body: { elements: [] } };
    expect(await refresh()).toBe('connected');
    const res = await t.http.get('/api/linkedin/posts').expect(200);
    expect(res.body).toEqual({ posts: [], isMock: false, authStatus: 'connected', message: null });
    expect(await t.dataSource.query('SELECT id FROM news_images')).toEqual([]);
  });

  it('skips the refresh, without calling LinkedIn, while another instance holds the lock', async () => {
    const other = new Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1::bigint)', [lockIdFor(NEWS_REFRESH_LOCK)]);
      const before = fake.requests.length;
      expect(await refresh()).toBe('skipped');
      expect(fake.requests.length).toBe(before);
    } finally {
      await other.end();
    }
  });
});
