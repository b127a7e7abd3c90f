import { plainArrayLiteral } from './plain-array-literal';

describe('An array literal of values that need no quoting', () => {
  it('lists UUIDs, numbers, decimal strings and enum words as they are', () => {
    expect(plainArrayLiteral(['01a20ee6-5451-7237-a483-b9bb081913c4', '6254a2fa-fcec-437b-b61f-8e992fb63e3f'])).toBe(
      '{01a20ee6-5451-7237-a483-b9bb081913c4,6254a2fa-fcec-437b-b61f-8e992fb63e3f}',
    );
    expect(plainArrayLiteral([1, 25, -3])).toBe('{1,25,-3}');
    expect(plainArrayLiteral(['229.78', '-0.220000'])).toBe('{229.78,-0.220000}');
    expect(plainArrayLiteral(['nullable', 'annulled'])).toBe('{nullable,annulled}');
    expect(plainArrayLiteral(['order.filled', 'position.changed', 'AAPL', 'sell'])).toBe('{order.filled,position.changed,AAPL,sell}');
  });

  it('is an empty array for no values', () => {
    expect(plainArrayLiteral([])).toBe('{}');
  });

  it.each([['a,b'], ['a b'], ['"quoted"'], ['back\\slash'], ['{brace}'], [''], [' padded'], ['NULL'], ['null']])(
    'refuses %j, which would need quoting or read as a null',
    (value) => {
      expect(() => plainArrayLiteral(['ok', value])).toThrow('Not a plain array element');
      expect(() => plainArrayLiteral([value])).toThrow('Not a plain array element');
    },
  );
});
