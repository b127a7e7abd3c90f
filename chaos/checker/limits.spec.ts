import { checkDrains, checkLimits } from './limits';

describe('checkLimits', () => {
  it('holds within 5% either way, counting unanswered calls as possibly let through', () => {
    expect(
      checkLimits([
        { name: 'trading', limit: 300, allowed: 300, refused: 150, unknown: 0 },
        { name: 'key', limit: 300, allowed: 280, refused: 160, unknown: 10 },
      ]).violations,
    ).toEqual([]);
  });

  it('catches a limit counted per instance, and one that let too few through', () => {
    expect(
      checkLimits([
        { name: 'demo accounts', limit: 20, allowed: 30, refused: 0, unknown: 0 },
        { name: 'trading', limit: 300, allowed: 250, refused: 200, unknown: 0 },
      ]).violations,
    ).toEqual(['demo accounts: 30 calls let through, limit 20', 'trading: only 250 calls let through (0 unanswered), limit 300']);
  });
});

describe('checkDrains', () => {
  it('holds when each SIGTERM ended in a clean exit within 10 s, and catches the rest', () => {
    const term = { instance: 'app1', signal: 'SIGTERM' as const, wasLeader: false, at: 0 };
    expect(
      checkDrains([
        { ...term, exitedAt: 3000, exitCode: 0 },
        { ...term, signal: 'SIGKILL' },
      ]).violations,
    ).toEqual([]);
    expect(checkDrains([{ ...term, exitedAt: 12_000, exitCode: 0 }, { ...term, exitedAt: 100, exitCode: 1 }, term]).violations).toEqual([
      'app1: exited 12000 ms after SIGTERM',
      'app1: exited with code 1 after SIGTERM',
      'app1: did not exit after SIGTERM',
    ]);
  });
});
