import { accessTokenSecondsFor, refreshableFor, tokenPolicyOfSubject } from './broker-token-policy';

describe('the broker’s token policy drives the tokens Connect issues', () => {
  it('meridian: 24 h access tokens and no refresh token', () => {
    expect(accessTokenSecondsFor('meridian:user_good', 900)).toBe(86_400);
    expect(refreshableFor('meridian:user_good')).toBe(false);
  });

  it('a broker without its own lifetime takes the server’s, and refreshes', () => {
    expect(accessTokenSecondsFor('harborline:user_good', 900)).toBe(900);
    expect(refreshableFor('northwind:user_mfa')).toBe(true);
  });

  it('a subject of no known broker keeps the server’s defaults', () => {
    expect(tokenPolicyOfSubject('robinhood:user_good')).toBeUndefined();
    expect(tokenPolicyOfSubject(undefined)).toBeUndefined();
    expect(accessTokenSecondsFor('nobroker', 600)).toBe(600);
    expect(refreshableFor('nobroker')).toBe(true);
  });
});
