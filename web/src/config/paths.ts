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
  /** The connect portal (BrokerBridge Connect): the authorization server sends the browser here with ?interaction=<uid>. */
  connect: '/connect',
  /** Kept from the original site: it shows the not-found page. */
  praamsLogin: '/praams-login',
} as const;

/** Where the public API (/v1) describes itself; outside /api, so the client fetches it directly. */
export const OPENAPI_URL = '/v1/openapi.json';
