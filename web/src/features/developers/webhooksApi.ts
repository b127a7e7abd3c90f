import { baseApi } from '../../api/baseApi';
import type { CreatedWebhookEndpoint, NewWebhookEndpoint, WebhookDelivery, WebhookDeliveryDetail, WebhookDeliveryPage, WebhookEndpoint } from './webhookTypes';

/** The console's view of the developer's webhook endpoints and their delivery log (session cookie). */
const webhooksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listWebhookEndpoints: build.query<WebhookEndpoint[], void>({
      query: () => '/developer/webhooks',
      transformResponse: (body: { items: WebhookEndpoint[] }) => body.items,
      providesTags: ['WebhookEndpoints'],
    }),
    createWebhookEndpoint: build.mutation<CreatedWebhookEndpoint, NewWebhookEndpoint>({
      query: (body) => ({ url: '/developer/webhooks', method: 'POST', body }),
      invalidatesTags: ['WebhookEndpoints'],
    }),
    deleteWebhookEndpoint: build.mutation<void, string>({
      query: (id) => ({ url: `/developer/webhooks/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['WebhookEndpoints'],
    }),
    // Any event type, whatever the endpoint subscribes to (POST /v1/webhooks/{id}/test's session twin).
    sendWebhookTest: build.mutation<WebhookDelivery, { endpointId: string; type: string }>({
      query: ({ endpointId, type }) => ({ url: `/developer/webhooks/${encodeURIComponent(endpointId)}/test`, method: 'POST', body: { type } }),
      invalidatesTags: (_r, _e, { endpointId }) => [{ type: 'WebhookDeliveries', id: endpointId }],
    }),
    getWebhookDelivery: build.query<WebhookDeliveryDetail, { endpointId: string; deliveryId: string }>({
      query: ({ endpointId, deliveryId }) => `/developer/webhooks/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}`,
      providesTags: (_r, _e, { deliveryId }) => [{ type: 'WebhookDelivery', id: deliveryId }],
    }),
    // Cursor pages ("Show more"), newest first.
    listWebhookDeliveries: build.infiniteQuery<WebhookDeliveryPage, string, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.nextCursor },
      query: ({ queryArg: id, pageParam }) => ({
        url: `/developer/webhooks/${encodeURIComponent(id)}/deliveries`,
        params: { after: pageParam ?? undefined, limit: 20 },
      }),
      providesTags: (_r, _e, id) => [{ type: 'WebhookDeliveries', id }],
    }),
    replayWebhookDelivery: build.mutation<WebhookDelivery, { endpointId: string; deliveryId: string }>({
      query: ({ endpointId, deliveryId }) => ({
        url: `/developer/webhooks/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/replay`,
        method: 'POST',
      }),
      invalidatesTags: (_r, _e, { endpointId, deliveryId }) => [
        { type: 'WebhookDeliveries', id: endpointId },
        { type: 'WebhookDelivery', id: deliveryId },
      ],
    }),
  }),
});

export const {
  useListWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useSendWebhookTestMutation,
  useGetWebhookDeliveryQuery,
  useListWebhookDeliveriesInfiniteQuery,
  useReplayWebhookDeliveryMutation,
} = webhooksApi;
