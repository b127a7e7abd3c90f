import type { FastifyReply } from 'fastify';

/**
 * The admin lists (leads, subscribers) in one style: `?q=` is matched as a case-insensitive
 * "contains", a page is `LIMIT/OFFSET` newest first, and an export is every match, capped, as a
 * CSV attachment named after the list and the day.
 */

/** `%text%` for ILIKE, with the user's own %, _ and \ taken literally. */
export function containsPattern(q: string | undefined): string {
  return `%${(q ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Sets the headers of a CSV download (`<list>-<yyyy-mm-dd>.csv`); the handler returns the text. */
export function csvAttachment(reply: FastifyReply, list: string, now = new Date()): void {
  void reply.headers({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${list}-${now.toISOString().slice(0, 10)}.csv"`,
    'Cache-Control': 'no-store',
  });
}
