import { accessTokenSecondsFor, grantSecondsFor, NON_EXPIRING_SECONDS, refreshableFor, tokenPolicyOfSubject, tokensExpireFor } from './broker-token-policy';

describe('the broker’s token policy drives the tokens Connect issues', () => {
  it('meridian: 24 h access tokens and no refresh token', () => {
    expect(accessTokenSecondsFor('meridian:user_good', 900)).toBe(86_400);
    expect(refreshableFor('meridian:user_good')).toBe(false);
  });

  it('a broker without its own lifetime takes the server’s, and refreshes', () => {
    expect(accessTokenSecondsFor('harborline:user_good', 900)).toBe(900);
    expect(refreshableFor('summit-ridge:user_mfa')).toBe(true);
    expect(grantSecondsFor('harborline:user_good', 30 * 86_400)).toBe(30 * 86_400);
  });

  it('northwind: tokens that do not expire are stored for ten years, with a grant as long, and no refresh token', () => {
    expect(tokensExpireFor('northwind:user_good')).toBe(false);
    expect(NON_EXPIRING_SECONDS).toBe(315_360_000);
    expect(accessTokenSecondsFor('northwind:user_good', 900)).toBe(NON_EXPIRING_SECONDS);
    expect(grantSecondsFor('northwind:user_good', 30 * 86_400)).toBe(NON_EXPIRING_SECONDS);
    expect(refreshableFor('northwind:user_mfa')).toBe(false);
    expect(tokensExpireFor('meridian:user_good')).toBe(true);
  });

  it('a subject of no known broker keeps the server’s defaults', () => {
    expect(tokenPolicyOfSubject('robinhood:user_good')).toBeUndefined();
    expect(tokenPolicyOfSubject(undefined)).toBeUndefined();
    expect(accessTokenSecondsFor('nobroker', 600)).toBe(600);
    expect(refreshableFor('nobroker')).toBe(true);
    expect(tokensExpireFor('nobroker')).toBe(true);
  });
});
