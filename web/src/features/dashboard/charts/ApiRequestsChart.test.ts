import { weekTicks } from './ApiRequestsChart';

describe('the API Requests week ticks', () => {
  it('label every week with its day, and the month under the first week of each month', () => {
    const weeks = ['Sep 7', 'Sep 14', 'Sep 21', 'Sep 28', 'Oct 5', 'Oct 12', 'Oct 19', 'Oct 26', 'Nov 2', 'Nov 9', 'Nov 16', 'Nov 23'];
    expect([...weekTicks(weeks).values()]).toEqual(['7\nSep', '14', '21', '28', '5\nOct', '12', '19', '26', '2\nNov', '9', '16', '23']);
  });
});
