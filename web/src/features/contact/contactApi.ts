import { baseApi } from '../../api/baseApi';

interface ContactRequest {
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
  message: string;
}

const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<{ message: string }, ContactRequest>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
      invalidatesTags: ['Leads'],
    }),
  }),
});

export const { useSendContactMutation } = contactApi;
