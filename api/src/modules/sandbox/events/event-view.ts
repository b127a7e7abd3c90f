import Decimal from 'decimal.js';
import { moneyString } from '../../../common/money';
import type { EventDto, SandboxEventType } from '../dto/event.dto';
import type { OrderView } from '../../trading/trading.views';
import { orderDtoFromLedger } from '../sandbox.views';

/** A stored account event: the ledger's (the demo socket's) names and shapes. */
export interface StoredEvent {
  seq: number;
  type: string;
  data: Record<string, unknown>;
  createdAt: string;
}

const money = (value: unknown) => (value === null || value === undefined ? null : moneyString(value as number));
const EXPIRED_AT_CLOSE = 'EXPIRED_AT_CLOSE';

/**
 * The same event, sequence number included, in /v1's names and shapes: account.changed and
 * position.changed are account.updated and position.updated, an order canceled at the close
 * is order.expired, money is decimal strings.
 */
export function eventDto(e: StoredEvent): EventDto {
  const d = e.data;
  let type: SandboxEventType;
  let data: Record<string, unknown>;
  if (e.type === 'account.changed') {
    const a = d.account as Record<string, unknown>;
    type = 'account.updated';
    data = {
      account: {
        id: a.id,
        cash: money(a.balance),
        equity: money(a.equity),
        buyingPower: money(a.buyingPower),
        marginUsed: money(a.marginUsed),
        marketValue: money(a.marketValue),
      },
    };
  } else if (e.type === 'position.changed') {
    const p = d.position as Record<string, unknown>;
    type = 'position.updated';
    data = {
      position: {
        symbol: p.symbol,
        quantity: p.quantity,
        averageCost: new Decimal(p.averageCost as number).toFixed(4),
        marketPrice: money(p.currentPrice),
        marketValue: money(p.marketValue),
        unrealizedPnl: money(p.unrealizedPnl),
      },
    };
  } else {
    const o = d.order as OrderView;
    type = (e.type === 'order.canceled' && o.reason === EXPIRED_AT_CLOSE ? 'order.expired' : e.type) as SandboxEventType;
    data = { order: orderDtoFromLedger(o) };
    const t = d.trade as Record<string, unknown> | undefined;
    if (t) data.fill = { id: t.id, orderId: t.orderId, symbol: t.symbol, side: t.side, quantity: t.quantity, price: money(t.price), filledAt: t.timestamp };
  }
  return { sequence: e.seq, type, occurredAt: e.createdAt, data };
}
