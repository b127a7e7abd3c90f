import { act, screen, within } from '@testing-library/react';
import { TickerStrip } from './TickerStrip';
import { renderWithProviders } from '../../../testing/renderWithProviders';

describe('TickerStrip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const injectedScript = () => screen.getByTestId('ticker-widget').querySelector('script');

  it('shows the symbols with room for their quotes while the provider loads', () => {
    renderWithProviders(<TickerStrip />);
    const items = within(screen.getByTestId('ticker-loading')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['S&P 500', 'US 100 Cash CFD', 'EUR to USD', 'Bitcoin', 'Ethereum']);
    expect(screen.queryByTestId('ticker-fallback')).not.toBeInTheDocument();
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

  it('says quotes are unavailable, with a way to the demo, instead of bare names when the script fails', () => {
    renderWithProviders(<TickerStrip />);
    act(() => jest.advanceTimersByTime(500));
    act(() => {
      injectedScript()!.dispatchEvent(new Event('error'));
    });
    expect(screen.queryByTestId('ticker-loading')).not.toBeInTheDocument();
    const fallback = screen.getByTestId('ticker-fallback');
    expect(fallback).toHaveTextContent('Quotes unavailable. Try the trading demo');
    expect(within(fallback).getByRole('link', { name: 'Try the trading demo' })).toHaveAttribute('href', '/trading-platform');
    expect(fallback).not.toHaveTextContent('Bitcoin');
  });

  it('stops waiting for a provider that draws nothing within 10 s', () => {
    renderWithProviders(<TickerStrip />);
    // The script goes in once the page is idle (200 ms where the browser cannot say).
    act(() => jest.advanceTimersByTime(200));
    expect(injectedScript()).not.toBeNull();
    act(() => jest.advanceTimersByTime(9_999));
    expect(screen.getByTestId('ticker-loading')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('ticker-fallback')).toBeInTheDocument();
  });

  it('hands the strip to the widget once it renders its frame', async () => {
    renderWithProviders(<TickerStrip />);
    act(() => jest.advanceTimersByTime(500));
    await act(async () => {
      screen.getByTestId('ticker-widget').appendChild(document.createElement('iframe'));
    });
    expect(screen.queryByTestId('ticker-loading')).not.toBeInTheDocument();
    expect(screen.queryByTestId('ticker-fallback')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.queryByTestId('ticker-fallback')).not.toBeInTheDocument();
  });
});
