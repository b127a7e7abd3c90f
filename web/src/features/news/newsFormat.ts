const MAX_CONTENT_LINES = 4;
const MAX_LINE_LENGTH = 120;

/** The spec's rule: the first 4 lines, each cut at 120 characters plus an ellipsis. */
export function truncateContent(content: string): string[] {
  return content
    .split(/\r?\n/)
    .slice(0, MAX_CONTENT_LINES)
    .map((line) => (line.length > MAX_LINE_LENGTH ? `${line.slice(0, MAX_LINE_LENGTH)}...` : line));
}

/** A long US date ("November 22, 2026"); empty when the server sent something unreadable. */
export function formatPostDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
}

/** The feed's status codes in visitors' words; a code we do not know yet is shown as sent. */
const STATUS_WORDS: Record<string, string> = {
  connected: 'connected',
  not_configured: 'not connected yet',
  pending: 'connecting',
  token_expired: 'reconnecting',
  degraded: 'temporarily unavailable',
};

/** The spec's mock-data notice, word for word, with the status said for visitors. */
export function developmentNotice(authStatus: string | null | undefined, message: string | null | undefined): string {
  const status = authStatus ? (STATUS_WORDS[authStatus] ?? authStatus) : 'Unknown';
  const text = `Development Mode. Currently displaying sample posts. LinkedIn integration status: ${status}`;
  return message ? `${text} - ${message}` : text;
}
