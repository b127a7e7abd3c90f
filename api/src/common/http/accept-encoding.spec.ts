import { preferredEncoding } from './accept-encoding';

describe('preferredEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    ['deflate, gzip', 'gzip'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
