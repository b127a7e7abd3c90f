import { OPENAPI_URL, paths } from './paths';
import { PRODUCT_NAME } from './product';

export interface PageMetaEntry {
  /** Page name; the product name is appended ("News | BrokerBridge"). None for the home page. */
  title?: string;
  description: string;
  /** Same-origin JSON the page fetches first: the server's HTML preloads it while the scripts load. */
  preload?: string[];
}

/** "News | BrokerBridge"; the home page's own. */
export function fullTitle(title?: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} | One API for every broker`;
}

/**
 * Every known route's title and description: the pages render them, and the build writes them
 * to page-meta.json so the server can put them in the HTML it sends (crawlers that run no
 * JavaScript see them) and answer 404 for any other path.
 */
export const PAGE_META: Record<string, PageMetaEntry> = {
  [paths.home]: {
    description:
      'Connect once, trade everywhere: one API for real-time broker data and trading in stocks, options and futures, with OAuth onboarding for your users.',
  },
  [paths.contact]: { title: 'Contact', description: 'Ready to streamline brokerage connections or join the trader marketplace? Get in touch.' },
  [paths.marketplace]: {
    title: 'Marketplace',
    description: 'A curated directory of the best tools and newsletters for traders: analytics, automation, risk, research and market news.',
  },
  [paths.apiDocumentation]: {
    title: 'API Documentation',
    description: 'Developer documentation for the broker API: OAuth connections, users, accounts, balances, positions, orders and streaming updates.',
  },
  [paths.apiDocumentationV1]: {
    title: 'Sandbox API Reference',
    description: `Every call, field and error of the ${PRODUCT_NAME} sandbox API (/v1), generated from its OpenAPI document.`,
    preload: [OPENAPI_URL],
  },
  [paths.news]: { title: 'News', description: `The latest news, product updates and announcements from ${PRODUCT_NAME}, from our LinkedIn page.` },
  [paths.login]: { title: 'Sign in', description: 'Enter your credentials to access the dashboard' },
  [paths.register]: { title: 'Create an account', description: `Sign up to build against the ${PRODUCT_NAME} API` },
  [paths.privacyPolicy]: {
    title: 'Privacy Policy',
    description: `How ${PRODUCT_NAME} collects, uses, shares and protects personal information, and how to exercise your rights.`,
  },
  [paths.termsOfUse]: {
    title: 'Terms of Use',
    description: `The terms that govern the use of the ${PRODUCT_NAME} website and API: eligibility, API use, liability and governing law.`,
  },
  [paths.riskDisclosure]: {
    title: 'Risk Disclosure',
    description: `The risks of trading and of relying on connected systems when you trade through apps built on ${PRODUCT_NAME}.`,
  },
  [paths.tradingPlatform]: {
    title: 'Trading Demo',
    description: `Try the ${PRODUCT_NAME} API: connect a brokerage account through a simulated OAuth flow and paper-trade with live simulated prices.`,
  },
  [paths.dashboard]: { title: 'Client Dashboard', description: 'Platform metrics for administrators.' },
  [paths.developers]: {
    title: 'Developer Console',
    description: `Create API keys, make your first sandbox call and watch your requests to the ${PRODUCT_NAME} API.`,
  },
  [paths.connect]: {
    title: 'Connect your broker account',
    description: `Sign in at your broker and choose what an app may do with your account, through ${PRODUCT_NAME} Connect.`,
  },
};

/** Unknown paths and /praams-login. */
export const NOT_FOUND_META: PageMetaEntry = { title: 'Page not found', description: 'The page you were looking for does not exist.' };
