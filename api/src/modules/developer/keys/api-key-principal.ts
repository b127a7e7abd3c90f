import type { Scope } from '../scopes';

/** Who a /v1 call acts for: set on the request by the API-key guard. */
export interface ApiKeyPrincipal {
  keyId: string;
  userId: number;
  /** `bb_test_<publicId>`, for the request log. */
  prefix: string;
  scopes: ReadonlySet<Scope>;
  /** Set for a Connect access token: the only accounts it reaches (its connection's); lists show these only. */
  accountIds?: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    apiKey?: ApiKeyPrincipal;
  }
}
