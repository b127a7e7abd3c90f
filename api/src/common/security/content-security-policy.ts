/**
 * The site runs with every third-party script optional; these are the few origins it may
 * load from when they are reachable: the ticker widget and the CRM embeds.
 */
const THIRD_PARTY_SCRIPT_ORIGINS = [
  'https://s3.tradingview.com',
  'https://embed.copper.com',
  'https://js.hsforms.net',
  'https://js.hs-scripts.com',
  'https://www.googletagmanager.com',
];

const THIRD_PARTY_FRAME_ORIGINS = [
  'https://s.tradingview.com',
  'https://www.tradingview-widget.com',
  'https://s.tradingview-widget.com',
  'https://forms.hsforms.com',
  'https://app.copper.com',
];

/**
 * Our policy. Websockets go to our own origin only: CSP3's 'self' covers ws(s) to this host,
 * and with PUBLIC_URL set its ws(s) origin is named too (browsers that predate CSP3's rule).
 */
export function contentSecurityPolicyDirectives(publicUrl?: string) {
  const ownSocketOrigin = publicUrl ? [new URL(publicUrl).origin.replace(/^http/, 'ws')] : [];
  return {
    ...BASE_DIRECTIVES,
    connectSrc: ["'self'", ...ownSocketOrigin, 'https://forms.hsforms.com', 'https://api.hsforms.com', 'https://www.google-analytics.com'],
  };
}

const BASE_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...THIRD_PARTY_SCRIPT_ORIGINS],
  // MUI (emotion) injects style tags at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  frameSrc: ["'self'", ...THIRD_PARTY_FRAME_ORIGINS],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};
