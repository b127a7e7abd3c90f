import { createTestApp, TestApp } from './utils/test-app';

/** The token endpoint's allowance per client address (RATE_LIMIT_OAUTH_TOKEN_PER_MINUTE), through the shared leased limiter. */
describe('Connect: the token endpoint is rate limited per client address', () => {
  let t: TestApp;
  const LIMIT = 5;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_OAUTH_TOKEN_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(() => t.close());

  const token = () => t.http.post('/oauth/token').type('form').send({ grant_type: 'authorization_code', code: 'nope', client_id: 'bbapp_unknown' });

  it(`answers its first ${LIMIT} calls as the provider does, then 429 with Retry-After, whatever the call`, async () => {
    for (let i = 0; i < LIMIT; i++) {
      const res = await token();
      expect(res.status).toBe(401); // invalid_client: the provider answered
      expect(res.body.error).toBe('invalid_client');
      expect(Number(res.headers['x-ratelimit-limit'])).toBe(LIMIT);
      expect(Number(res.headers['x-ratelimit-remaining'])).toBe(LIMIT - 1 - i);
    }
    const refused = await token();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.body).toMatchObject({ error: 'temporarily_unavailable', statusCode: 429, code: 'RATE_LIMITED' });
    expect(refused.body.error_description).toMatch(/retry after \d+ s/);
  });

  it('leaves the other authorization server endpoints alone', async () => {
    await t.http.get('/.well-known/oauth-authorization-server').expect(200);
    const introspect = await t.http.post('/oauth/introspect').type('form').send({ token: 'x' });
    expect(introspect.status).not.toBe(429);
  });
});
