/** A bars page's nextCursor: the start of the next page's first bar, opaque (base64url of "b:<ms>"). */
export function encodeBarCursor(t: number): string {
  return Buffer.from(`b:${t}`).toString('base64url');
}

/** The time a cursor stands for, or null when it is not one this API gave. */
export function decodeBarCursor(cursor: string): number | null {
  const match = /^b:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  return match ? Number(match[1]) : null;
}

export const BAR_CURSOR_EXAMPLE = encodeBarCursor(Date.parse('2026-11-23T16:10:00Z'));
