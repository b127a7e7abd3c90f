import { createTestApp, TestApp } from './utils/test-app';
import { deliveryEnv, deliveryOf, FakeCrm } from './support/fake-crm';
import { eventually } from './utils/eventually';
import { FakeSmtp } from './support/fake-smtp';

const lead = (email: string) => ({ firstName: 'Ada', lastName: 'Lovelace', email, company: 'Fintech Labs', message: 'Connect us' });

describe('Lead delivery to HubSpot (fake CRM)', () => {
  const crm = new FakeCrm();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: deliveryEnv(await crm.start()) });
  });
  afterAll(async () => {
    await t.close();
    await crm.stop();
  });
  beforeEach(() => {
    crm.requests.length = 0;
  });

  it('delivers on the first try with the Forms API fields and context', async () => {
    crm.behaviour = () => 200;
    await t.http.post('/api/contact').set('Referer', 'http://localhost:3000/contact').send(lead('first@fintech.example')).expect(201);
    await eventually(async () => expect((await deliveryOf(t, 'first@fintech.example')).status).toBe('delivered'));
    const row = await deliveryOf(t, 'first@fintech.example');
    expect(row).toMatchObject({ channel: 'hubspot', attempts: 1, last_error: null, delivered_at: expect.any(Date) });
    expect(crm.requests).toHaveLength(1);
    expect(crm.requests[0]).toMatchObject({
      method: 'POST',
      url: '/submissions/v3/integration/submit/12345/form-abc',
      body: {
        fields: [
          { name: 'email', value: 'first@fintech.example' },
          { name: 'firstname', value: 'Ada' },
          { name: 'lastname', value: 'Lovelace' },
          { name: 'company', value: 'Fintech Labs' },
          { name: 'message', value: 'Connect us' },
        ],
        context: { pageUri: 'http://localhost:3000/contact', pageName: 'Contact Page' },
      },
    });
  });

  it('fails three times, then delivers once with four attempts recorded', async () => {
    crm.behaviour = (n) => (n < 3 ? 503 : 200);
    await t.http.post('/api/hubspot-submit').send(lead('flaky@fintech.example')).expect(201);
    await eventually(async () => expect((await deliveryOf(t, 'flaky@fintech.example')).status).toBe('delivered'));
    expect(await deliveryOf(t, 'flaky@fintech.example')).toMatchObject({ attempts: 4, last_error: null });
    // Three refused, one accepted: the CRM holds exactly one copy.
    expect(crm.requests).toHaveLength(4);
  });

  it('records an attempt that hangs past the timeout as failed, and retries it', async () => {
    let answer = false;
    crm.behaviour = () => (answer ? 200 : 'hang');
    await t.http.post('/api/contact').send(lead('hang@fintech.example')).expect(201);
    await eventually(async () =>
      expect(await deliveryOf(t, 'hang@fintech.example')).toMatchObject({ status: 'pending', last_error: 'Timed out after 500 ms' }),
    );
    answer = true;
    await eventually(async () => expect((await deliveryOf(t, 'hang@fintech.example')).status).toBe('delivered'));
    const row = await deliveryOf(t, 'hang@fintech.example');
    expect(row.attempts).toBeGreaterThanOrEqual(2);
    expect(row.attempts).toBe(crm.requests.length);
  });

  it('keeps the last error while a delivery is still pending', async () => {
    crm.behaviour = (n) => (n < 2 ? 500 : 'hang');
    await t.http.post('/api/contact').send(lead('pending@fintech.example')).expect(201);
    await eventually(async () => expect((await deliveryOf(t, 'pending@fintech.example')).attempts).toBeGreaterThanOrEqual(2));
    const row = await deliveryOf(t, 'pending@fintech.example');
    expect(row.status).toBe('pending');
    expect(row.last_error).toMatch(/HTTP 500|Timed out after 500 ms/);
  });
});

describe('Lead delivery to Copper and by email', () => {
  const crm = new FakeCrm();
  const smtp = new FakeSmtp();
  let t: TestApp;

  beforeAll(async () => {
    const base = await crm.start();
    const smtpPort = await smtp.start();
    t = await createTestApp({
      env: deliveryEnv(base, {
        HUBSPOT_PORTAL_ID: '',
        COPPER_API_KEY: 'copper-key',
        COPPER_USER_EMAIL: 'ops@brokerbridge.example',
        COPPER_BASE_URL: base,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SALES_EMAIL: 'sales@brokerbridge.example',
      }),
    });
  });
  afterAll(async () => {
    await t.close();
    await crm.stop();
    await smtp.stop();
  });

  it('upserts the lead in Copper by email and mails the sales mailbox, each recorded as delivered', async () => {
    await t.http.post('/api/copper-submit').send({ name: 'Ada King Lovelace', email: 'copper@fintech.example', message: 'Hi' }).expect(201);
    await eventually(async () => {
      const rows = await t.dataSource.query(`SELECT channel, status, attempts FROM lead_deliveries ORDER BY channel`);
      expect(rows).toEqual([
        { channel: 'copper', status: 'delivered', attempts: 1 },
        { channel: 'email', status: 'delivered', attempts: 1 },
      ]);
    });
    expect(crm.requests).toHaveLength(1);
    expect(crm.requests[0]).toMatchObject({
      method: 'PUT',
      url: '/developer_api/v1/leads/upsert',
      headers: { 'x-pw-accesstoken': 'copper-key', 'x-pw-application': 'developer_api', 'x-pw-useremail': 'ops@brokerbridge.example' },
      body: {
        properties: { name: 'Ada King Lovelace', first_name: 'Ada', last_name: 'King Lovelace', email: { email: 'copper@fintech.example' }, details: 'Hi' },
        match: { field_name: 'email', field_value: 'copper@fintech.example' },
      },
    });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].to).toEqual(['sales@brokerbridge.example']);
    expect(smtp.messages[0].data).toMatch(/Subject: New BrokerBridge contact: Ada King Lovelace/);
    expect(smtp.messages[0].data).toMatch(/copper@fintech\.example/);
  });
});
