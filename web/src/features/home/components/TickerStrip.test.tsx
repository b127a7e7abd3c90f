import { act, screen, within } from '@testing-library/react';
import { TickerStrip } from './TickerStrip';
import { renderWithProviders } from '../../../testing/renderWithProviders';

const TITLES = ['S&P 500', 'US 100 Cash CFD', 'EUR to USD', 'Bitcoin', 'Ethereum'];

describe('TickerStrip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const injectedScript = () => screen.getByTestId('ticker-widget').querySelector('script');

  it('shows the five titles before (and without) the provider script', () => {
    renderWithProviders(<TickerStrip />);
    const items = within(screen.getByTestId('ticker-fallback')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(TITLES);
  });

  it('loads the provider script only after first paint, with every symbol', () => {
    renderWithProviders(<TickerStrip scriptUrl="https://widgets.example/ticker.js" />);
    expect(injectedScript()).toBeNull();
    act(() => jest.advanceTimersByTime(500));
    const script = injectedScript()!;
    expect(script.src).toBe('https://widgets.example/ticker.js');
    const config = JSON.parse(script.textContent!);
    expect(config.symbols).toEqual([
      { proName: 'FOREXCOM:SPXUSD', title: 'S&P 500' },
      { proName: 'FOREXCOM:NSXUSD', title: 'US 100 Cash CFD' },
      { proName: 'FX_IDC:EURUSD', title: 'EUR to USD' },
      { proName: 'BITSTAMP:BTCUSD', title: 'Bitcoin' },
      { proName: 'BITSTAMP:ETHUSD', title: 'Ethereum' },
    ]);
  });

  it('keeps the titles when the script fails to load', () => {
    renderWithProviders(<TickerStrip />);
    act(() => jest.advanceTimersByTime(500));
    act(() => {
      injectedScript()!.dispatchEvent(new Event('error'));
    });
    expect(screen.getByTestId('ticker-fallback')).toHaveTextContent('Ethereum');
  });

  it('hands the strip to the widget once it renders its frame', async () => {
    renderWithProviders(<TickerStrip />);
    act(() => jest.advanceTimersByTime(500));
    await act(async () => {
      screen.getByTestId('ticker-widget').appendChild(document.createElement('iframe'));
    });
    expect(screen.queryByTestId('ticker-fallback')).not.toBeInTheDocument();
  });
});
