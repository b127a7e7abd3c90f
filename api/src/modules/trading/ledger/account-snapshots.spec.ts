import Decimal from 'decimal.js';
import type { AccountSnapshot } from './account-snapshot';
import { AccountSnapshots } from './account-snapshots';

const at = (eventSeq: number): AccountSnapshot => ({
  eventSeq,
  state: { cash: new Decimal(100), realizedPnl: new Decimal(0), holdings: {}, pending: [] },
  pendingById: new Map(),
  positionIds: new Map(),
});

describe('AccountSnapshots', () => {
  it('gives back the latest snapshot of an account', () => {
    const snapshots = new AccountSnapshots();
    snapshots.set('a', at(1));
    snapshots.set('a', at(2));
    expect(snapshots.get('a')?.eventSeq).toBe(2);
    expect(snapshots.get('b')).toBeUndefined();
  });

  it('drops the least recently used account past its capacity', () => {
    const snapshots = new AccountSnapshots(2);
    snapshots.set('a', at(1));
    snapshots.set('b', at(1));
    snapshots.get('a');
    snapshots.set('c', at(1));
    expect(snapshots.get('b')).toBeUndefined();
    expect(snapshots.get('a')).toBeDefined();
    expect(snapshots.get('c')).toBeDefined();
    expect(snapshots.size).toBe(2);
  });

  it('forgets an account on request', () => {
    const snapshots = new AccountSnapshots();
    snapshots.set('a', at(1));
    snapshots.forget('a');
    expect(snapshots.get('a')).toBeUndefined();
  });
});
