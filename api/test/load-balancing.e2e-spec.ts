import type { AddressInfo } from 'node:net';
import { Draining } from '../src/common/lifecycle';
import { createTestApp, TestApp } from './utils/test-app';

/** What a load balancer in front of the app relies on (deploy/haproxy.cfg). */
describe('Behind a load balancer', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { TRADING_PRICE_TICK_MS: '0' } });
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('takes socket.io over WebSocket only, so no request of a socket needs the instance that holds its session', async () => {
    const polling = await fetch(`${base}/socket.io/?EIO=4&transport=polling`);
    expect(polling.status).toBe(400);
    expect(await polling.json()).toMatchObject({ message: 'Transport unknown' });
  });

  it('once draining, fails its health check and closes the connection of every answer', async () => {
    await t.http.get('/api/health').expect(200);
    await t.app.get(Draining).begin();
    const health = await t.http.get('/api/health').expect(503);
    expect(health.body).toEqual({
      statusCode: 503,
      code: 'SHUTTING_DOWN',
      message: expect.any(String),
      correlationId: expect.any(String),
      docUrl: expect.stringMatching(/\/api-documentation\/errors#SHUTTING_DOWN$/),
    });
    expect(health.headers.connection).toBe('close');
    const other = await t.http.get('/api/config/public').expect(200);
    expect(other.headers.connection).toBe('close');
  });
});
