import algoblocks from '../logos/tools/algoblocks.svg';
import complytrack from '../logos/tools/complytrack.svg';
import fundedarena from '../logos/tools/fundedarena.svg';
import mirrordesk from '../logos/tools/mirrordesk.svg';
import optionforge from '../logos/tools/optionforge.svg';
import portfolioprism from '../logos/tools/portfolioprism.svg';
import quantlens from '../logos/tools/quantlens.svg';
import riskharbor from '../logos/tools/riskharbor.svg';
import tradecircle from '../logos/tools/tradecircle.svg';
import type { MarketplaceEntry } from './types';

/** Nine invented trader tools (PRODUCT.md: no real firm, .example domains). */
export const tools: readonly MarketplaceEntry[] = [
  {
    name: 'QuantLens',
    description: 'AI research assistant that reads filings and earnings calls and scores your portfolio against them.',
    logo: quantlens,
    tags: ['AI', 'Portfolio Analysis', 'Research'],
    websiteUrl: 'https://quantlens.example',
  },
  {
    name: 'RiskHarbor',
    description: 'Real-time exposure limits, drawdown alerts and audit-ready reports for active traders and small funds.',
    logo: riskharbor,
    tags: ['Risk Management', 'Compliance'],
    websiteUrl: 'https://riskharbor.example',
  },
  {
    name: 'OptionForge',
    description: 'Build, back-test and automate multi-leg options strategies with live Greeks and payoff charts.',
    logo: optionforge,
    tags: ['Options Trading', 'Automation'],
    websiteUrl: 'https://optionforge.example',
  },
  {
    name: 'MirrorDesk',
    description: 'Follow verified traders and mirror their orders in your own broker account, with your own position limits.',
    logo: mirrordesk,
    tags: ['Copy Trading', 'Social Trading'],
    websiteUrl: 'https://mirrordesk.example',
  },
  {
    name: 'FundedArena',
    description: 'Prove your edge in simulated trading challenges and earn a funded account with a partner prop firm.',
    logo: fundedarena,
    tags: ['Trading Challenges', 'Prop Trading'],
    websiteUrl: 'https://fundedarena.example',
  },
  {
    name: 'PortfolioPrism',
    description: 'Every account in one picture: allocation, sector heat maps and performance attribution across brokers.',
    logo: portfolioprism,
    tags: ['Portfolio Visualization', 'Portfolio Analysis'],
    websiteUrl: 'https://portfolioprism.example',
  },
  {
    name: 'AlgoBlocks',
    description: 'Drag-and-drop strategy builder: turn trading rules into running algorithms without writing code.',
    logo: algoblocks,
    tags: ['Algotrading', 'No Code', 'Automation'],
    websiteUrl: 'https://algoblocks.example',
  },
  {
    name: 'TradeCircle',
    description: 'A community where traders share ideas, trade journals and watchlists, with results linked to real accounts.',
    logo: tradecircle,
    tags: ['Social Trading', 'Research'],
    websiteUrl: 'https://tradecircle.example',
  },
  {
    name: 'ComplyTrack',
    description: 'Automated trade surveillance and personal-trading pre-clearance for advisers and compliance teams.',
    logo: complytrack,
    tags: ['Compliance', 'Risk Management', 'AI'],
    websiteUrl: 'https://complytrack.example',
  },
];
