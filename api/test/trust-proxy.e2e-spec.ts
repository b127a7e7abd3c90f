import { createTestApp, TestApp } from './utils/test-app';

const lead = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', message: 'Hello' };

describe('forwarded client addresses', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  const storedIp = async () => (await t.dataSource.query('SELECT ip FROM leads ORDER BY created_at DESC LIMIT 1'))[0].ip as string;

  it('ignores X-Forwarded-For by default, for the stored lead and the public rate limit', async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '2' } });
    for (const forged of ['203.0.113.1', '203.0.113.2']) {
      await t.http.post('/api/contact').set('X-Forwarded-For', forged).send(lead).expect(201);
    }
    expect(await storedIp()).not.toBe('203.0.113.2');
    // Another forged address does not buy another allowance.
    await t.http.post('/api/contact').set('X-Forwarded-For', '203.0.113.3').send(lead).expect(429);
  });

  it('believes the header from a proxy TRUST_PROXY names (this test talks to the app over loopback)', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    await t.http.post('/api/contact').set('X-Forwarded-For', '203.0.113.9').send(lead).expect(201);
    expect(await storedIp()).toBe('203.0.113.9');
  });

  it('ignores the header from a peer TRUST_PROXY does not name', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '192.0.2.1, 10.0.0.0/8' } });
    await t.http.post('/api/contact').set('X-Forwarded-For', '203.0.113.10').send(lead).expect(201);
    expect(await storedIp()).not.toBe('203.0.113.10');
  });
});
