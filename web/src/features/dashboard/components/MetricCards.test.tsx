import { screen, within } from '@testing-library/react';
import { cardSpan, MetricCards } from './MetricCards';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { Metric } from '../dashboardApi';

const metrics: Metric[] = [
  { id: 'api_requests_24h', name: 'API Requests (24h)', value: 15234, change: 12.5, changeType: 'increase' },
  { id: 'error_rate', name: 'Error Rate', value: 0.42, change: -0.1, changeType: 'decrease' },
  { id: 'uptime', name: 'Uptime (30d)', value: 99.98, change: 0, changeType: 'neutral' },
];

describe('MetricCards', () => {
  it('shows each value in its format with the change and its direction', () => {
    renderWithProviders(<MetricCards metrics={metrics} isLoading={false} />);
    const requests = screen.getByRole('article', { name: 'API Requests (24h)' });
    expect(within(requests).getByTestId('metric-value')).toHaveTextContent('15,234');
    expect(within(requests).getByText('+12.50%')).toBeInTheDocument();
    expect(within(requests).getByTitle('up')).toBeInTheDocument();

    const errors = screen.getByRole('article', { name: 'Error Rate' });
    expect(within(errors).getByTestId('metric-value')).toHaveTextContent('0.42%');
    expect(within(errors).getByText('-0.10%')).toBeInTheDocument();
    expect(within(errors).getByTitle('down')).toBeInTheDocument();

    const uptime = screen.getByRole('article', { name: 'Uptime (30d)' });
    expect(within(uptime).getByTestId('metric-value')).toHaveTextContent('99.98%');
    expect(within(uptime).getByTitle('no change')).toBeInTheDocument();
  });

  it('colours the change green, red or grey', () => {
    renderWithProviders(<MetricCards metrics={metrics} isLoading={false} />);
    const color = (name: string) => getComputedStyle(screen.getByRole('article', { name }).querySelector('[data-direction]')!).color;
    expect(color('API Requests (24h)')).toBe('rgb(27, 127, 59)');
    expect(color('Error Rate')).toBe('rgb(198, 40, 40)');
    expect(color('Uptime (30d)')).not.toBe(color('API Requests (24h)'));
  });

  it('has loading, error and empty states', () => {
    const { rerender } = renderWithProviders(<MetricCards isLoading />);
    expect(screen.getByLabelText('Loading metrics')).toHaveAttribute('aria-busy', 'true');
    rerender(<MetricCards isLoading={false} error={{ status: 500, message: '500: x', data: { message: 'Database down' } }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the metrics. Database down');
    rerender(<MetricCards isLoading={false} metrics={[]} />);
    expect(screen.getByText(/No metrics yet/)).toBeInTheDocument();
  });

  it('widens the cards of a short last row so that the grid has no hole', () => {
    const spans = (count: number, perRow: number) => Array.from({ length: count }, (_, i) => cardSpan(i, count, perRow));
    expect(spans(7, 4)).toEqual([3, 3, 3, 3, 4, 4, 4]);
    expect(spans(7, 2)).toEqual([6, 6, 6, 6, 6, 6, 12]);
    expect(spans(8, 4)).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
    expect(spans(3, 1)).toEqual([12, 12, 12]);
  });
});
