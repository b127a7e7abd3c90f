import type { StreamLog } from './history';
import { checkStreams } from './streams';

const stream = (kind: 'socket' | 'sse', received: number[]): StreamLog => ({ client: `${kind}-1`, kind, accountId: 'a', received });
const last = (seq: number) => new Map([['a', seq]]);

describe('checkStreams', () => {
  it('holds for a stream that resumed where it left off', () => {
    expect(checkStreams([stream('sse', [1, 2, 3, 4, 5])], last(5)).violations).toEqual([]);
  });

  it("counts a socket's replayed repeats, which its client drops, without calling them violations", () => {
    const v = checkStreams([stream('socket', [1, 2, 3, 2, 3, 4])], last(4));
    expect(v.violations).toEqual([]);
    expect(v.summary).toMatch(/2 repeated by a socket's replay/);
  });

  it('catches a repeat on an SSE stream', () => {
    expect(checkStreams([stream('sse', [1, 2, 2, 3])], last(3)).violations).toEqual(['sse-1: 2 again after 2']);
  });

  it('catches a gap, and an event that overtook others (the later ones are then repeats and the gap stays)', () => {
    expect(checkStreams([stream('sse', [1, 2, 4, 5])], last(5)).violations).toEqual(['sse-1: 4 after 2 (1 missing)']);
    expect(checkStreams([stream('socket', [1, 4, 2, 3, 4])], last(4)).violations).toEqual(['socket-1: 4 after 1 (2 missing)']);
  });

  it('catches a stream that stopped short of the last event', () => {
    expect(checkStreams([stream('socket', [1, 2])], last(3)).violations).toEqual(["socket-1: ended at 2, the account's last event is 3"]);
  });
});
