import { isApiPath } from './api-path';

describe('isApiPath', () => {
  it.each(['/api', '/api/health', '/api/trading/logs', '/v1', '/v1/accounts', '/v1/openapi.json'])('%s is the API', (path) => {
    expect(isApiPath(path)).toBe(true);
  });

  it.each(['/', '/api-documentation', '/api-documentation/v1', '/v1beta', '/apis', '/assets/index.js', '/developers'])('%s is not', (path) => {
    expect(isApiPath(path)).toBe(false);
  });
});
