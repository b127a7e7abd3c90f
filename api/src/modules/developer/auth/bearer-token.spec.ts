import { bearerToken } from './bearer-token';

describe('the API key of a /v1 call', () => {
  it('is read from an Authorization: Bearer header, the scheme in any case', () => {
    expect(bearerToken('Bearer bb_test_abc_def')).toBe('bb_test_abc_def');
    expect(bearerToken('bearer bb_test_abc_def')).toBe('bb_test_abc_def');
  });

  it('is nothing without such a header: another scheme, no token, two tokens, or repeated headers', () => {
    for (const header of [undefined, '', 'Basic dXNlcjpwYXNz', 'Bearer', 'Bearer ', 'Bearer a b', 'bb_test_abc_def', ['Bearer a', 'Bearer b']]) {
      expect(bearerToken(header)).toBeUndefined();
    }
  });
});
