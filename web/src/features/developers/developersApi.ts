import { baseApi } from '../../api/baseApi';
import type { ApiError } from '../../api/baseQuery';
import type { OpenApiDocument } from './reference/openApiTypes';
import type { ApiKey, CreatedApiKey, Items, NewKeyRequest, RequestLogEntry, SandboxAccount, SandboxEvent, SandboxOrder } from './developerTypes';

/** Where the public API describes itself; outside /api, so it is fetched directly. */
export const OPENAPI_URL = '/v1/openapi.json';

/** The developer console's calls (session cookie) and the /v1 document the reference renders. */
export const developersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listKeys: build.query<ApiKey[], void>({
      query: () => '/developer/keys',
      transformResponse: (body: Items<ApiKey>) => body.items,
      providesTags: ['ApiKeys'],
    }),
    createKey: build.mutation<CreatedApiKey, NewKeyRequest>({
      query: (body) => ({ url: '/developer/keys', method: 'POST', body }),
      invalidatesTags: ['ApiKeys'],
    }),
    revokeKey: build.mutation<void, string>({
      query: (id) => ({ url: `/developer/keys/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['ApiKeys'],
    }),
    rollKey: build.mutation<CreatedApiKey, { id: string; graceSeconds: number }>({
      query: ({ id, graceSeconds }) => ({ url: `/developer/keys/${encodeURIComponent(id)}/roll`, method: 'POST', body: { graceSeconds } }),
      invalidatesTags: ['ApiKeys'],
    }),
    listRequests: build.query<RequestLogEntry[], void>({
      query: () => '/developer/requests',
      transformResponse: (body: Items<RequestLogEntry>) => body.items,
      providesTags: ['ApiRequests'],
    }),
    listAccounts: build.query<SandboxAccount[], void>({
      query: () => '/developer/accounts',
      transformResponse: (body: Items<SandboxAccount>) => body.items,
      providesTags: ['SandboxAccounts'],
    }),
    createAccount: build.mutation<SandboxAccount, { label?: string }>({
      query: (body) => ({ url: '/developer/accounts', method: 'POST', body }),
      invalidatesTags: ['SandboxAccounts'],
    }),
    resetAccount: build.mutation<SandboxAccount, string>({
      query: (id) => ({ url: `/developer/accounts/${encodeURIComponent(id)}/reset`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => ['SandboxAccounts', { type: 'SandboxOrders', id }, { type: 'SandboxEvents', id }],
    }),
    deleteAccount: build.mutation<void, string>({
      query: (id) => ({ url: `/developer/accounts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['SandboxAccounts'],
    }),
    listAccountOrders: build.query<SandboxOrder[], string>({
      query: (id) => `/developer/accounts/${encodeURIComponent(id)}/orders`,
      transformResponse: (body: Items<SandboxOrder>) => body.items,
      providesTags: (_r, _e, id) => [{ type: 'SandboxOrders', id }],
    }),
    listAccountEvents: build.query<SandboxEvent[], string>({
      query: (id) => `/developer/accounts/${encodeURIComponent(id)}/events`,
      transformResponse: (body: Items<SandboxEvent>) => body.items,
      providesTags: (_r, _e, id) => [{ type: 'SandboxEvents', id }],
    }),
    getOpenApiDocument: build.query<OpenApiDocument, void>({
      queryFn: async (_arg, { signal }) => {
        try {
          const response = await fetch(new URL(OPENAPI_URL, window.location.origin), { headers: { Accept: 'application/json' }, signal });
          if (!response.ok) return { error: { status: response.status, message: `${response.status}: ${response.statusText}` } satisfies ApiError };
          return { data: (await response.json()) as OpenApiDocument };
        } catch (error) {
          return { error: { status: 0, message: `0: ${error instanceof Error ? error.message : 'Network error'}` } satisfies ApiError };
        }
      },
      providesTags: ['OpenApi'],
    }),
  }),
});

export const {
  useListKeysQuery,
  useCreateKeyMutation,
  useRevokeKeyMutation,
  useRollKeyMutation,
  useListRequestsQuery,
  useListAccountsQuery,
  useCreateAccountMutation,
  useResetAccountMutation,
  useDeleteAccountMutation,
  useListAccountOrdersQuery,
  useListAccountEventsQuery,
  useGetOpenApiDocumentQuery,
} = developersApi;
