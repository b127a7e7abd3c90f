import type { FastifyReply } from 'fastify';
import { containsPattern, csvAttachment } from './admin-list';

describe('admin lists', () => {
  it('searches for the text as typed, wildcards and backslashes included', () => {
    expect(containsPattern(undefined)).toBe('%%');
    expect(containsPattern('ada')).toBe('%ada%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('names an export after its list and the day, and keeps it out of caches', () => {
    const headers = jest.fn();
    csvAttachment({ headers } as unknown as FastifyReply, 'leads', new Date('2026-11-23T22:00:00Z'));
    expect(headers).toHaveBeenCalledWith({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="leads-2026-11-23.csv"',
      'Cache-Control': 'no-store',
    });
  });
});
