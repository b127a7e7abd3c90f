/**
 * The site runs with every third-party script optional; these are the few origins it may
 * load from when they are reachable: the ticker widget and the CRM embeds.
 */
export const THIRD_PARTY_SCRIPT_ORIGINS = [
  'https://s3.tradingview.com',
  'https://embed.copper.com',
  'https://js.hsforms.net',
  'https://js.hs-scripts.com',
  'https://www.googletagmanager.com',
];

export const THIRD_PARTY_FRAME_ORIGINS = [
  'https://s.tradingview.com',
  'https://www.tradingview-widget.com',
  'https://s.tradingview-widget.com',
  'https://forms.hsforms.com',
  'https://app.copper.com',
];

export const contentSecurityPolicyDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...THIRD_PARTY_SCRIPT_ORIGINS],
  // MUI (emotion) injects style tags at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:', 'https://forms.hsforms.com', 'https://api.hsforms.com', 'https://www.google-analytics.com'],
  frameSrc: ["'self'", ...THIRD_PARTY_FRAME_ORIGINS],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};
