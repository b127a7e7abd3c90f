import { TIMES_IN_FORCE, type OrderType } from '../engine';
import { BALANCES_REFRESHES, REFUSED_CAPABILITIES, type BrokerProfile } from './broker-profile';

/** The order types the engine can place today: a profile may offer no other (stop and the rest come with the engine). */
export const ENGINE_ORDER_TYPES: readonly OrderType[] = ['market', 'limit', 'stop', 'stop_limit', 'trailing_stop'];
const ID = /^[a-z][a-z0-9-]{1,31}$/;
const VERSION = /^\d{4}-\d{2}-\d{2}\.\d+$/;
const WORD_KEYS = ['code', 'message'] as const;

type Issues = string[];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown) => Number.isInteger(v) && (v as number) > 0;
const isCountOrNull = (v: unknown) => v === null || isCount(v);

/**
 * Every rule a broker profile must keep, as a list of "path: what is wrong" (empty: valid). The
 * types say the shape; this says it at run time too, and the rules types cannot: only order types
 * the engine has, a time in force for each type offered and none for another, positive limits.
 */
export function brokerProfileIssues(raw: unknown): Issues {
  if (!isObject(raw)) return ['the profile must be an object'];
  const issues: Issues = [];
  if (typeof raw.id !== 'string' || !ID.test(raw.id)) issues.push('id: must be 2-32 lowercase letters, digits or dashes');
  if (typeof raw.name !== 'string' || raw.name.trim() === '') issues.push('name: must be a non-empty string');
  if (typeof raw.version !== 'string' || !VERSION.test(raw.version)) issues.push('version: must read YYYY-MM-DD.N');
  if (typeof raw.trading !== 'boolean') issues.push('trading: must be true or false');
  if (!isObject(raw.capabilities)) issues.push('capabilities: must be an object');
  else issues.push(...capabilityIssues(raw.capabilities, raw.trading === true));
  if (!isObject(raw.refusals)) issues.push('refusals: must be an object');
  else issues.push(...refusalIssues(raw.refusals));
  return issues;
}

function capabilityIssues(c: Record<string, unknown>, trading: boolean): Issues {
  const issues: Issues = [];
  const types = c.orderTypes;
  if (!Array.isArray(types) || new Set(types).size !== types.length) issues.push('capabilities.orderTypes: must be a list without repeats');
  else {
    for (const t of types)
      if (!ENGINE_ORDER_TYPES.includes(t as OrderType))
        issues.push(`capabilities.orderTypes: ${String(t)} is not an order type the engine can place (${ENGINE_ORDER_TYPES.join(', ')})`);
    if (trading && types.length === 0) issues.push('capabilities.orderTypes: a broker that trades offers at least one order type');
    if (!trading && types.length > 0) issues.push('capabilities.orderTypes: a broker that does not trade offers none');
  }
  if (!isObject(c.timeInForce)) issues.push('capabilities.timeInForce: must be an object of order type → times in force');
  else issues.push(...timeInForceIssues(c.timeInForce, Array.isArray(types) ? (types as string[]) : []));
  for (const flag of ['extendedHours', 'shortSelling'] as const) {
    if (typeof c[flag] !== 'boolean') issues.push(`capabilities.${flag}: must be true or false`);
  }
  // Fractional and notional orders are market day orders (check-fractional.ts): a broker offering them takes those.
  const marketDay = isObject(c.timeInForce) && Array.isArray(c.timeInForce.market) && c.timeInForce.market.includes('day');
  for (const flag of ['fractional', 'notional'] as const) {
    if (typeof c[flag] !== 'boolean') issues.push(`capabilities.${flag}: must be true or false`);
    else if (c[flag] && !marketDay) issues.push(`capabilities.${flag}: a broker taking ${flag} orders must take market orders with timeInForce day`);
  }
  for (const limit of ['rateLimitPerMinute', 'orderWritesPerMinute'] as const) {
    if (!isCountOrNull(c[limit])) issues.push(`capabilities.${limit}: must be a positive whole number or null`);
  }
  const policy = c.tokenPolicy;
  if (!isObject(policy)) issues.push('capabilities.tokenPolicy: must be an object');
  else {
    if (!isCountOrNull(policy.accessTokenSeconds)) issues.push('capabilities.tokenPolicy.accessTokenSeconds: must be a positive whole number or null');
    if (typeof policy.refreshable !== 'boolean') issues.push('capabilities.tokenPolicy.refreshable: must be true or false');
    if (typeof policy.accessTokenExpires !== 'boolean') issues.push('capabilities.tokenPolicy.accessTokenExpires: must be true or false');
    else if (!policy.accessTokenExpires && (policy.accessTokenSeconds !== null || policy.refreshable !== false)) {
      issues.push(
        'capabilities.tokenPolicy: a token that does not expire has no lifetime (accessTokenSeconds null) and nothing to refresh (refreshable false)',
      );
    }
    if (!isCountOrNull(policy.reauthEveryDays)) issues.push('capabilities.tokenPolicy.reauthEveryDays: must be a positive whole number or null');
  }
  const history = c.history;
  if (!isObject(history) || !isCount(history.depthDays) || !Number.isInteger(history.delaySeconds) || (history.delaySeconds as number) < 0) {
    issues.push('capabilities.history: must be {depthDays: a positive whole number, delaySeconds: a whole number ≥ 0}');
  }
  if (!(BALANCES_REFRESHES as readonly unknown[]).includes(c.balancesRefresh))
    issues.push(`capabilities.balancesRefresh: must be one of ${BALANCES_REFRESHES.join(', ')}`);
  return issues;
}

function timeInForceIssues(tif: Record<string, unknown>, types: string[]): Issues {
  const issues: Issues = [];
  for (const type of types) if (!(type in tif)) issues.push(`capabilities.timeInForce.${type}: missing for an order type the broker offers`);
  for (const [type, list] of Object.entries(tif)) {
    const path = `capabilities.timeInForce.${type}`;
    if (!types.includes(type)) issues.push(`${path}: the broker does not offer ${type} orders`);
    else if (!Array.isArray(list) || list.length === 0 || new Set(list).size !== list.length) issues.push(`${path}: must be a non-empty list without repeats`);
    else
      for (const t of list)
        if (!(TIMES_IN_FORCE as readonly unknown[]).includes(t)) issues.push(`${path}: ${String(t)} is not one of ${TIMES_IN_FORCE.join(', ')}`);
  }
  return issues;
}

function refusalIssues(r: Record<string, unknown>): Issues {
  const issues: Issues = [];
  for (const capability of REFUSED_CAPABILITIES) {
    const words = r[capability];
    if (!isObject(words) || WORD_KEYS.some((k) => typeof words[k] !== 'string' || (words[k] as string).trim() === '')) {
      issues.push(`refusals.${capability}: must be {code, message}, the broker's own words`);
    }
  }
  return issues;
}

/** The profiles, each checked; one that breaks a rule stops the start-up with every issue named. */
export function validatedProfiles(raws: readonly unknown[]): readonly BrokerProfile[] {
  const problems = raws.flatMap((raw, i) => {
    const label = isObject(raw) && typeof raw.id === 'string' ? raw.id : `#${i + 1}`;
    return brokerProfileIssues(raw).map((issue) => `broker profile ${label}: ${issue}`);
  });
  const ids = raws.map((r) => (isObject(r) ? r.id : undefined));
  for (const [i, id] of ids.entries()) if (ids.indexOf(id) !== i) problems.push(`broker profile ${String(id)}: the id is used twice`);
  if (problems.length) throw new Error(`Invalid broker profiles:\n  ${problems.join('\n  ')}`);
  return raws as readonly BrokerProfile[];
}
