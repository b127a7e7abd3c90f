import { Signer } from '@fastify/cookie';
import { MemoizedSigner } from './memoized-signer';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('MemoizedSigner', () => {
  it('answers exactly as the signer it wraps', () => {
    const plain = new Signer(SECRET, 'sha256');
    const memo = new MemoizedSigner(new Signer(SECRET, 'sha256'));
    for (let i = 0; i < 2; i += 1) {
      expect(memo.sign('session-1')).toBe(plain.sign('session-1'));
      expect(memo.unsign(plain.sign('session-1'))).toEqual(plain.unsign(plain.sign('session-1')));
      expect(memo.unsign('session-1.forged')).toEqual({ valid: false, renew: false, value: null });
    }
  });

  it('computes a repeated signature once, and never remembers a forged one', () => {
    const inner = new Signer(SECRET, 'sha256');
    const sign = jest.spyOn(inner, 'sign');
    const unsign = jest.spyOn(inner, 'unsign');
    const memo = new MemoizedSigner(inner);
    const cookie = memo.sign('session-1');
    memo.sign('session-1');
    memo.unsign(cookie);
    memo.unsign(cookie);
    memo.unsign('session-1.forged');
    memo.unsign('session-1.forged');
    expect(sign).toHaveBeenCalledTimes(1);
    expect(unsign).toHaveBeenCalledTimes(3);
  });

  it('keeps at most maxEntries answers', () => {
    const inner = new Signer(SECRET, 'sha256');
    const sign = jest.spyOn(inner, 'sign');
    const memo = new MemoizedSigner(inner, 2);
    for (const id of ['a', 'b', 'c', 'a']) memo.sign(id);
    expect(sign).toHaveBeenCalledTimes(4);
  });
});
