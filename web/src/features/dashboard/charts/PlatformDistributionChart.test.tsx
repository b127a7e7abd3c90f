import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { PlatformDistributionChart } from './PlatformDistributionChart';

// The chart lays its labels out for the card's width: give the card one (jsdom has no layout).
beforeEach(() => {
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ width: 640, height: 300, x: 0, y: 0, top: 0, left: 0, right: 640, bottom: 300, toJSON: () => ({}) });
});
afterEach(() => jest.restoreAllMocks());

const labels = () => [...screen.getByTestId('donut-labels').querySelectorAll('[data-donut-label]')].map((t) => t.textContent);

describe('PlatformDistributionChart', () => {
  it('labels a share that rounds to 0% as <1% (and the one beside it >99%), on the ring and in the legend', async () => {
    renderWithProviders(
      <PlatformDistributionChart
        data={[
          { name: 'Northwind Securities', value: 997 },
          { name: 'Tidewater Brokers', value: 3 },
          { name: 'Meridian Clearing', value: 0 },
        ]}
      />,
    );
    await screen.findByTestId('donut-labels');
    expect(labels()).toEqual(expect.arrayContaining(['Northwind Securities >99%', 'Tidewater Brokers <1%']));
    // A broker with no connection has no slice on the ring, and is 0% in the legend.
    expect(labels()).toHaveLength(2);
    expect(screen.getByText('Meridian Clearing 0%')).toBeInTheDocument();
    expect(screen.getAllByText('Tidewater Brokers <1%').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps whole percents where rounding tells the truth', async () => {
    renderWithProviders(
      <PlatformDistributionChart
        data={[
          { name: 'Northwind Securities', value: 3 },
          { name: 'Harborline Brokerage', value: 1 },
        ]}
      />,
    );
    await screen.findByTestId('donut-labels');
    expect(labels()).toEqual(expect.arrayContaining(['Northwind Securities 75%', 'Harborline Brokerage 25%']));
  });
});
