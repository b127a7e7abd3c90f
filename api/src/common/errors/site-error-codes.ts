import { API, type ErrorCodeEntry } from './error-code-entry';

/** The site's and the console's own codes (sign-in, forms, news): part of ERROR_CATALOG. */
export const SITE_ERROR_CODES: readonly ErrorCodeEntry[] = [
  // The site and the console.
  {
    code: 'AUTH.INVALID_CREDENTIALS',
    status: 401,
    message: 'Invalid username or password',
    description: 'The username or the password is wrong.',
    surfaces: API,
  },
  {
    code: 'AUTH.TOO_MANY_FAILURES',
    status: 429,
    message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    description: 'Sign-in is paused after repeated failures; try again after the time given.',
    surfaces: API,
  },
  {
    code: 'SHUTTING_DOWN',
    status: 503,
    message: 'This instance is shutting down; the others take its requests.',
    description: 'The health check of an instance that is draining: a load balancer sends the call to another instance.',
    surfaces: API,
  },
  { code: 'AUTH.USERNAME_TAKEN', status: 409, message: 'That username is already taken', description: 'Choose another username.', surfaces: API },
  { code: 'AUTH.UNAUTHENTICATED', status: 401, message: 'You are not signed in.', description: 'The console’s calls need you signed in.', surfaces: API },
  { code: 'AUTH.FORBIDDEN', status: 403, message: 'This page is for administrators only.', description: 'The dashboard is for administrators.', surfaces: API },
  {
    code: 'SECURITY.CROSS_SITE_REQUEST',
    status: 403,
    message: 'Request refused: it came from another site',
    description: 'The site’s own calls must come from its own pages (same origin). /v1 has no such rule: it takes API keys.',
    surfaces: API,
  },
  {
    code: 'CONTACT.JSON_REQUIRED',
    status: 415,
    message: 'Unsupported content type. Send JSON.',
    description: 'The contact form takes JSON bodies only.',
    surfaces: API,
  },
  {
    code: 'NEWS.INVALID_IMAGE_ID',
    status: 400,
    message: 'The image id must be a LinkedIn image URN such as urn:li:image:C4D22AQH1a2b3c.',
    description: 'The news image proxy takes LinkedIn image URNs only.',
    surfaces: API,
  },
  { code: 'NEWS.IMAGE_NOT_FOUND', status: 404, message: 'No such image.', description: 'No news post uses this image.', surfaces: API },
  {
    code: 'NEWS.IMAGE_UNAVAILABLE',
    status: 502,
    message: 'The image could not be loaded from LinkedIn. Please try again later.',
    description: 'LinkedIn did not serve the image; try again later.',
    surfaces: API,
  },
];
