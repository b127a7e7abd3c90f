import { validateNewKey } from './keyValidation';

describe('validateNewKey', () => {
  it('accepts a named key with one scope', () => {
    expect(validateNewKey({ name: 'ci', scopes: ['accounts:read'] })).toEqual({});
  });

  it('asks for a name that is not blank and at most 64 characters', () => {
    expect(validateNewKey({ name: '   ', scopes: ['accounts:read'] }).name).toMatch(/Give the key a name/);
    expect(validateNewKey({ name: 'x'.repeat(64), scopes: ['accounts:read'] }).name).toBeUndefined();
    expect(validateNewKey({ name: 'x'.repeat(65), scopes: ['accounts:read'] }).name).toBe('The name can be at most 64 characters');
  });

  it('asks for at least one scope', () => {
    expect(validateNewKey({ name: 'ci', scopes: [] }).scopes).toBe('Pick at least one scope');
  });
});
