import { generateKeyPairSync } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AppRow } from '../apps/apps.queries';
import { secretMatchesHash } from '../apps/client-credentials';
import { CODE_SECONDS, type ConnectConfig } from '../connect.config';
import { CONNECT_SCOPES } from '../connect-scopes';
import { connectionById } from '../connections/connections.queries';
import type { ArtifactStore } from './artifact-store';
import { accessTokenSecondsFor, grantSecondsFor, omitExpiresInOfNonExpiringTokens, refreshableFor } from './broker-token-policy';
import { type AdapterPayload, type Configuration, type KoaContextWithOIDC, oidc, type Provider } from './oidc-provider';
import { postgresAdapter } from './postgres-adapter';
import { keepProviderContextOutOfEveryPromise } from './provider-context-storage';

/**
 * Where the authorization endpoint sends the browser for an interaction (login, then consent).
 * oidc-provider scopes the interaction's cookie to this path, so the portal's calls live under it;
 * a GET of it redirects to the portal's page, /connect?interaction=<uid>.
 */
export const interactionPath = (uid: string) => `/api/connect/interactions/${uid}`;

/**
 * The OAuth 2.0 authorization server (RFC 6749, 7636, 7009, 7662, 8414, 9700) on oidc-provider:
 * authorization code only, PKCE S256 for every client, refresh tokens rotated on every use with
 * reuse revoking the family (the library, plus an atomic consume in the adapter), opaque access
 * tokens. See docs/decisions/connect-authorization-server.md.
 */
export function createProvider(
  issuer: string,
  config: ConnectConfig,
  store: ArtifactStore,
  dataSource: DataSource,
  findApp: (clientId: string) => Promise<AppRow | undefined>,
): Provider {
  const findClient = async (clientId: string): Promise<AdapterPayload | undefined> => {
    const app = await findApp(clientId);
    if (!app) return undefined;
    return {
      client_id: app.client_id,
      client_name: app.name,
      redirect_uris: app.redirect_uris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: app.type === 'confidential' ? 'client_secret_basic' : 'none',
      // The one signing key (jwks below) is P-256; nothing is signed for a client, but the metadata must name a key it has.
      id_token_signed_response_alg: 'ES256',
      // The SHA-256 of the secret: compareClientSecret (below) hashes what the client sends.
      ...(app.secret_hash ? { client_secret: app.secret_hash } : {}),
    };
  };

  const configuration: Configuration = {
    adapter: postgresAdapter(store, findClient),
    clients: [],
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
    scopes: [...CONNECT_SCOPES],
    claims: { openid: ['sub'] },
    responseTypes: ['code'],
    // connection_id: this authorization repairs that connection of the app (CONNECT.md "Connections").
    extraParams: {
      connection_id: async (_ctx: KoaContextWithOIDC, value: string | undefined, client: { clientId: string } | undefined) => {
        if (value === undefined || value === '') return;
        const row = UUID.test(value) ? await connectionById(dataSource, value) : undefined;
        if (!row || row.status === 'revoked' || row.client_id !== client?.clientId) {
          throw new oidc.errors.InvalidRequest('connection_id names no live connection of this app: connect the user without it');
        }
      },
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // A client revokes and introspects its own tokens only (RFC 7009 §2.1, RFC 7662 §2.1).
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => Promise.resolve(token.clientId === client.clientId) },
      introspection: { enabled: true, allowedPolicy: (_ctx, client, token) => Promise.resolve(token.clientId === client.clientId) },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      // The one reader of the request-context store that keepProviderContextOutOfEveryPromise empties.
      clientIdMetadataDocument: { enabled: false },
    },
    // Every authorization asks for consent again: each one makes (or repairs) a connection.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId as string | undefined;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    // The broker's token policy (its profile): meridian's tokens last 24 h and come without a refresh
    // token; northwind's last until revoked (a ten-year lifetime, a grant as long, no expires_in).
    issueRefreshToken: (_ctx, client, code) => Promise.resolve(client.grantTypeAllowed('refresh_token') && refreshableFor(code.accountId)),
    rotateRefreshToken: true,
    // A connection lives by its broker's token policy, not by the portal's sign-in that made it:
    // oidc-provider's default binds tokens without offline_access (a scope CONNECT.md has not) to
    // that browser session (30 min, one grant per app), so every refresh token died with it.
    expiresWithSession: () => Promise.resolve(false),
    ttl: {
      AccessToken: (_ctx, token) => accessTokenSecondsFor(token.accountId, config.accessTokenSeconds),
      AuthorizationCode: CODE_SECONDS,
      RefreshToken: config.refreshTokenSeconds,
      Interaction: 1800,
      Session: 1800,
      Grant: (_ctx, grant) => grantSecondsFor(grant.accountId, config.refreshTokenSeconds),
    },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid), policy: signInEveryTime() },
    cookies: { keys: config.cookieKeys, long: { signed: true, httpOnly: true, sameSite: 'lax' }, short: { signed: true, httpOnly: true, sameSite: 'lax' } },
    routes: { authorization: '/authorize', token: '/token', revocation: '/revoke', introspection: '/introspect', jwks: '/jwks' },
    // A browser app (public client) may call the token endpoint from the origin of one of its redirect URIs.
    clientBasedCORS: (_ctx, origin, client) => client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    // Only ID tokens would be signed, and no client can ask for one (no openid scope): a key per boot suffices.
    jwks: { keys: [generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }) as never] },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(out.error, out.error_description);
    },
  };

  keepProviderContextOutOfEveryPromise();
  const provider = new oidc.Provider(issuer, configuration);
  provider.proxy = config.behindProxy;
  provider.Client.prototype.compareClientSecret = function (this: { clientSecret?: string }, actual: string) {
    return Promise.resolve(typeof this.clientSecret === 'string' && secretMatchesHash(actual, this.clientSecret));
  } as never;
  provider.use(requireState);
  provider.use(omitExpiresInOfNonExpiringTokens);
  return provider;
}

/**
 * The broker asks its sign-in on every authorization, as a bank's connect screen does: a session
 * left by an earlier connection in this browser does not skip it (the user may be someone else,
 * or want another broker account). Within one authorization, the sign-in just made counts.
 */
function signInEveryTime() {
  const { base, Check } = oidc.interactionPolicy;
  const policy = base();
  policy
    .get('login')!
    .checks.add(
      new Check('broker_sign_in', 'the broker asks its sign-in on every authorization', (ctx: KoaContextWithOIDC) =>
        ctx.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT,
      ),
    );
  return policy;
}

/**
 * CONNECT.md requires `state` on every authorization request (oidc-provider leaves it optional).
 * Without it the error cannot be bound to the request, so it is a page, not a redirect.
 * The request is a GET only (RFC 6749 §3.1: GET must be supported, POST may be): oidc-provider
 * takes a POST only with its session cookie SameSite=None, which we will not weaken for it, so a
 * POST gets a 405 page saying so rather than the bare 404 of an unknown route.
 */
async function requireState(ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> {
  if (ctx.path === '/authorize' && ctx.method === 'POST') {
    ctx.status = 405;
    ctx.set('Allow', 'GET');
    ctx.type = 'html';
    ctx.body = errorPage('invalid_request', 'send the authorization request as a GET, its parameters in the query (RFC 6749 §3.1)');
    return;
  }
  if (ctx.path === '/authorize' && ctx.method === 'GET') {
    const state = ctx.query.state;
    if (typeof state !== 'string' || state === '') {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = errorPage('invalid_request', 'state is required: send an unguessable state value with every authorization request');
      return;
    }
  }
  await next();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function errorPage(error: string, description?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Connection error</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1>This connection request cannot continue</h1>
<p><code>${escape(error)}</code>${description ? `: ${escape(description)}` : ''}</p><p>Go back to the app you came from and try again.</p></body></html>`;
}
