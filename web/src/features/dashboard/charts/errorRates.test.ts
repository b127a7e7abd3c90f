import { measuredErrorRates } from './errorRates';

describe('measuredErrorRates', () => {
  it('is undefined (the fixed sample stands in) while no broker saw a /v1 account call', () => {
    expect(measuredErrorRates([])).toBeUndefined();
    expect(measuredErrorRates([{ name: 'Northwind Securities', value: 0, calls: 0, seeded: false }])).toBeUndefined();
  });

  it('gives every broker its measured share once any call was logged, zeros included', () => {
    expect(
      measuredErrorRates([
        { name: 'Northwind Securities', value: 0.4, calls: 5, seeded: false },
        { name: 'Tidewater Brokers', value: 0, calls: 0, seeded: false },
      ]),
    ).toEqual([
      { name: 'Northwind Securities', rate: 0.4 },
      { name: 'Tidewater Brokers', rate: 0 },
    ]);
  });
});
