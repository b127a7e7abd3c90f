import { asStoredJsonb } from './stored-jsonb';

describe('a value as a jsonb column returns it', () => {
  it('orders keys shorter first, then by bytes, at every depth', () => {
    const stored = asStoredJsonb({ requested: 1, available: 0, nested: [{ zz: 1, a: 2 }], b: null });
    expect(JSON.stringify(stored)).toBe('{"b":null,"nested":[{"a":2,"zz":1}],"available":0,"requested":1}');
  });

  it('leaves scalars and null alone', () => {
    expect([asStoredJsonb(null), asStoredJsonb('x'), asStoredJsonb(3)]).toEqual([null, 'x', 3]);
  });
});
