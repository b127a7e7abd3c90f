import { createTestApp, TestApp } from './utils/test-app';

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@fintech.example', company: 'Fintech Labs', message: 'Hello there' };

describe('Contact rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '2' } });
  });
  afterAll(() => t.close());

  it('answers a clear 429 once an address has sent too many', async () => {
    await t.http.post('/api/contact').send(valid).expect(201);
    await t.http.post('/api/contact').send(valid).expect(201);
    const res = await t.http.post('/api/contact').send(valid).expect(429);
    expect(res.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', message: expect.stringMatching(/too many/i) });
  });
});

describe('Contact form configuration for the page', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('serves our own form by default', async () => {
    t = await createTestApp({ env: { CONTACT_FORM_MODE: '', HUBSPOT_PORTAL_ID: '', HUBSPOT_FORM_ID: '', COPPER_FORM_ID: '' } });
    const res = await t.http.get('/api/config/public').expect(200);
    expect(res.body.contactForm).toEqual({ mode: 'form', copperFormId: null, hubspotPortalId: null, hubspotFormId: null });
  });

  it('serves the embed mode and its public ids, never a CRM secret', async () => {
    t = await createTestApp({
      env: { CONTACT_FORM_MODE: 'hubspot', HUBSPOT_PORTAL_ID: '777', HUBSPOT_FORM_ID: 'f-1', COPPER_FORM_ID: 'cf-9', COPPER_API_KEY: 'secret-key' },
    });
    const res = await t.http.get('/api/config/public').expect(200);
    expect(res.body.contactForm).toEqual({ mode: 'hubspot', copperFormId: 'cf-9', hubspotPortalId: '777', hubspotFormId: 'f-1' });
    expect(JSON.stringify(res.body)).not.toContain('secret-key');
  });
});
