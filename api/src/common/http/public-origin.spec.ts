import { publicOrigin } from './public-origin';

describe('publicOrigin', () => {
  it('is PUBLIC_URL’s origin when it is set, whatever the request says', () => {
    expect(publicOrigin({ protocol: 'http', host: 'evil.example' }, 'https://brokerbridge.example/some/path')).toBe('https://brokerbridge.example');
  });

  it('is the request’s scheme and host otherwise, port included', () => {
    expect(publicOrigin({ protocol: 'http', host: 'localhost:3000' })).toBe('http://localhost:3000');
    expect(publicOrigin({ protocol: 'https', host: 'api.example.com' })).toBe('https://api.example.com');
    expect(publicOrigin({ protocol: 'http', host: '[::1]:3000' })).toBe('http://[::1]:3000');
  });

  it('is null for a Host header that is not a plain host', () => {
    for (const host of ['', 'a b', 'example.com/path', 'x"><script>', 'user@example.com']) expect(publicOrigin({ protocol: 'http', host })).toBeNull();
  });
});
