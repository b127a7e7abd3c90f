import { API_BASE } from '../api/jsonRequest';

/** Every route path of the site; nothing else spells them out. */
export const paths = {
  home: '/',
  contact: '/contact',
  marketplace: '/marketplace',
  apiDocumentation: '/api-documentation',
  /** The public API's (/v1) reference, drawn from the API's own OpenAPI document. */
  apiDocumentationV1: '/api-documentation/v1',
  /** Every error code the API answers with; each entry's anchor is its code (#AUTH.INVALID_API_KEY). */
  apiErrors: '/api-documentation/errors',
  guideQuickstart: '/api-documentation/guides/quickstart',
  guideTesting: '/api-documentation/guides/testing',
  guideGoingLive: '/api-documentation/guides/going-live',
  news: '/news',
  login: '/login',
  register: '/register',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
  riskDisclosure: '/risk-disclosure',
  tradingPlatform: '/trading-platform',
  dashboard: '/dashboard',
  /** The developer console: where a non-admin lands after signing in or up. */
  developers: '/developers',
  /** The console's sections, each its own address under /developers. */
  developerKeys: '/developers/keys',
  developerApps: '/developers/apps',
  developerConnections: '/developers/connections',
  developerAccounts: '/developers/accounts',
  developerRequests: '/developers/requests',
  developerWebhooks: '/developers/webhooks',
  /** The connect portal (BrokerBridge Connect): the authorization server sends the browser here with ?interaction=<uid>. */
  connect: '/connect',
  /** Kept from the original site: it shows the not-found page. */
  praamsLogin: '/praams-login',
} as const;

/** One /v1 operation's page in the reference, by its operationId (`createAccount`). */
export const referenceOperationPath = (operationId: string) => `${paths.apiDocumentationV1}/${encodeURIComponent(operationId)}`;
/** One webhook event's page in the reference (`order.filled`). */
export const referenceWebhookPath = (event: string) => `${paths.apiDocumentationV1}/webhooks/${encodeURIComponent(event)}`;
/** One sandbox account's page in the console. */
export const developerAccountPath = (id: string) => `${paths.developerAccounts}/${encodeURIComponent(id)}`;

/** Where the public API (/v1) describes itself; outside /api, so the client fetches it directly. */
export const OPENAPI_URL = '/v1/openapi.json';
/** Every error code with its status, a typical message and what to do (the errors page renders it). */
export const ERROR_CATALOG_URL = '/v1/errors.json';
/** The news page's posts, under the API (relative to /api, as jsonRequest takes it). */
export const LINKEDIN_POSTS_PATH = '/linkedin/posts';
/** The same, as the page document the news page is drawn with (preloaded, see staticJson.ts). */
export const LINKEDIN_POSTS_URL = `${API_BASE}${LINKEDIN_POSTS_PATH}`;
