/** 16 bytes of account id, 6 of sequence number (up to 2^48, past Number.MAX_SAFE_INTEGER's need here). */
const ENTRY_BYTES = 22;
/** A developer has at most 100 accounts; deleted ones may linger in an old cursor. */
const MAX_ENTRIES = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where a developer-wide event stream stands: the last sequence number sent of each account.
 * Accounts have a sequence each and no order between them, so one number cannot say it; this
 * is the whole set, compact (22 bytes an account, base64url), sent as each batch's SSE `id`
 * so that a client's Last-Event-ID resumes every account where it was.
 */
export function encodeStreamCursor(positions: ReadonlyMap<string, number>): string {
  const bytes = Buffer.alloc(positions.size * ENTRY_BYTES);
  let offset = 0;
  for (const [accountId, sequence] of [...positions].sort(([a], [b]) => (a < b ? -1 : 1))) {
    Buffer.from(accountId.replace(/-/g, ''), 'hex').copy(bytes, offset);
    bytes.writeUIntBE(sequence, offset + 16, 6);
    offset += ENTRY_BYTES;
  }
  return bytes.toString('base64url');
}

/** The positions a cursor names, or null when it is not one. */
export function decodeStreamCursor(cursor: string): Map<string, number> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(cursor)) return null;
  const bytes = Buffer.from(cursor, 'base64url');
  if (bytes.length % ENTRY_BYTES !== 0 || bytes.length / ENTRY_BYTES > MAX_ENTRIES || bytes.toString('base64url') !== cursor) return null;
  const positions = new Map<string, number>();
  for (let offset = 0; offset < bytes.length; offset += ENTRY_BYTES) {
    const hex = bytes.toString('hex', offset, offset + 16);
    const accountId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    if (!UUID.test(accountId)) return null;
    positions.set(accountId, bytes.readUIntBE(offset + 16, 6));
  }
  return positions;
}
