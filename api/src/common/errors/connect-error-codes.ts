import { API, V1, type ErrorCodeEntry } from './error-code-entry';

/** BrokerBridge Connect's codes (partner apps, access tokens, the connect portal): part of V1_ERROR_CODES. */
export const CONNECT_ERROR_CODES: readonly ErrorCodeEntry[] = [
  {
    code: 'CONNECT.APP_NOT_FOUND',
    status: 404,
    message: 'App not found',
    description: 'No app of yours has this id (it may have been deleted).',
    surfaces: V1,
  },
  {
    code: 'CONNECT.APP_QUOTA',
    status: 409,
    message: 'You already have 10 apps: delete one before registering another.',
    description: 'At most 10 partner apps per developer. Delete one you no longer use (DELETE /v1/apps/{id}).',
    surfaces: V1,
  },
  {
    code: 'CONNECT.PUBLIC_APP_HAS_NO_SECRET',
    status: 409,
    message: 'A public app has no client secret to rotate: it proves itself with PKCE alone.',
    description: 'Only confidential apps have a client secret. A public app (a browser or mobile app) authenticates each code exchange with its PKCE verifier.',
    surfaces: V1,
  },
  {
    code: 'CONNECT.CONNECTION_NOT_FOUND',
    status: 404,
    message: 'Connection not found',
    description: "No connection of your apps has this id; with an app's access token, only that token's own connection is found.",
    surfaces: V1,
  },
  {
    code: 'AUTH.INVALID_ACCESS_TOKEN',
    status: 401,
    message: 'This access token is unknown, expired or revoked: refresh it, or send the user through the connect flow again.',
    description:
      'An access token from the connect flow is short-lived (15 minutes by default). Exchange the refresh token for a new pair at the token endpoint; after a revocation, send the user through the portal again.',
    surfaces: V1,
  },
  {
    code: 'AUTH.TOKEN_NOT_ALLOWED',
    status: 403,
    message:
      "An app's access token reaches its connection's accounts (/v1/accounts/{id}/...), /v1/connections and /v1/brokers only; this call takes the developer's API key.",
    description:
      "Access tokens act for one connection: its accounts, GET /v1/connections and GET /v1/brokers. Creating accounts, apps or webhooks, and sandbox control, take the developer's API key.",
    surfaces: V1,
  },
  {
    code: 'CONNECT.INTERACTION_NOT_FOUND',
    status: 404,
    message: 'This connection request has expired or belongs to another browser: go back to the app and start again.',
    description: 'The connect portal works on one authorization request, bound to the browser that started it, for 30 minutes.',
    surfaces: API,
  },
  {
    code: 'CONNECT.WRONG_STEP',
    status: 409,
    message: 'This connection request is not at its consent step: reload the page.',
    description: 'A portal step was sent out of order (sign-in after sign-in, consent before it). Reload the page to see the current step.',
    surfaces: API,
  },
  {
    code: 'CONNECT.INVALID_BROKER_CREDENTIALS',
    status: 401,
    message: 'Invalid username or password.',
    description: 'The simulated broker refused the sign-in. In the sandbox the test users are listed on the sign-in page (user_good / pass_good, ...).',
    surfaces: API,
  },
  {
    code: 'CONNECT.BROKER_ACCOUNT_LOCKED',
    status: 403,
    message: 'This account is locked at the broker: contact the broker to unlock it.',
    description: 'The scripted outcome of user_locked: the connection cannot go on.',
    surfaces: API,
  },
  {
    code: 'CONNECT.BROKER_UNAVAILABLE',
    status: 503,
    message: 'The broker is not answering right now: try again in a moment.',
    description: 'The scripted outcome of user_broker_down: the portal offers a retry.',
    surfaces: API,
  },
  {
    code: 'CONNECT.INVALID_MFA_CODE',
    status: 401,
    message: 'That code is not right: check it and try again.',
    description: 'The broker asked a one-time code (user_mfa) and this one is wrong; in the sandbox 123456 passes.',
    surfaces: API,
  },
  {
    code: 'CONNECT.CONSENT_NOT_ALLOWED',
    status: 400,
    message: 'The broker does not allow trading:write for this account.',
    description: 'Consent may grant the scopes the app asked for, or fewer, on accounts the broker listed; the broker may refuse some scopes for some users.',
    surfaces: API,
  },
  {
    code: 'CONNECT.CONNECTION_REVOKED',
    status: 409,
    message: 'This connection is revoked: it cannot break or be repaired; the user connects again from the start.',
    description:
      'A revoked connection is over: break and repair take a live one. Send the user through the connect flow without connection_id for a new connection.',
    surfaces: V1,
  },
  {
    code: 'CONNECT.REPAIR_WRONG_USER',
    status: 403,
    message: 'This connection belongs to another user at the broker: sign in as the user who connected it, or go back to the app.',
    description:
      'Repairing a connection (connection_id on the authorization request) takes the same user at the same broker; anyone else is refused at the sign-in.',
    surfaces: API,
  },
];
