import Decimal from 'decimal.js';
import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../../../test/utils/test-database';
import { SYMBOLS, type Prices } from '../engine';
import type { TradingLedger } from '../ledger/trading-ledger.service';
import type { OrderRow } from '../simulator.rows';
import type { AccountMarkets } from './account-markets.service';
import { OrderMatcher } from './order-matcher.service';

describe('OrderMatcher', () => {
  let dataSource: DataSource;
  const prices = Object.fromEntries(SYMBOLS.map((s) => [s, new Decimal(100)])) as Prices;

  beforeAll(async () => {
    dataSource = await new DataSource({ type: 'postgres', url: await createTestDatabase() }).initialize();
  });
  afterAll(() => dataSource.destroy());

  it("counts every account's fills when several accounts' changes finish in another order than they started", async () => {
    // Ten accounts whose crossed orders this instance holds (100, 99, ... 91 of them); each
    // account's change takes its own time, as statements sharing the cores do.
    const known = new Map(Array.from({ length: 10 }, (_, i) => [`account-${i}`, Array.from({ length: 100 - i }, () => ({}) as OrderRow)]));
    const ledger = {
      restingLimitsCrossedInSnapshots: () => known,
      fillPendingMany: async (_accountId: string, orders: OrderRow[]) => {
        await new Promise((resolve) => setTimeout(resolve, (orders.length * 7) % 11));
        return orders.length;
      },
    };
    const markets = { knownDemo: () => true };
    // The database holds no other crossed order: the count is the known accounts' fills alone.
    const matcher = new OrderMatcher(dataSource, ledger as unknown as TradingLedger, markets as unknown as AccountMarkets);
    expect(await matcher.match(prices)).toBe(955);
  });
});
