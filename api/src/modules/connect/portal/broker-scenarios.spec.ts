import { accountsOf, mfaCodeMatches, refusedScopes, signIn } from './broker-scenarios';

describe('the simulated broker sign-in', () => {
  it.each([
    ['user_good', 'pass_good', 'signed_in'],
    ['user_mfa', 'pass_good', 'mfa_required'],
    ['user_locked', 'anything', 'locked'],
    ['user_broker_down', '', 'broker_down'],
    ['user_no_accounts', 'pass_good', 'signed_in'],
    ['user_read_only', 'pass_good', 'signed_in'],
    ['user_good', 'pass_bad', 'invalid_credentials'],
    ['user_mfa', 'pass_goo', 'invalid_credentials'],
    ['someone', 'pass_good', 'invalid_credentials'],
  ])('%s / %s: %s', (username, password, outcome) => expect(signIn(username, password)).toBe(outcome));

  it('passes 123456 as the MFA code and nothing else', () => {
    expect(mfaCodeMatches('123456')).toBe(true);
    expect(mfaCodeMatches('123457')).toBe(false);
    expect(mfaCodeMatches('')).toBe(false);
  });

  it('gives user_no_accounts no accounts, the others two', () => {
    expect(accountsOf('user_no_accounts')).toEqual([]);
    expect(accountsOf('user_good').map((a) => a.key)).toEqual(['individual', 'ira']);
  });

  it('refuses trading:write for user_read_only only', () => {
    expect(refusedScopes('user_read_only')).toEqual(['trading:write']);
    expect(refusedScopes('user_good')).toEqual([]);
  });
});
