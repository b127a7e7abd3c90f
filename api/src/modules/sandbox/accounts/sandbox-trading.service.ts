import { Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';
import { DataSource } from 'typeorm';
import {
  accountOrder,
  balancesAsOf,
  balancesPricedAt,
  checkOrder,
  easyToBorrow,
  fillsPage,
  heldPositions,
  isTradingSymbol,
  ordersPage,
  OrderUnsupportedByBroker,
  readAccountState,
  sellableShares,
  type BrokerProfile,
  type OrderCheck,
} from '../../simulator';
import { TradingLedger } from '../../simulator';
import { AccountMarkets, SandboxClock } from '../../simulator';
import type { FillPageDto } from '../dto/fill.dto';
import type { OrderDto, OrderPageDto, SandboxOrderStatus } from '../dto/order.dto';
import type { PlaceSandboxOrderDto } from '../dto/place-order.dto';
import type { PositionListDto } from '../dto/position.dto';
import { ClientOrderIdReusedException, OrderNotFoundException } from '../sandbox.errors';
import { fillDto, orderDto, positionDto } from '../sandbox.views';
import { SandboxAccounts } from './sandbox-accounts.service';

export interface PlacedOrder {
  order: OrderDto;
  /** false: the clientOrderId named an order placed before with the same body. */
  created: boolean;
}

/** Orders, fills and positions of a developer's sandbox account, through the demo's ledger. */
@Injectable()
export class SandboxTrading {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: TradingLedger,
    private readonly markets: AccountMarkets,
    private readonly accounts: SandboxAccounts,
    private readonly clock: SandboxClock,
  ) {}

  /**
   * The account's broker takes the order, or OrderUnsupportedByBroker (a 422) before anything is
   * written: called before the idempotency key is stored, and again by place.
   */
  async assertBrokerTakes(userId: number, accountId: string, dto: PlaceSandboxOrderDto): Promise<BrokerProfile> {
    const { broker, check } = await this.check(userId, accountId, dto);
    if (!check.allowed) throw new OrderUnsupportedByBroker(check);
    return broker;
  }

  /** The one check (checkOrder) for this account, as placing and the preview ask it. */
  async check(userId: number, accountId: string, dto: PlaceSandboxOrderDto): Promise<{ broker: BrokerProfile; check: OrderCheck }> {
    const broker = await this.accounts.brokerOf(userId, accountId);
    // Only a sale of a hard-to-borrow symbol at a broker that lends can be refused for the position: read it then only.
    let sellable: number | undefined;
    if (broker.capabilities.shortSelling && dto.side === 'sell' && !easyToBorrow(dto.symbol)) {
      const state = await readAccountState(this.dataSource, accountId);
      sellable = state ? sellableShares(state, dto.symbol) : 0;
    }
    return { broker, check: checkOrder(broker, { ...dto, sellable }) };
  }

  /** `id`: the id the order takes (see PlaceOrder.id); placed before with it, that order is the answer. */
  async place(userId: number, accountId: string, dto: PlaceSandboxOrderDto, id?: string): Promise<PlacedOrder> {
    const broker = await this.assertBrokerTakes(userId, accountId, dto);
    await this.accounts.asOfNow(userId, accountId);
    const { order, created } = await this.ledger.placeOrder(accountId, {
      id,
      symbol: dto.symbol,
      side: dto.side,
      orderType: dto.type,
      // A notional order's quantity is worked out by the ledger, at the price it comes in at (again at its fill if it waits).
      quantity: dto.quantity ?? 0,
      notional: dto.notional == null ? undefined : new Decimal(dto.notional),
      limitPrice: dto.limitPrice === undefined ? undefined : new Decimal(dto.limitPrice),
      stopPrice: dto.stopPrice === undefined ? undefined : new Decimal(dto.stopPrice),
      trailPrice: dto.trailPrice === undefined ? undefined : new Decimal(dto.trailPrice),
      trailPercent: dto.trailPercent === undefined ? undefined : new Decimal(dto.trailPercent),
      // A sale beyond the shares held opens a short only where the broker lends the symbol.
      mayShort: broker.capabilities.shortSelling && easyToBorrow(dto.symbol),
      timeInForce: dto.timeInForce,
      extendedHours: dto.extendedHours,
      clientOrderId: dto.clientOrderId,
      simulate: dto.simulate ? { ...dto.simulate } : undefined,
    });
    const view = orderDto(order);
    if (!created && !sameOrder(view, dto)) throw new ClientOrderIdReusedException(dto.clientOrderId!, view.id);
    // A working order may have a scripted step or a close ahead: the clock times it.
    if (created && (view.status === 'pending' || view.status === 'partially_filled')) await this.clock.arm(accountId);
    return { order: view, created };
  }

  async orders(userId: number, accountId: string, limit: number, after?: string, status?: SandboxOrderStatus): Promise<OrderPageDto> {
    await this.accounts.asOfNow(userId, accountId);
    const rows = await ordersPage(this.dataSource, accountId, status, { limit, after });
    return { items: rows.slice(0, limit).map(orderDto), nextCursor: rows.length > limit ? rows[limit - 1].id : null };
  }

  /** The order placed with this id, if one was (an idempotent request's earlier attempt). */
  async placedOrder(userId: number, accountId: string, orderId: string): Promise<OrderDto | null> {
    await this.accounts.asOfNow(userId, accountId);
    const row = await accountOrder(this.dataSource, accountId, orderId);
    return row ? orderDto(row) : null;
  }

  async order(userId: number, accountId: string, orderId: string): Promise<OrderDto> {
    await this.accounts.asOfNow(userId, accountId);
    const row = await accountOrder(this.dataSource, accountId, orderId);
    if (!row) throw new OrderNotFoundException();
    return orderDto(row);
  }

  async cancel(userId: number, accountId: string, orderId: string): Promise<OrderDto> {
    await this.accounts.asOfNow(userId, accountId);
    return orderDto(await this.ledger.cancelOrder(accountId, orderId));
  }

  async positions(userId: number, accountId: string): Promise<PositionListDto> {
    await this.accounts.asOfNow(userId, accountId);
    const broker = await this.accounts.brokerOf(userId, accountId);
    const rows = await heldPositions(this.dataSource, accountId);
    const { prices, now } = await this.markets.at(accountId, (clockNow) => balancesPricedAt(broker, clockNow));
    const asOf = balancesAsOf(broker, now).toISOString();
    return { items: rows.filter((r) => isTradingSymbol(r.symbol)).map((r) => positionDto(r, prices)), asOf };
  }

  async fills(userId: number, accountId: string, limit: number, after?: string): Promise<FillPageDto> {
    await this.accounts.asOfNow(userId, accountId);
    const rows = await fillsPage(this.dataSource, accountId, { limit, after });
    return { items: rows.slice(0, limit).map(fillDto), nextCursor: rows.length > limit ? rows[limit - 1].id : null };
  }
}

/** A clientOrderId sent again with the same order is a replay; with another, a mistake (409). */
function sameOrder(o: OrderDto, dto: PlaceSandboxOrderDto): boolean {
  return (
    o.symbol === dto.symbol &&
    o.side === dto.side &&
    o.type === dto.type &&
    (dto.notional == null ? o.quantity === dto.quantity && o.notional === undefined : o.notional === new Decimal(dto.notional).toFixed(2)) &&
    o.timeInForce === dto.timeInForce &&
    (o.extendedHours === true) === (dto.extendedHours === true) &&
    (o.limitPrice ?? null) === (dto.limitPrice === undefined ? null : new Decimal(dto.limitPrice).toFixed(2)) &&
    (o.stopPrice ?? null) === (dto.stopPrice === undefined ? null : new Decimal(dto.stopPrice).toFixed(2)) &&
    (o.trailPrice ?? null) === (dto.trailPrice === undefined ? null : new Decimal(dto.trailPrice).toFixed(2)) &&
    (o.trailPercent ?? null) === (dto.trailPercent === undefined ? null : new Decimal(dto.trailPercent).toFixed(2))
  );
}
