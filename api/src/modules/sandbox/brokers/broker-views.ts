import { type AccountCapabilities, type BrokerProfile, type OrderCheck, TRADING_SCOPE } from '../../simulator';
import type { AccountCapabilitiesDto } from './dto/account-capabilities.dto';
import type { BrokerDto } from './dto/broker.dto';
import type { OrderPreviewDto } from './dto/order-preview.dto';

/** A profile's public document: everything but the broker's refusal words (they travel in the 422s). */
export const brokerDto = (b: BrokerProfile): BrokerDto => ({ id: b.id, name: b.name, version: b.version, trading: b.trading, capabilities: b.capabilities });

export const accountCapabilitiesDto = (accountId: string, c: AccountCapabilities): AccountCapabilitiesDto => ({
  accountId,
  broker: c.broker,
  version: c.version,
  trading: c.trading,
  tradingOffBecause: c.tradingOffBecause,
  capabilities: c.capabilities,
});

/** What placing the order would answer: the caller's scope first (the key guard checks it first), then the broker's check. */
export function orderPreviewDto(check: OrderCheck, scopes: ReadonlySet<string>): OrderPreviewDto {
  if (!scopes.has(TRADING_SCOPE)) {
    return {
      accepted: false,
      status: 403,
      code: 'AUTH.INSUFFICIENT_SCOPE',
      broker: check.broker,
      rule: `scope:${TRADING_SCOPE}`,
      message: `Placing orders takes the ${TRADING_SCOPE} scope, which this key or connection lacks.`,
    };
  }
  if (check.allowed) {
    return {
      accepted: true,
      status: 201,
      code: null,
      broker: check.broker,
      rule: check.rule,
      message: 'The broker takes this order; the market decides what becomes of it.',
    };
  }
  const { broker, rule, message, capability, brokerCode, brokerMessage } = check;
  return { accepted: false, status: 422, code: 'ORDER.UNSUPPORTED_BY_BROKER', broker, rule, message, capability, brokerCode, brokerMessage };
}
