import { leadsToCsv } from './leads-csv';

describe('leads CSV', () => {
  it('writes a header and one line per lead, deliveries summarised and formulas defused', () => {
    const csv = leadsToCsv([
      {
        id: 'x',
        firstName: 'Ada',
        lastName: '=Lovelace',
        email: 'ada@fintech.example',
        company: null,
        message: 'line one\nline two',
        source: 'contact',
        createdAt: '2026-11-22T10:00:00.000Z',
        deliveries: [{ channel: 'hubspot', status: 'pending', attempts: 2, lastError: 'HTTP 503', deliveredAt: null }],
      },
    ]);
    expect(csv.split('\r\n')[0]).toBe('Created at,First name,Last name,Email,Company,Message,Source,Deliveries');
    expect(csv).toContain('2026-11-22T10:00:00.000Z,Ada,\'=Lovelace,ada@fintech.example,,"line one\nline two",contact,hubspot:pending\r\n');
  });
});
