import type { Attempt, FinalAccount, FinalFill, FinalOrder, OrderOp } from './history';
import { checkFills, checkLedger, checkOrders } from './orders';

const ok: Attempt = { outcome: 'ok', start: 0, end: 1, status: 201 };
const unknown: Attempt = { outcome: 'unknown', start: 0, end: 1, error: 'socket hang up' };
const failed: Attempt = { outcome: 'failed', start: 0, end: 1, status: 422 };
const op = (signature: string, ...attempts: Attempt[]): OrderOp => ({ client: 'dev-1', accountId: 'a', signature, attempts });
const order = (id: string, signature: string, over: Partial<FinalOrder> = {}): FinalOrder => ({
  id,
  accountId: 'a',
  signature,
  status: 'filled',
  quantity: 10,
  filledQuantity: 10,
  ...over,
});

describe('checkOrders', () => {
  it('holds when every acknowledged order exists once and every unknown one at most once', () => {
    const v = checkOrders(
      [op('s1', ok), op('s2', unknown, ok), op('s3', unknown), op('s4', unknown), op('s5', failed)],
      [],
      [order('1', 's1'), order('2', 's2'), order('3', 's3')],
    );
    expect(v.violations).toEqual([]);
    expect(v.summary).toMatch(/1 acknowledged on a retry after no answer, 2 never answered/);
  });

  it('catches a retry that placed an unanswered order a second time', () => {
    const v = checkOrders([op('s1', unknown, ok)], [], [order('1', 's1'), order('2', 's1')]);
    expect(v.holds).toBe(false);
    expect(v.violations).toEqual(['dev-1: acknowledged order s1 exists 2 times']);
  });

  it('catches a lost acknowledged order, a doubled unknown one, a refused one stored, and one nobody placed', () => {
    const v = checkOrders(
      [op('lost', ok), op('twice', unknown, unknown), op('refused', failed)],
      [],
      [order('1', 'twice'), order('2', 'twice'), order('3', 'refused'), order('4', 'phantom')],
    );
    expect(v.violations).toEqual([
      'dev-1: acknowledged order lost exists 0 times',
      'dev-1: unanswered order twice exists 2 times',
      'dev-1: refused order refused exists 1 times',
      'order 4 (phantom) of account a was placed by nobody',
    ]);
  });

  it('catches an acknowledged cancel whose order is not canceled', () => {
    const v = checkOrders(
      [op('s1', ok)],
      [{ client: 'dev-1', accountId: 'a', orderId: '1', attempts: [unknown, ok] }],
      [order('1', 's1', { status: 'pending' })],
    );
    expect(v.violations).toEqual(['dev-1: acknowledged cancel of 1 left it pending']);
  });
});

const fill = (id: string, orderId: string, quantity: number, side: 'buy' | 'sell' = 'buy', priceCents = 15000): FinalFill => ({
  id,
  orderId,
  accountId: 'a',
  symbol: 'AAPL',
  side,
  quantity,
  priceCents,
});

describe('checkFills', () => {
  it('holds when fills add up to what each order says', () => {
    expect(checkFills([order('1', 's1'), order('2', 's2', { filledQuantity: 4 })], [fill('f1', '1', 10), fill('f2', '2', 4)]).violations).toEqual([]);
  });

  it('catches a doubled fill, a fill past the quantity, fills that disagree with the order, and a fill without its order', () => {
    const v = checkFills(
      [order('1', 's1'), order('2', 's2', { filledQuantity: 3 }), order('3', 's3', { filledQuantity: 5 })],
      [fill('f1', '1', 10), fill('f1', '1', 10), fill('f2', '2', 4), fill('f9', '9', 1)],
    );
    expect(v.violations).toEqual([
      'fill f1 is stored twice',
      'order 1 of 10 shares has fills of 20',
      'order 2 says 3 filled, its fills say 4',
      'fills of 1 shares belong to no order (9)',
      'order 3 says 5 filled and has no fill',
    ]);
  });
});

describe('checkLedger', () => {
  const account = (over: Partial<FinalAccount>): FinalAccount => ({
    id: 'a',
    openingCashCents: 10_000_000,
    openingPositions: { AAPL: 5 },
    cashCents: 10_000_000,
    positions: { AAPL: 5 },
    ...over,
  });

  it('holds when cash and positions are the opening ones plus the fills', () => {
    const fills = [fill('f1', '1', 10, 'buy', 15000), fill('f2', '2', 3, 'sell', 15100)];
    expect(checkLedger([account({ cashCents: 10_000_000 - 150_000 + 45_300, positions: { AAPL: 12 } })], fills).violations).toEqual([]);
  });

  it('catches cash or shares that a fill moved twice, or not at all', () => {
    const v = checkLedger([account({ cashCents: 10_000_000 - 300_000, positions: { AAPL: 15, MSFT: 1 } })], [fill('f1', '1', 10, 'buy', 15000)]);
    expect(v.violations).toEqual(['account a: cash 97000, its fills say 98500', 'account a: 1 MSFT held, its fills say 0']);
  });
});
