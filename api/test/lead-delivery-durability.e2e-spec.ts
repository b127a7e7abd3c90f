import { Client } from 'pg';
import { createTestApp, TestApp } from './utils/test-app';
import { deliveryEnv, FakeCrm } from './support/fake-crm';
import { eventually } from './utils/eventually';

const lead = (i: number, tag: string) => ({
  firstName: 'Grace',
  lastName: `Hopper ${i}`,
  email: `${tag}-${i}@navy.example`,
  message: `Lead number ${i}`,
});

async function countByStatus(t: TestApp, tag: string): Promise<Record<string, number>> {
  const rows: { status: string; n: string }[] = await t.dataSource.query(
    `SELECT d.status, count(*) AS n FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id
     WHERE l.email LIKE $1 GROUP BY d.status`,
    [`${tag}-%`],
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

describe('Lead delivery durability', () => {
  const crm = new FakeCrm();
  let crmUrl: string;
  const apps: TestApp[] = [];
  const open = async (databaseUrl: string | undefined, extra: Record<string, string> = {}) => {
    const t = await createTestApp({ databaseUrl, env: deliveryEnv(crmUrl, extra) });
    apps.push(t);
    return t;
  };
  const close = async (t: TestApp) => {
    apps.splice(apps.indexOf(t), 1);
    await t.close();
  };

  beforeAll(async () => {
    crmUrl = await crm.start();
  });
  afterAll(async () => {
    for (const t of [...apps]) await close(t);
    await crm.stop();
  });

  it('stores all 200 leads while the CRM is down for the whole test, every delivery pending', async () => {
    crm.behaviour = () => 503;
    // A long first retry delay stands in for "down for hours": each delivery is tried, refused and waits.
    const t = await open(undefined, { LEAD_DELIVERY_RETRY_DELAY_SECONDS: '3600', LEAD_DELIVERY_RETRY_BACKOFF: 'true' });
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => t.http.post('/api/contact').send(lead(i, 'outage'))));
    expect(answers.map((r) => r.status)).toEqual(Array(200).fill(201));
    const [{ n }] = await t.dataSource.query(`SELECT count(*) AS n FROM leads WHERE email LIKE 'outage-%'`);
    expect(Number(n)).toBe(200);
    await eventually(async () => {
      const [{ tried }] = await t.dataSource.query(`SELECT count(*) AS tried FROM lead_deliveries WHERE attempts > 0`);
      expect(Number(tried)).toBe(200);
    }, 60_000);
    expect(await countByStatus(t, 'outage')).toEqual({ pending: 200 });
    const [job] = await t.dataSource.query(
      `SELECT retry_backoff, retry_limit, retry_delay, extract(epoch FROM expire_in)::int AS expire_seconds FROM pgboss.job LIMIT 1`,
    );
    // Expired (and retried) 30 s after a fetch no attempt finished: twice the 500 ms timeout is less than the 30 s floor.
    expect(job).toEqual({ retry_backoff: true, retry_limit: 12, retry_delay: 3600, expire_seconds: 30 });
    await close(t);
  }, 90_000);

  it('resumes pending deliveries after the API restarts mid-queue, and completes them', async () => {
    crm.requests.length = 0;
    let up = false;
    // The CRM takes the first five, then goes down until the new process is running.
    crm.behaviour = (n) => (up || n < 5 ? 200 : 503);
    const first = await open(undefined, { LEAD_DELIVERY_RETRY_DELAY_SECONDS: '1' });
    for (let i = 0; i < 20; i++) await first.http.post('/api/contact').send(lead(i, 'restart')).expect(201);
    await eventually(async () => {
      expect((await countByStatus(first, 'restart')).delivered).toBe(5);
      const [{ refused }] = await first.dataSource.query(`SELECT count(*) AS refused FROM lead_deliveries WHERE last_error IS NOT NULL`);
      expect(Number(refused)).toBeGreaterThan(0);
    });
    const { databaseUrl } = first;
    await close(first);

    up = true;
    const second = await open(databaseUrl, { LEAD_DELIVERY_RETRY_DELAY_SECONDS: '1' });
    // Fifteen retries through queue polls: on a busy machine this has taken more than 30 s.
    await eventually(async () => expect(await countByStatus(second, 'restart')).toEqual({ delivered: 20 }), 70_000);
    // Each lead reached the CRM successfully exactly once, across both processes.
    const emails = crm.requests.filter((r) => r.outcome === 200).map((r) => r.body.fields[0].value);
    expect(emails).toHaveLength(20);
    expect(new Set(emails).size).toBe(20);
    await close(second);
  }, 120_000);

  it('resumes within a minute a delivery whose job a stopped instance had fetched and never finished', async () => {
    crm.requests.length = 0;
    crm.behaviour = () => 503;
    // Retries 5 s apart: the twelve allowed outlast the stop by far.
    const first = await open(undefined, { LEAD_DELIVERY_RETRY_DELAY_SECONDS: '5' });
    await first.http.post('/api/contact').send(lead(0, 'abandoned')).expect(201);
    await eventually(async () => expect(crm.requests.length).toBeGreaterThan(0));
    const { databaseUrl } = first;
    await close(first);
    // What a fetch in flight as the instance stopped leaves behind: its job active, its attempt never made or recorded.
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const { rowCount } = await db.query(
      `UPDATE pgboss.job SET state = 'active', started_on = now() - interval '1 second' WHERE name = 'lead-delivery' AND state < 'completed'`,
    );
    await db.end();
    expect(rowCount).toBe(1);
    crm.behaviour = () => 200;
    const second = await open(databaseUrl, { LEAD_DELIVERY_RETRY_DELAY_SECONDS: '5' });
    await eventually(async () => expect(await countByStatus(second, 'abandoned')).toEqual({ delivered: 1 }), 70_000);
    await close(second);
  }, 120_000);

  it('shares the queue between two app instances: every lead delivered exactly once', async () => {
    crm.requests.length = 0;
    crm.behaviour = () => 200;
    const a = await open(undefined);
    const b = await open(a.databaseUrl);
    for (let i = 0; i < 30; i++) await (i % 2 ? a : b).http.post('/api/hubspot-submit').send(lead(i, 'twin')).expect(201);
    await eventually(async () => expect(await countByStatus(a, 'twin')).toEqual({ delivered: 30 }), 30_000);
    const emails = crm.requests.map((r) => r.body.fields[0].value);
    expect(emails).toHaveLength(30);
    expect(new Set(emails).size).toBe(30);
    const [{ max }] = await a.dataSource.query(`SELECT max(attempts) AS max FROM lead_deliveries`);
    expect(max).toBe(1);
    await close(b);
    await close(a);
  }, 60_000);

  it('marks a delivery failed once the retries are spent', async () => {
    crm.behaviour = () => 400;
    const t = await open(undefined, { LEAD_DELIVERY_RETRY_LIMIT: '2' });
    await t.http.post('/api/contact').send(lead(1, 'spent')).expect(201);
    // Three attempts, each picked up by a queue poll: like the other cases here, allow for a busy machine.
    await eventually(async () => expect(await countByStatus(t, 'spent')).toEqual({ failed: 1 }), 45_000);
    const [row] = await t.dataSource.query(`SELECT attempts, last_error FROM lead_deliveries`);
    expect(row).toEqual({ attempts: 3, last_error: expect.stringContaining('HTTP 400') });
    await close(t);
    // Opening an app and three delivery attempts: like the other cases, more than jest's 5 s default.
  }, 60_000);
});
