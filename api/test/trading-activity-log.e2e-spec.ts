import { ActivityLogWriter } from '../src/modules/demo/activity/activity-log.writer';
import { eventually } from './utils/eventually';
import { createTradingTestApp, TradingTestApp } from './utils/trading';

jest.setTimeout(60_000);

/** The log is answered from memory between changes; these are the moments it must not be stale. */
describe('Trading activity log freshness', () => {
  let a: TradingTestApp;
  let b: TradingTestApp;

  beforeAll(async () => {
    a = await createTradingTestApp();
    b = await createTradingTestApp({ databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const endpoints = (res: { body: { endpoint: string }[] }) => res.body.map((e) => e.endpoint);

  it('shows a new entry as soon as it is stored, although the log was just read', async () => {
    const visitor = a.agent();
    await visitor.post('/api/trading/account').expect(201);
    await a.app.get(ActivityLogWriter).flush();
    expect(endpoints(await visitor.get('/api/trading/logs').expect(200))).toEqual(['/api/trading/account']);
    await visitor.get('/api/trading/positions').expect(200);
    await a.app.get(ActivityLogWriter).flush();
    expect(endpoints(await visitor.get('/api/trading/logs').expect(200))).toEqual(['/api/trading/positions', '/api/trading/account']);
  });

  it('keeps logging after a call to an absurdly long path, which it records shortened', async () => {
    const visitor = a.agent();
    await visitor.post('/api/trading/account').expect(201);
    await visitor.get(`/api/trading/${'x'.repeat(400)}`).expect(404);
    await visitor.get('/api/trading/positions').expect(200);
    await a.app.get(ActivityLogWriter).flush();
    const logged = endpoints(await visitor.get('/api/trading/logs').expect(200));
    expect(logged).toEqual(['/api/trading/positions', `/api/trading/${'x'.repeat(200 - '/api/trading/'.length)}`, '/api/trading/account']);
  });

  it('another instance that had the log in memory shows what this one stored', async () => {
    const opened = await a.http.post('/api/trading/account').expect(201);
    const cookie = String(opened.headers['set-cookie']).split(';')[0];
    await a.app.get(ActivityLogWriter).flush();
    const onB = () => b.http.get('/api/trading/logs').set('Cookie', cookie).expect(200);
    expect(endpoints(await onB())).toEqual(['/api/trading/account']);
    await a.http.get('/api/trading/orders').set('Cookie', cookie).expect(200);
    await a.app.get(ActivityLogWriter).flush();
    // Well inside the 5 s bound on a missed notice: this is the notice arriving.
    await eventually(async () => expect(endpoints(await onB())).toEqual(['/api/trading/orders', '/api/trading/account']), 1500);
  });
});
