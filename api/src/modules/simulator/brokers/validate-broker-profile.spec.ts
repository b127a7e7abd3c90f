import { northwind } from './profiles/northwind';
import { BROKER_IDS, BROKER_PROFILES, reauthByOf, brokerProfile } from './broker-profiles';
import { brokerProfileIssues, validatedProfiles } from './validate-broker-profile';

/** A copy of a valid profile with one part changed (deep enough for these tests). */
const changed = (patch: (p: Record<string, any>) => void): unknown => {
  const copy = structuredClone(northwind) as Record<string, any>;
  patch(copy);
  return copy;
};

describe('broker profiles: validated at start-up', () => {
  it('the five shipped profiles are valid, one per broker', () => {
    expect(BROKER_IDS).toEqual(['northwind', 'harborline', 'meridian', 'summit-ridge', 'tidewater']);
    for (const profile of BROKER_PROFILES) expect(brokerProfileIssues(profile)).toEqual([]);
  });

  it.each([
    [
      'an order type the engine cannot place',
      (p: any) => (p.capabilities.orderTypes = ['market', 'limit', 'bracket']),
      'capabilities.orderTypes: bracket is not an order type the engine can place',
    ],
    [
      'a time in force for a type it does not offer',
      (p: any) => (p.capabilities.timeInForce.stop = ['day']),
      'capabilities.timeInForce.stop: the broker does not offer stop orders',
    ],
    ['no time in force for a type it offers', (p: any) => delete p.capabilities.timeInForce.limit, 'capabilities.timeInForce.limit: missing'],
    [
      'an unknown time in force',
      (p: any) => (p.capabilities.timeInForce.market = ['opg']),
      'capabilities.timeInForce.market: opg is not one of day, gtc, ioc, fok',
    ],
    ['a shortSelling that is not a boolean', (p: any) => (p.capabilities.shortSelling = 'yes'), 'capabilities.shortSelling: must be true or false'],
    ['no words for a short-sale refusal', (p: any) => delete p.refusals.shortSelling, 'refusals.shortSelling: must be {code, message}'],
    ['an extendedHours that is not a boolean', (p: any) => (p.capabilities.extendedHours = 'yes'), 'capabilities.extendedHours: must be true or false'],
    [
      'fractional orders without market day orders',
      (p: any) => ((p.capabilities.fractional = true), (p.capabilities.timeInForce.market = ['gtc'])),
      'capabilities.fractional: a broker taking fractional orders must take market orders with timeInForce day',
    ],
    ['a notional flag that is not a boolean', (p: any) => (p.capabilities.notional = 'yes'), 'capabilities.notional: must be true or false'],
    ['a rate limit of zero', (p: any) => (p.capabilities.rateLimitPerMinute = 0), 'capabilities.rateLimitPerMinute: must be a positive whole number or null'],
    ['a token policy without refreshable', (p: any) => delete p.capabilities.tokenPolicy.refreshable, 'capabilities.tokenPolicy.refreshable'],
    [
      'a token that never expires but comes with a refresh token',
      (p: any) => (p.capabilities.tokenPolicy.refreshable = true),
      'capabilities.tokenPolicy: a token that does not expire has no lifetime (accessTokenSeconds null) and nothing to refresh (refreshable false)',
    ],
    [
      'a token that never expires with a lifetime',
      (p: any) => (p.capabilities.tokenPolicy.accessTokenSeconds = 3600),
      'capabilities.tokenPolicy: a token that does not expire has no lifetime',
    ],
    [
      'a token policy that does not say whether tokens expire',
      (p: any) => delete p.capabilities.tokenPolicy.accessTokenExpires,
      'capabilities.tokenPolicy.accessTokenExpires',
    ],
    ['balances refreshed hourly', (p: any) => (p.capabilities.balancesRefresh = 'hourly'), 'capabilities.balancesRefresh: must be one of live, daily'],
    ['no words of its own for a refusal', (p: any) => delete p.refusals.timeInForce, 'refusals.timeInForce'],
    ['a version that is not dated', (p: any) => (p.version = 'v2'), 'version: must read YYYY-MM-DD.N'],
    ['a read-only broker offering orders', (p: any) => (p.trading = false), 'a broker that does not trade offers none'],
  ])('refuses %s', (_case, patch, issue) => {
    expect(brokerProfileIssues(changed(patch)).join('\n')).toContain(issue);
  });

  it('stops the start with every broken profile and rule named', () => {
    const broken = changed((p) => ((p.id = 'eastgate'), (p.capabilities.orderTypes = ['bracket']), (p.capabilities.history = {})));
    expect(() => validatedProfiles([northwind, broken])).toThrow(
      [
        'Invalid broker profiles:',
        '  broker profile eastgate: capabilities.orderTypes: bracket is not an order type the engine can place (market, limit, stop, stop_limit, trailing_stop)',
        '  broker profile eastgate: capabilities.timeInForce.bracket: missing for an order type the broker offers',
        '  broker profile eastgate: capabilities.timeInForce.market: the broker does not offer market orders',
        '  broker profile eastgate: capabilities.timeInForce.limit: the broker does not offer limit orders',
        '  broker profile eastgate: capabilities.history: must be {depthDays: a positive whole number, delaySeconds: a whole number ≥ 0}',
      ].join('\n'),
    );
  });

  it('refuses two profiles with one id, and a profile that is not an object', () => {
    expect(() => validatedProfiles([northwind, northwind])).toThrow('broker profile northwind: the id is used twice');
    expect(() => validatedProfiles([null])).toThrow('broker profile #1: the profile must be an object');
  });

  it('the re-login horizon comes from the token policy: harborline a week, meridian a day, northwind never', () => {
    const at = new Date('2026-11-23T15:30:00.000Z');
    expect(reauthByOf(brokerProfile('harborline')!, at)?.toISOString()).toBe('2026-11-30T15:30:00.000Z');
    expect(reauthByOf(brokerProfile('meridian')!, at)?.toISOString()).toBe('2026-11-24T15:30:00.000Z');
    expect(reauthByOf(brokerProfile('northwind')!, at)).toBeNull();
    expect(brokerProfile('robinhood')).toBeUndefined();
  });
});
