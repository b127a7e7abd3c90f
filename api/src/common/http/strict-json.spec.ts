import { jsonBytesProblem } from './strict-json';

describe('the bytes of a JSON body', () => {
  it('pass when they are UTF-8, with no byte order mark', () => {
    expect(jsonBytesProblem(Buffer.from('{"label":"Zürich 📈"}'))).toBeNull();
    expect(jsonBytesProblem(Buffer.alloc(0))).toBeNull();
  });

  it('are refused behind a byte order mark', () => {
    expect(jsonBytesProblem(Buffer.from('\uFEFF{}'))).toMatch(/byte order mark/);
  });

  it('are refused when they are not UTF-8: a stray continuation byte, a truncated sequence, an overlong form', () => {
    for (const bytes of [
      [0x7b, 0x80, 0x7d],
      [0x22, 0xe2, 0x82],
      [0xc0, 0xaf],
    ])
      expect(jsonBytesProblem(Buffer.from(bytes))).toMatch(/not valid UTF-8/);
  });
});
