import { returnPath } from './returnPath';

describe('returnPath', () => {
  it('returns a local path the guard recorded', () => {
    expect(returnPath({ from: '/developers?tab=keys' })).toBe('/developers?tab=keys');
  });

  it('ignores no state, other shapes and anything that leaves the site', () => {
    expect(returnPath(null)).toBeUndefined();
    expect(returnPath({ from: 42 })).toBeUndefined();
    expect(returnPath({ from: '//evil.example/x' })).toBeUndefined();
    expect(returnPath({ from: 'https://evil.example' })).toBeUndefined();
  });
});
