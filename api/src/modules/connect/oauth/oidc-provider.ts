/**
 * oidc-provider is an ES module only. Node 20.19+ loads it with `require` (require(esm)), which is
 * what this CommonJS build compiles the import to; jest compiles it to CommonJS first (jest.config.js).
 */
export * as oidc from 'oidc-provider';
export type { Adapter, AdapterPayload, Configuration, KoaContextWithOIDC, Provider } from 'oidc-provider';
