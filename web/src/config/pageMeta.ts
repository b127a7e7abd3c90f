import { ERROR_CATALOG_URL, LINKEDIN_POSTS_URL, OPENAPI_URL, paths } from './paths';
import { PRODUCT_NAME } from './product';

export interface PageMetaEntry {
  /** Page name; the product name is appended ("News | BrokerBridge"). None for the home page. */
  title?: string;
  description: string;
  /**
   * Public JSON documents the page is drawn with (useStaticJson, and the news page's posts): the
   * build prerenders the page with them (scripts/prerender-pages.mjs), the server's HTML preloads
   * them, and the client fetches them before it adopts the page. One under /api is the API's
   * answer: the server sends the prerendered markup only while it answers the same.
   */
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
  [paths.apiErrors]: {
    title: 'Error Codes',
    description: `Every error code of the ${PRODUCT_NAME} API: its HTTP status, a typical message, what it means and what to do.`,
    preload: [ERROR_CATALOG_URL],
  },
  [paths.guideQuickstart]: {
    title: 'Quickstart',
    description: `From a new account to a first order, its event stream and a verified webhook on the ${PRODUCT_NAME} sandbox, with copy-paste code.`,
  },
  [paths.guideTesting]: {
    title: 'Testing Guide',
    description: `Script fills and rejections, move each account's clock, inject broker faults and fire webhooks in the ${PRODUCT_NAME} sandbox.`,
  },
  [paths.guideGoingLive]: {
    title: 'Going Live',
    description: `What differs between the ${PRODUCT_NAME} sandbox and live trading, and what to check before you switch.`,
  },
  [paths.news]: {
    title: 'News',
    description: `The latest news, product updates and announcements from ${PRODUCT_NAME}, from our LinkedIn page.`,
    preload: [LINKEDIN_POSTS_URL],
  },
  [paths.login]: { title: 'Sign in', description: 'Sign in to your developer console: API keys, sandbox accounts, webhooks and the request log.' },
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

/**
 * Paths under which every address is a page of one kind, served with the section's head: the
 * reference's page per operation (/api-documentation/v1/createAccount), the console's sections
 * (/developers/accounts/<id>). The page itself says when a name is not there.
 */
export const PAGE_SECTIONS: Record<string, PageMetaEntry> = {
  [paths.apiDocumentationV1]: PAGE_META[paths.apiDocumentationV1],
  [paths.developers]: PAGE_META[paths.developers],
};

/** Unknown paths and /praams-login. */
export const NOT_FOUND_META: PageMetaEntry = { title: 'Page not found', description: 'The page you were looking for does not exist.' };
