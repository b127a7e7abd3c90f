import type { AccountEvent } from './tradingTypes';

type Handler = (events: AccountEvent[]) => void;
const handlers = new Map<string, Handler>();
const disconnect = jest.fn();
jest.mock('socket.io-client', () => ({
  io: jest.fn(() => ({ on: (name: string, handler: Handler) => handlers.set(name, handler), disconnect })),
}));

import { subscribeToPrices, subscribeToTradingStream, tradingStreamReady } from './tradingStream';

const event = (seq: number): AccountEvent => ({ seq, type: 'account.updated', data: { accountId: 'a1', sequence: seq, account: {} as never } });

describe('the trading stream', () => {
  it('hands every listener each event of a message in sequence, once, however often a replay repeats it', async () => {
    const seen: number[] = [];
    const unsubscribe = subscribeToTradingStream((e) => seen.push(e.seq));
    await tradingStreamReady();
    const push = handlers.get('account.events')!;
    push([event(1), event(2), event(3)]);
    // A reconnect replays from the last sequence number it had: what overlaps is dropped.
    push([event(3), event(4)]);
    push([event(2)]);
    expect(seen).toEqual([1, 2, 3, 4]);
    unsubscribe();
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it('opens no socket when the last listener leaves while the socket client is still loading', async () => {
    const { io } = jest.requireMock<{ io: jest.Mock }>('socket.io-client');
    const before = io.mock.calls.length;
    const unsubscribe = subscribeToTradingStream(() => undefined);
    unsubscribe();
    await tradingStreamReady();
    expect(io.mock.calls.length).toBe(before);
  });

  it('hands the feed’s prices to price listeners on the same socket, which closes when the last of either kind leaves', async () => {
    const seen: Record<string, number>[] = [];
    const calls = disconnect.mock.calls.length;
    const events = subscribeToTradingStream(() => undefined);
    const prices = subscribeToPrices((p) => seen.push(p));
    await tradingStreamReady();
    (handlers.get('prices') as unknown as (m: { prices: Record<string, number> }) => void)({ prices: { AAPL: 231.25 } });
    expect(seen).toEqual([{ AAPL: 231.25 }]);
    events();
    expect(disconnect.mock.calls.length).toBe(calls);
    prices();
    expect(disconnect.mock.calls.length).toBe(calls + 1);
  });
});
