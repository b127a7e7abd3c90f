import { subscribersToCsv } from './subscribers-csv';

describe('subscribers CSV', () => {
  it('writes the header and one CRLF line per subscriber, defusing formulas', () => {
    const csv = subscribersToCsv([
      { id: 1, email: 'a@b.example', source: null, createdAt: '2025-05-07T00:00:00.000Z' },
      { id: 2, email: '=cmd@b.example', source: '/contact', createdAt: '2025-05-08T00:00:00.000Z' },
    ]);
    expect(csv).toBe("id,email,source,createdAt\r\n1,a@b.example,,2025-05-07T00:00:00.000Z\r\n2,'=cmd@b.example,/contact,2025-05-08T00:00:00.000Z\r\n");
  });
});
