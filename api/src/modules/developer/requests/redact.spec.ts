import { MAX_LOGGED_BODY, REDACTED, redactedBody } from './redact';

describe('redactedBody', () => {
  it('keeps an ordinary body as compact JSON', () => {
    expect(redactedBody({ symbol: 'AAPL', quantity: 1 })).toBe('{"symbol":"AAPL","quantity":1}');
    expect(redactedBody('{"label": "bot"}')).toBe('{"label": "bot"}');
  });

  it('hides secret-named fields at any depth, and keys and signing secrets anywhere in text', () => {
    const body = JSON.parse(
      redactedBody({
        id: 'e1',
        secret: 'whsec_abc',
        previousSecretExpiresAt: '2026-11-27T00:00:00.000Z',
        nested: [{ password: 'hunter22', apiKey: 'x', token: 't' }],
        note: 'called with bb_test_pub_s3cret and whsec_Zm9v=',
      })!,
    );
    expect(body).toEqual({
      id: 'e1',
      secret: REDACTED,
      previousSecretExpiresAt: '2026-11-27T00:00:00.000Z',
      nested: [{ password: REDACTED, apiKey: REDACTED, token: REDACTED }],
      note: `called with ${REDACTED} and ${REDACTED}`,
    });
    expect(redactedBody(Buffer.from('plain bb_live_abc_def text'))).toBe(`plain ${REDACTED} text`);
  });

  it('keeps nothing for no body and cuts a long one', () => {
    expect(redactedBody(undefined)).toBeNull();
    expect(redactedBody('')).toBeNull();
    const long = redactedBody({ text: 'x'.repeat(5000) })!;
    expect(long).toHaveLength(MAX_LOGGED_BODY + 1);
    expect(long.endsWith('…')).toBe(true);
  });

  it('keeps the start of a long answer as text, unparsed, with keys and secrets still scrubbed', () => {
    const long = JSON.stringify({ secret: 'whsec_Zm9v', items: Array.from({ length: 400 }, (_, i) => ({ id: i, note: 'bb_test_pub_s3cret' })) });
    const kept = redactedBody(long)!;
    expect(kept.length).toBeLessThanOrEqual(MAX_LOGGED_BODY + 1);
    expect(kept.endsWith('…')).toBe(true);
    expect(kept).not.toMatch(/whsec_|bb_test_/);
    expect(kept.startsWith(`{"secret":"${REDACTED}"`)).toBe(true);
  });
});
