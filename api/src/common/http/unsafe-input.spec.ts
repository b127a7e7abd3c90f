import { findUnsafeInput, MAX_INPUT_DEPTH } from './unsafe-input';

describe('findUnsafeInput', () => {
  it('accepts ordinary text, emoji (a surrogate pair) included, at any reasonable depth', () => {
    expect(findUnsafeInput({ name: 'Zoë 😀', tags: ['a', { b: 1 }], n: null })).toBeUndefined();
  });

  it('names the field holding a NUL or an unpaired surrogate, keys included', () => {
    expect(findUnsafeInput({ message: 'a\u0000b' })).toEqual({ field: 'message', problem: 'character' });
    expect(findUnsafeInput({ email: 'x\uD800@y.example' })).toEqual({ field: 'email', problem: 'character' });
    expect(findUnsafeInput({ list: ['ok', '\uDC00'] })).toEqual({ field: 'list.1', problem: 'character' });
    expect(findUnsafeInput({ ['k\u0000']: 1 })).toEqual({ field: 'k\u0000', problem: 'character' });
    expect(findUnsafeInput('\u0000')).toEqual({ field: '', problem: 'character' });
  });

  it('refuses nesting deeper than the limit without recursing', () => {
    const deep = JSON.parse('['.repeat(3000) + ']'.repeat(3000));
    expect(findUnsafeInput(deep)).toMatchObject({ problem: 'depth' });
    let ok: unknown = 1;
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) ok = [ok];
    expect(findUnsafeInput(ok)).toBeUndefined();
  });
});
