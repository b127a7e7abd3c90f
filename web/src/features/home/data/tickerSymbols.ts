/** The ticker strip's symbols, in the spec's order, as the charting provider's embed expects them. */
export interface TickerSymbol {
  proName: string;
  title: string;
}

export const tickerSymbols: readonly TickerSymbol[] = [
  { proName: 'FOREXCOM:SPXUSD', title: 'S&P 500' },
  { proName: 'FOREXCOM:NSXUSD', title: 'US 100 Cash CFD' },
  { proName: 'FX_IDC:EURUSD', title: 'EUR to USD' },
  { proName: 'BITSTAMP:BTCUSD', title: 'Bitcoin' },
  { proName: 'BITSTAMP:ETHUSD', title: 'Ethereum' },
];

export const TICKER_SCRIPT_URL = 'https://s3.tradingview.com/external-embedding/embed-widget-ticker-tape.js';
