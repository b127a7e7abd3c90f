import { baseApi } from '../../api/baseApi';
import type { Connection, CreatedPartnerApp, NewAppRequest, PartnerApp } from './connectTypes';
import type { Items } from './developerTypes';

/** The console's Connect calls (session cookie): the developer's partner apps and their connections. */
const connectConsoleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listApps: build.query<PartnerApp[], void>({
      query: () => '/developer/apps',
      transformResponse: (body: Items<PartnerApp>) => body.items,
      providesTags: ['PartnerApps'],
    }),
    createApp: build.mutation<CreatedPartnerApp, NewAppRequest>({
      query: (body) => ({ url: '/developer/apps', method: 'POST', body }),
      invalidatesTags: ['PartnerApps'],
    }),
    updateApp: build.mutation<PartnerApp, { id: string; redirectUris: string[] }>({
      query: ({ id, redirectUris }) => ({ url: `/developer/apps/${encodeURIComponent(id)}`, method: 'PATCH', body: { redirectUris } }),
      invalidatesTags: ['PartnerApps'],
    }),
    rotateAppSecret: build.mutation<CreatedPartnerApp, string>({
      query: (id) => ({ url: `/developer/apps/${encodeURIComponent(id)}/secret`, method: 'POST' }),
      invalidatesTags: ['PartnerApps'],
    }),
    deleteApp: build.mutation<void, string>({
      query: (id) => ({ url: `/developer/apps/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // Deleting an app ends its connections.
      invalidatesTags: ['PartnerApps', 'Connections'],
    }),
    listConnections: build.query<Connection[], void>({
      query: () => '/developer/connections',
      transformResponse: (body: Items<Connection>) => body.items,
      providesTags: ['Connections'],
    }),
    revokeConnection: build.mutation<void, string>({
      query: (id) => ({ url: `/developer/connections/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Connections'],
    }),
  }),
});

export const {
  useListAppsQuery,
  useCreateAppMutation,
  useUpdateAppMutation,
  useRotateAppSecretMutation,
  useDeleteAppMutation,
  useListConnectionsQuery,
  useRevokeConnectionMutation,
} = connectConsoleApi;
