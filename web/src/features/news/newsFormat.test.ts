import { developmentNotice, formatPostDate, truncateContent } from './newsFormat';

describe('truncateContent', () => {
  it('keeps short content as it is, line by line', () => {
    expect(truncateContent('One\nTwo')).toEqual(['One', 'Two']);
  });

  it('keeps only the first 4 lines', () => {
    expect(truncateContent('1\n2\n3\n4\n5\n6')).toEqual(['1', '2', '3', '4']);
  });

  it('cuts each line at 120 characters and adds an ellipsis, leaving a line of exactly 120 alone', () => {
    const exact = 'x'.repeat(120);
    const long = `${'a'.repeat(120)}bcd`;
    expect(truncateContent(`${exact}\n${long}`)).toEqual([exact, `${'a'.repeat(120)}...`]);
  });

  it('counts blank lines as lines and understands Windows line endings', () => {
    expect(truncateContent('a\r\n\r\nb\r\nc\r\nd')).toEqual(['a', '', 'b', 'c']);
  });
});

describe('formatPostDate', () => {
  it('shows a long US date', () => {
    expect(formatPostDate('2026-11-22T15:00:00.000Z', 'UTC')).toBe('November 22, 2026');
    expect(formatPostDate('2026-01-05T00:30:00.000Z', 'UTC')).toBe('January 5, 2026');
  });

  it("uses the visitor's time zone", () => {
    expect(formatPostDate('2026-01-05T00:30:00.000Z', 'America/New_York')).toBe('January 4, 2026');
  });

  it('shows nothing for an unreadable date', () => {
    expect(formatPostDate('not a date')).toBe('');
  });
});

describe('developmentNotice', () => {
  it('words the notice exactly as the spec does, without a message', () => {
    expect(developmentNotice('not_configured', null)).toBe(
      'Development Mode. Currently displaying sample posts. LinkedIn integration status: not connected yet',
    );
  });

  it('adds " - {message}" when there is a message', () => {
    expect(developmentNotice('degraded', 'Back soon.')).toBe(
      'Development Mode. Currently displaying sample posts. LinkedIn integration status: temporarily unavailable - Back soon.',
    );
  });

  it('says a status code it does not know as sent', () => {
    expect(developmentNotice('rate_limited', null)).toBe('Development Mode. Currently displaying sample posts. LinkedIn integration status: rate_limited');
  });

  it('says Unknown when the status is missing', () => {
    expect(developmentNotice(null, '')).toBe('Development Mode. Currently displaying sample posts. LinkedIn integration status: Unknown');
  });
});
