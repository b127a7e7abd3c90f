import { baseApi } from '../../api/baseApi';
import type { WebhookDelivery, WebhookDeliveryPage, WebhookEndpoint } from './webhookTypes';

/** The console's view of the developer's webhook endpoints and their delivery log (session cookie). */
const webhooksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listWebhookEndpoints: build.query<WebhookEndpoint[], void>({
      query: () => '/developer/webhooks',
      transformResponse: (body: { items: WebhookEndpoint[] }) => body.items,
      providesTags: ['WebhookEndpoints'],
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
      invalidatesTags: (_r, _e, { endpointId }) => [{ type: 'WebhookDeliveries', id: endpointId }],
    }),
  }),
});

export const { useListWebhookEndpointsQuery, useListWebhookDeliveriesInfiniteQuery, useReplayWebhookDeliveryMutation } = webhooksApi;
