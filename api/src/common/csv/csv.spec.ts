import { csvField, toCsv } from './csv';

describe('CSV for admin exports', () => {
  it('leaves plain values alone and empties missing ones', () => {
    expect(csvField('ada@example.com')).toBe('ada@example.com');
    expect(csvField(7)).toBe('7');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=HYPERLINK("http://evil.example")', '+1+2', '-2', '@SUM(A1)', '\tx', '\rx'])('defuses a cell a spreadsheet would run as a formula: %p', (value) => {
    expect(csvField(value).replace(/^"/, '')).toMatch(/^'/);
  });

  it('writes the header and one CRLF-terminated line per row', () => {
    expect(
      toCsv(
        ['id', 'email'],
        [
          [1, 'a@b.example'],
          [2, null],
        ],
      ),
    ).toBe('id,email\r\n1,a@b.example\r\n2,\r\n');
  });
});
