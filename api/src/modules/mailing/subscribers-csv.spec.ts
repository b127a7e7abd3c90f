import { csvField, toCsv } from './subscribers-csv';

describe('subscribers CSV', () => {
  it('leaves plain values alone and empties nulls', () => {
    expect(csvField('ada@example.com')).toBe('ada@example.com');
    expect(csvField(7)).toBe('7');
    expect(csvField(null)).toBe('');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx'])('defuses a formula: %s', (value) => {
    expect(csvField(value).replace(/^"/, '')).toMatch(/^'/);
  });

  it('writes the header and one CRLF line per row', () => {
    const csv = toCsv([{ id: 1, email: 'a@b.example', source: null, createdAt: '2025-05-07T00:00:00.000Z' }]);
    expect(csv).toBe('id,email,source,createdAt\r\n1,a@b.example,,2025-05-07T00:00:00.000Z\r\n');
  });
});
