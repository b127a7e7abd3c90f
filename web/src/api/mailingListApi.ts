import { baseApi } from './baseApi';

interface SubscribeRequest {
  email: string;
  /** Path of the page the visitor subscribed from, e.g. "/contact". */
  source?: string;
}

/** Shared by the home page and the contact page: both offer the same subscription. */
const mailingListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<{ message: string }, SubscribeRequest>({
      query: (body) => ({ url: '/mailing-list/subscribe', method: 'POST', body }),
      invalidatesTags: ['Subscribers'],
    }),
  }),
});

export const { useSubscribeMutation } = mailingListApi;
