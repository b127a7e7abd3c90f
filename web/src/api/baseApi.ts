import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The one API slice. Features add their endpoints with `injectEndpoints`.
 * No retries, no refetch on focus or reconnect, no polling unless a query asks for it.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'User',
    'PublicConfig',
    'Subscribers',
    'Leads',
    'Metrics',
    'Charts',
    'News',
    'Account',
    'Positions',
    'Orders',
    'Trades',
    'Logs',
    'ApiKeys',
    'ApiRequests',
    'SandboxAccounts',
    'SandboxOrders',
    'SandboxEvents',
    'SandboxClock',
    'WebhookEndpoints',
    'WebhookDeliveries',
    'SandboxAccount',
    'SandboxPositions',
    'WebhookDelivery',
    'PartnerApps',
    'Connections',
  ],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
