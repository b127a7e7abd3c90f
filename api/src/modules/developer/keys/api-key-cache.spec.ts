import { ApiKeyCache, StoredKey } from './api-key-cache';

const key: StoredKey = { id: 'k1', publicId: 'p1', userId: 1, secretHash: 'h', scopes: [], expiresAt: null, revoked: false };

describe('ApiKeyCache', () => {
  it('remembers keys and unknown public ids until told they changed', () => {
    const cache = new ApiKeyCache();
    expect(cache.get('p1')).toBeUndefined();
    cache.set('p1', key, cache.currentVersion);
    cache.set('nope', null, cache.currentVersion);
    expect(cache.get('p1')).toBe(key);
    expect(cache.get('nope')).toBeNull();
    cache.forget('p1');
    expect(cache.get('p1')).toBeUndefined();
  });

  it('does not cache a read that a revocation overtook (it could bring the revoked key back)', () => {
    const cache = new ApiKeyCache();
    const readVersion = cache.currentVersion;
    cache.forget('p1'); // the notice arrives while the read is in flight
    cache.set('p1', key, readVersion);
    expect(cache.get('p1')).toBeUndefined();
  });
});
