import { http, HttpResponse } from 'msw';
import { publicConfigFixture } from '../testing/handlers';
import { server } from '../testing/server';

// A fresh module per test: the config is asked once per page load, i.e. once per module.
const freshModule = async () => {
  jest.resetModules();
  return import('./publicConfig');
};

describe('loadPublicConfig', () => {
  it('asks the server once however many callers want the config', async () => {
    let requests = 0;
    server.use(http.get('*/api/config/public', () => (requests++, HttpResponse.json(publicConfigFixture))));
    const { loadPublicConfig } = await freshModule();
    const [a, b] = await Promise.all([loadPublicConfig(), loadPublicConfig()]);
    expect(a).toEqual(publicConfigFixture);
    expect(b).toBe(a);
    await loadPublicConfig();
    expect(requests).toBe(1);
  });

  it('forgets a failure, so the next caller asks again', async () => {
    // The handler added last answers first: one 503, then the config.
    server.use(http.get('*/api/config/public', () => HttpResponse.json(publicConfigFixture)));
    server.use(http.get('*/api/config/public', () => HttpResponse.json({ statusCode: 503, message: 'down' }, { status: 503 }), { once: true }));
    const { loadPublicConfig } = await freshModule();
    await expect(loadPublicConfig()).rejects.toThrow('503');
    await expect(loadPublicConfig()).resolves.toEqual(publicConfigFixture);
  });
});
