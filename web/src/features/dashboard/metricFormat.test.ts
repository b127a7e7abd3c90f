import { changeIndicator, formatChange, formatMetricValue, isPercentMetric } from './metricFormat';

describe('metric formatting', () => {
  it('adds a percent sign when the name contains "Uptime" or "Rate"', () => {
    expect(formatMetricValue({ name: 'Uptime (30d)', value: 99.93 })).toBe('99.93%');
    expect(formatMetricValue({ name: 'Error Rate', value: 0.5 })).toBe('0.5%');
    expect(isPercentMetric('Registered Users')).toBe(false);
  });

  it('shows other values as localized numbers', () => {
    expect(formatMetricValue({ name: 'API Requests (24h)', value: 1234567 }, 'en-US')).toBe('1,234,567');
    expect(formatMetricValue({ name: 'API Requests (24h)', value: 1234567 }, 'de-DE')).toBe('1.234.567');
  });

  it('is case-sensitive like the spec ("rate" in a word does not count)', () => {
    expect(formatMetricValue({ name: 'Corporate accounts', value: 12 }, 'en-US')).toBe('12');
  });

  it('shows the change as a percent with two decimals and its sign', () => {
    expect(formatChange(12.5)).toBe('+12.50%');
    expect(formatChange(-3)).toBe('-3.00%');
    expect(formatChange(0)).toBe('0.00%');
    expect(formatChange(0.005)).toBe('+0.01%');
  });

  it('points up in green, down in red, flat in grey', () => {
    expect(changeIndicator('increase')).toMatchObject({ direction: 'up', color: 'success.main' });
    expect(changeIndicator('decrease')).toMatchObject({ direction: 'down', color: 'error.main' });
    expect(changeIndicator('neutral')).toMatchObject({ direction: 'flat', color: 'text.secondary' });
  });
});
