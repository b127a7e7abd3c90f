import aiMarketsWeekly from '../logos/newsletters/ai-markets-weekly.svg';
import fintechFrontier from '../logos/newsletters/fintech-frontier.svg';
import foundersFunds from '../logos/newsletters/founders-funds.svg';
import macroCompass from '../logos/newsletters/macro-compass.svg';
import morningTape from '../logos/newsletters/morning-tape.svg';
import optionsOutlook from '../logos/newsletters/options-outlook.svg';
import stockPickSunday from '../logos/newsletters/stock-pick-sunday.svg';
import tickerDigest from '../logos/newsletters/ticker-digest.svg';
import valueLedger from '../logos/newsletters/value-ledger.svg';
import type { MarketplaceEntry } from './types';

/** Nine invented newsletters (PRODUCT.md: no real publication, .example domains). */
export const newsletters: readonly MarketplaceEntry[] = [
  {
    name: 'The Morning Tape',
    description: 'Five minutes before the open: overnight moves, the day’s calendar and the charts that matter.',
    logo: morningTape,
    tags: ['Daily Newsletter', 'Market Insights'],
    websiteUrl: 'https://morningtape.example',
  },
  {
    name: 'Macro Compass',
    description: 'Rates, currencies and central banks explained in plain language, every Tuesday.',
    logo: macroCompass,
    tags: ['Macro', 'Market Insights'],
    websiteUrl: 'https://macrocompass.example',
  },
  {
    name: 'Ticker Digest',
    description: 'The financial news of the day, summarised and de-duplicated, straight to your inbox.',
    logo: tickerDigest,
    tags: ['Financial News', 'News', 'Daily Newsletter'],
    websiteUrl: 'https://tickerdigest.example',
  },
  {
    name: 'Founders & Funds',
    description: 'Who raised, who invested and why: a weekly brief on fintech deals for founders and investors.',
    logo: foundersFunds,
    tags: ['Startups', 'Investors'],
    websiteUrl: 'https://foundersandfunds.example',
  },
  {
    name: 'Stock Pick Sunday',
    description: 'One researched idea every weekend, with the thesis, the risks and the price that would change our mind.',
    logo: stockPickSunday,
    tags: ['Stock Picks', 'Investors'],
    websiteUrl: 'https://stockpicksunday.example',
  },
  {
    name: 'AI Markets Weekly',
    description: 'How machine learning is changing research and execution, with papers and tools worth your time.',
    logo: aiMarketsWeekly,
    tags: ['AI', 'Research', 'Market Insights'],
    websiteUrl: 'https://aimarketsweekly.example',
  },
  {
    name: 'Options Outlook',
    description: 'Volatility, skew and the week’s most interesting options flow, decoded for retail traders.',
    logo: optionsOutlook,
    tags: ['Options Trading', 'Market Insights'],
    websiteUrl: 'https://optionsoutlook.example',
  },
  {
    name: 'Fintech Frontier',
    description: 'Product launches, regulation and the people building the next generation of trading apps.',
    logo: fintechFrontier,
    tags: ['Startups', 'News'],
    websiteUrl: 'https://fintechfrontier.example',
  },
  {
    name: 'The Value Ledger',
    description: 'Long-form company analysis for patient investors: balance sheets first, headlines last.',
    logo: valueLedger,
    tags: ['Investors', 'Stock Picks', 'Research'],
    websiteUrl: 'https://valueledger.example',
  },
];
