import type { OrderType, TimeInForce, TradingSymbol } from '../engine';
import { assetRefusal } from './check-asset';
import { shortRefusal, type SaleAsked } from './check-short';
import { sizeRefusal } from './check-fractional';
import type { BrokerProfile, RefusedCapability } from './broker-profile';

/**
 * What the broker is asked about an order: the part of the one request shape its capabilities
 * speak to, and for a sale at a broker that lends, how many shares the account may still sell.
 */
export interface OrderAsked extends SaleAsked {
  readonly symbol: TradingSymbol;
  readonly type: OrderType;
  readonly timeInForce: TimeInForce;
  /** Crossable in pre-market and after-hours too: only a limit day order, and only where the broker has extended hours. */
  readonly extendedHours?: boolean;
  /** Shares (a fraction of one is a fractional order); absent on a notional order. Absent from both: a whole-share order. */
  readonly quantity?: number;
  /** A dollar amount, decimal string: a notional order. */
  readonly notional?: string;
}

/** The broker takes the order; `rule` names the profile entry that lets it through. */
export interface OrderTaken {
  readonly allowed: true;
  readonly broker: string;
  readonly rule: string;
}

/** The broker cannot take the order: which capability, the rule that decides, our words and the broker's. */
export interface OrderRefused {
  readonly allowed: false;
  readonly broker: string;
  readonly capability: RefusedCapability;
  readonly rule: string;
  readonly message: string;
  readonly brokerCode: string;
  readonly brokerMessage: string;
}

export type OrderCheck = OrderTaken | OrderRefused;

/**
 * Whether the broker can take this order, before anything is written: the one check the order
 * path and its preview share (and the capability document shows). Pure: the profile and the
 * order in, the decision out.
 */
export function checkOrder(broker: BrokerProfile, order: OrderAsked): OrderCheck {
  const refuse = (capability: RefusedCapability, rule: string, message: string): OrderRefused => ({
    allowed: false,
    broker: broker.id,
    capability,
    rule,
    message,
    brokerCode: broker.refusals[capability].code,
    brokerMessage: broker.refusals[capability].message,
  });
  if (!broker.trading) return refuse('trading', 'trading', `${broker.name} does not accept orders: its accounts are read-only.`);
  const asset = assetRefusal(broker, order.symbol);
  if (asset) return refuse('asset', asset.rule, asset.message);
  const { orderTypes, timeInForce } = broker.capabilities;
  if (!orderTypes.includes(order.type)) {
    return refuse('orderType', 'capabilities.orderTypes', `${broker.name} does not accept ${order.type} orders (it takes ${orderTypes.join(', ')}).`);
  }
  const times = timeInForce[order.type] ?? [];
  const rule = `capabilities.timeInForce.${order.type}`;
  if (!times.includes(order.timeInForce)) {
    return refuse(
      'timeInForce',
      rule,
      `${broker.name} does not accept ${order.type} orders with timeInForce ${order.timeInForce} (it takes ${times.join(', ')}).`,
    );
  }
  const size = sizeRefusal(broker, order);
  if (size) return refuse(size.capability, size.rule, size.message);
  if (order.extendedHours === true) {
    if (!broker.capabilities.extendedHours)
      return refuse('extendedHours', 'capabilities.extendedHours', `${broker.name} does not trade outside regular hours.`);
    if (order.type !== 'limit' || order.timeInForce !== 'day') {
      return refuse('extendedHours', 'capabilities.extendedHours', `${broker.name} takes extended-hours orders only as limit orders with timeInForce day.`);
    }
  }
  // Last: the only rule that depends on the account (its position), read by the door only when it can decide.
  const short = shortRefusal(broker, order);
  if (short) return refuse('shortSelling', short.rule, short.message);
  return { allowed: true, broker: broker.id, rule };
}
