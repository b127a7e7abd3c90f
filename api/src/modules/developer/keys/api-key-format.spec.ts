import { hashSecret, keyPrefix, newApiKey, parseApiKey, secretMatches } from './api-key-format';

describe('API key format', () => {
  it('reads back the public id and secret of a new key, and stores only a SHA-256 of the secret', () => {
    const { key, publicId, secretHash } = newApiKey();
    expect(key).toMatch(/^bb_test_[A-Za-z0-9]{16}_[A-Za-z0-9]{43}$/);
    const parsed = parseApiKey(key)!;
    expect(parsed.publicId).toBe(publicId);
    expect(secretHash).toBe(hashSecret(parsed.secret));
    expect(secretHash).not.toContain(parsed.secret);
    expect(keyPrefix(publicId)).toBe(key.slice(0, 'bb_test_'.length + 16));
  });

  it('hashes as SHA-256 in hex, so keys stored before still match (FIPS 180-2 test vector)', () => {
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('draws at least 128 bits of randomness for the secret', () => {
    const secret = parseApiKey(newApiKey().key)!.secret;
    expect(secret.length * Math.log2(62)).toBeGreaterThanOrEqual(128);
    expect(new Set(Array.from({ length: 200 }, () => parseApiKey(newApiKey().key)!.secret)).size).toBe(200);
  });

  it('refuses anything that is not a whole key', () => {
    const { key } = newApiKey();
    for (const bad of ['', key.slice(0, -1), `${key}x`, key.replace('bb_test_', 'bb_live_'), key.replace(/_([^_]+)$/, '-$1')])
      expect(parseApiKey(bad)).toBeNull();
  });

  it('matches only the secret it was made from', () => {
    const { key, secretHash } = newApiKey();
    const secret = parseApiKey(key)!.secret;
    expect(secretMatches(secret, secretHash)).toBe(true);
    expect(
      secretMatches(
        secret.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
        secretHash,
      ),
    ).toBe(false);
  });
});
