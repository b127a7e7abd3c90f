/**
 * The asset catalogue: every symbol the sandbox trades, as data. The demo's five come first and
 * in their old order, because a symbol's place in this list fixes its seeded price path
 * (price-path.ts): a new symbol only ever goes at the end, and none is ever removed or moved.
 * Start prices are late-2025 levels; the path stays within some ±30% of them.
 */
export type AssetClass = 'us_equity' | 'etf';
export type Exchange = 'NASDAQ' | 'NYSE' | 'NYSEARCA';

export interface AssetFacts {
  readonly name: string;
  readonly assetClass: AssetClass;
  readonly exchange: Exchange;
  /** Where the path starts and returns to, in dollars and cents. */
  readonly startPrice: string;
  /** Whether a broker that takes fractional orders may take them for this symbol. */
  readonly fractionable: boolean;
}

const stock = (name: string, exchange: Exchange, startPrice: string, fractionable = true): AssetFacts => ({
  name,
  assetClass: 'us_equity',
  exchange,
  startPrice,
  fractionable,
});
const etf = (name: string, exchange: Exchange, startPrice: string, fractionable = true): AssetFacts => ({
  name,
  assetClass: 'etf',
  exchange,
  startPrice,
  fractionable,
});

export const ASSET_CATALOGUE = {
  // The demo's five (site spec): their start prices and their order are part of their paths.
  AAPL: stock('Apple Inc.', 'NASDAQ', '230.00'),
  GOOGL: stock('Alphabet Inc. Class A', 'NASDAQ', '175.00'),
  MSFT: stock('Microsoft Corporation', 'NASDAQ', '420.00'),
  TSLA: stock('Tesla, Inc.', 'NASDAQ', '250.00'),
  NVDA: stock('NVIDIA Corporation', 'NASDAQ', '130.00'),
  // Added for the sandbox (issue 32): appended, never reordered.
  AMZN: stock('Amazon.com, Inc.', 'NASDAQ', '215.00'),
  META: stock('Meta Platforms, Inc. Class A', 'NASDAQ', '590.00'),
  JPM: stock('JPMorgan Chase & Co.', 'NYSE', '245.00'),
  V: stock('Visa Inc. Class A', 'NYSE', '320.00'),
  KO: stock('The Coca-Cola Company', 'NYSE', '68.00'),
  PEP: stock('PepsiCo, Inc.', 'NASDAQ', '148.00'),
  XOM: stock('Exxon Mobil Corporation', 'NYSE', '115.00'),
  DIS: stock('The Walt Disney Company', 'NYSE', '112.00'),
  NFLX: stock('Netflix, Inc.', 'NASDAQ', '1150.00'),
  AMD: stock('Advanced Micro Devices, Inc.', 'NASDAQ', '160.00'),
  INTC: stock('Intel Corporation', 'NASDAQ', '24.00'),
  BAC: stock('Bank of America Corporation', 'NYSE', '46.00'),
  WMT: stock('Walmart Inc.', 'NASDAQ', '98.00'),
  COST: stock('Costco Wholesale Corporation', 'NASDAQ', '930.00'),
  ORCL: stock('Oracle Corporation', 'NYSE', '210.00'),
  CRM: stock('Salesforce, Inc.', 'NYSE', '255.00'),
  ADBE: stock('Adobe Inc.', 'NASDAQ', '350.00'),
  PFE: stock('Pfizer Inc.', 'NYSE', '25.00'),
  UNH: stock('UnitedHealth Group Incorporated', 'NYSE', '320.00'),
  HD: stock('The Home Depot, Inc.', 'NYSE', '380.00'),
  // Whole shares only here (as some brokers list them), so the flag means something in the sandbox.
  T: stock('AT&T Inc.', 'NYSE', '27.00', false),
  F: stock('Ford Motor Company', 'NYSE', '12.00', false),
  SPY: etf('SPDR S&P 500 ETF Trust', 'NYSEARCA', '660.00'),
  QQQ: etf('Invesco QQQ Trust, Series 1', 'NASDAQ', '590.00'),
  IWM: etf('iShares Russell 2000 ETF', 'NYSEARCA', '240.00'),
  DIA: etf('SPDR Dow Jones Industrial Average ETF Trust', 'NYSEARCA', '470.00'),
  VTI: etf('Vanguard Total Stock Market ETF', 'NYSEARCA', '325.00'),
  GLD: etf('SPDR Gold Shares', 'NYSEARCA', '370.00'),
  TLT: etf('iShares 20+ Year Treasury Bond ETF', 'NASDAQ', '90.00', false),
  ARKK: etf('ARK Innovation ETF', 'NYSEARCA', '75.00', false),
} as const satisfies Record<string, AssetFacts>;

export type AssetSymbol = keyof typeof ASSET_CATALOGUE;

/** Every symbol of the catalogue, in path order. */
export const ASSET_SYMBOLS = Object.keys(ASSET_CATALOGUE) as AssetSymbol[];

/**
 * The brokers that trade each asset (GET /v1/assets), as data. Every trading broker trades a
 * symbol unless EXCEPTIONS lists who does; tidewater, a read-only aggregator, trades none. An
 * order for a symbol at a broker not in its list is refused (checkOrder, capability `asset`).
 * The exceptions follow one recorded rule (docs/decisions/asset-catalogue-brokers.md):
 * harborline, modelled on a large retail broker, keeps a product-approval list that leaves out an
 * actively managed thematic ETF (ARKK) and a commodity grantor trust (GLD).
 */
export const TRADING_BROKER_IDS = ['northwind', 'harborline', 'meridian', 'summit-ridge'] as const;
const EXCEPTIONS: Partial<Record<AssetSymbol, readonly string[]>> = {
  GLD: ['northwind', 'meridian', 'summit-ridge'],
  ARKK: ['northwind', 'meridian', 'summit-ridge'],
};

export function brokersTrading(symbol: AssetSymbol): readonly string[] {
  return EXCEPTIONS[symbol] ?? TRADING_BROKER_IDS;
}

/**
 * Symbols a broker that lends shares cannot borrow (hard to borrow): a short sale of one is
 * refused (checkOrder, capability `shortSelling`); every other symbol is easy to borrow
 * (GET /v1/assets `easyToBorrow`). Low-priced or heavily shorted names, as a stock-loan desk's
 * list would have them (docs/decisions/short-selling.md).
 */
const HARD_TO_BORROW: ReadonlySet<AssetSymbol> = new Set<AssetSymbol>(['ARKK', 'F', 'INTC']);

export function easyToBorrow(symbol: AssetSymbol): boolean {
  return !HARD_TO_BORROW.has(symbol);
}

/** What is wrong with a catalogue (empty when nothing): checked when this file loads, and by its spec. */
export function catalogueProblems(catalogue: Record<string, AssetFacts>): string[] {
  const problems: string[] = [];
  for (const [symbol, facts] of Object.entries(catalogue)) {
    if (!/^[A-Z]{1,5}$/.test(symbol)) problems.push(`${symbol}: a symbol is 1 to 5 capital letters`);
    if (!/^\d+\.\d{2}$/.test(facts.startPrice) || Number(facts.startPrice) < 1) problems.push(`${symbol}: startPrice must be dollars and cents, at least 1.00`);
    if (!['us_equity', 'etf'].includes(facts.assetClass)) problems.push(`${symbol}: unknown asset class ${facts.assetClass}`);
    if (!['NASDAQ', 'NYSE', 'NYSEARCA'].includes(facts.exchange)) problems.push(`${symbol}: unknown exchange ${facts.exchange}`);
    if (facts.name.trim() === '') problems.push(`${symbol}: a name is required`);
  }
  return problems;
}

const problems = catalogueProblems(ASSET_CATALOGUE);
if (problems.length) throw new Error(`The asset catalogue is invalid: ${problems.join('; ')}`);
