import type { Order } from './tradingTypes';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatUsd = (value: number) => usd.format(value);
export const formatPrice = (value: number) => value.toFixed(2);

const TRADING_PREFIX = '/api/trading';

/** The activity log shows `/orders`, not `/api/trading/orders`. */
export function withoutTradingPrefix(endpoint: string): string {
  return endpoint.startsWith(TRADING_PREFIX) ? endpoint.slice(TRADING_PREFIX.length) || '/' : endpoint;
}

export type BadgeColor = 'success' | 'warning' | 'error' | 'default';

export function orderStatusColor(status: string): BadgeColor {
  if (status === 'filled') return 'success';
  if (status === 'pending') return 'warning';
  if (status === 'canceled' || status === 'rejected') return 'error';
  return 'default';
}

export const isNormalStatus = (status: number) => status === 200 || status === 201;

/** Why the simulator refused an order, in words a visitor understands. */
export function rejectionMessage(order: Order): string {
  const d = order.reasonDetails ?? {};
  if (order.reason === 'INSUFFICIENT_BUYING_POWER') {
    return `Insufficient buying power: ${formatUsd(Number(d.required))} required, ${formatUsd(Number(d.available))} available`;
  }
  if (order.reason === 'INSUFFICIENT_SHARES') {
    return `Insufficient shares: ${String(d.requested)} requested, ${String(d.available)} available to sell`;
  }
  return 'Failed to place order';
}
