import { redirectUriProblem } from './redirect-uri';

describe('redirectUriProblem', () => {
  it.each(['https://app.example/callback', 'https://app.example/cb?tenant=1', 'http://127.0.0.1:8080/cb', 'http://localhost:3000/cb', 'http://[::1]:9000/cb'])(
    'accepts %s',
    (uri) => expect(redirectUriProblem(uri)).toBeNull(),
  );

  it.each([
    ['/callback', 'must be an absolute URL'],
    ['http://app.example/cb', 'may use http only on a loopback host (127.0.0.1, localhost, [::1])'],
    ['http://127.0.0.1.example/cb', 'may use http only on a loopback host (127.0.0.1, localhost, [::1])'],
    ['https://app.example/cb#done', 'must not have a fragment'],
    ['https://app.example/cb#', 'must not have a fragment'],
    ['https://user:pw@app.example/cb', 'must not carry a user name or password'],
    ['myapp://callback', 'must use https (or http on a loopback host)'],
    ['javascript:alert(1)', 'must use https (or http on a loopback host)'],
  ])('refuses %s: %s', (uri, problem) => expect(redirectUriProblem(uri)).toBe(problem));
});
