import { decodeStreamCursor, encodeStreamCursor } from './stream-cursor';

describe('a developer stream’s cursor', () => {
  const positions = new Map([
    ['9b2e4c1d-7a3f-4e58-8d6b-2c1f0a9e7b54', 7],
    ['3f0c1a52-6d2e-4b8a-9c71-0e5d4b2a9f13', 0],
    ['c4d8e2f1-0b7a-4c39-a5e6-7f1d2b3c4a58', 2 ** 40 + 3],
  ]);

  it('gives back the positions it was made of, whatever their order', () => {
    const cursor = encodeStreamCursor(positions);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeStreamCursor(cursor)).toEqual(positions);
    expect(encodeStreamCursor(new Map([...positions].reverse()))).toBe(cursor);
  });

  it('stays short: about 30 characters an account', () => {
    expect(encodeStreamCursor(positions).length).toBe(Math.ceil((3 * 22 * 4) / 3));
  });

  it('is empty for no account, and an empty cursor is no account', () => {
    expect(encodeStreamCursor(new Map())).toBe('');
    expect(decodeStreamCursor('')).toEqual(new Map());
  });

  it('refuses what it did not make', () => {
    const cursor = encodeStreamCursor(positions);
    const tooMany = Buffer.alloc(1001 * 22).toString('base64url');
    expect(decodeStreamCursor(Buffer.alloc(1000 * 22).toString('base64url'))?.size).toBe(1);
    for (const bad of [cursor.slice(0, -1), `${cursor}A`, 'not a cursor!', '12', tooMany]) expect(decodeStreamCursor(bad)).toBeNull();
  });
});
