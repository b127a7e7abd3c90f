import { encodedData } from './encoded-data';

describe('encodedData', () => {
  it('is the JSON of the data', () => {
    const data = { accountId: 'a', sequence: 3, order: { id: 'o', limitPrice: '150.00', note: 'line\u001e"quoted"' } };
    expect(encodedData(data)).toBe(JSON.stringify(data));
  });

  it('encodes one data object once, however many times it is asked', () => {
    const data = { accountId: 'a', sequence: 1 };
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      const first = encodedData(data);
      expect(encodedData(data)).toBe(first);
      expect(encodedData(data)).toBe(first);
      expect(stringify).toHaveBeenCalledTimes(1);
    } finally {
      stringify.mockRestore();
    }
  });

  it('keeps each data object to its own text', () => {
    expect(encodedData({ sequence: 1 })).toBe('{"sequence":1}');
    expect(encodedData({ sequence: 2 })).toBe('{"sequence":2}');
  });
});
