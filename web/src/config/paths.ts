/** Every route path of the site; nothing else spells them out. */
export const paths = {
  home: '/',
  contact: '/contact',
  marketplace: '/marketplace',
  apiDocumentation: '/api-documentation',
  /** The public API's (/v1) reference, drawn from the API's own OpenAPI document. */
  apiDocumentationV1: '/api-documentation/v1',
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
  /** Kept from the original site: it shows the not-found page. */
  praamsLogin: '/praams-login',
} as const;

/** One sandbox account's page in the console. */
export const developerAccountPath = (id: string) => `${paths.developerAccounts}/${encodeURIComponent(id)}`;

/** Where the public API (/v1) describes itself; outside /api, so the client fetches it directly. */
export const OPENAPI_URL = '/v1/openapi.json';
