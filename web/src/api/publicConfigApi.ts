import { baseApi } from './baseApi';
import type { PublicConfig } from './publicConfig';

export type { PublicConfig } from './publicConfig';

export const publicConfigApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicConfig: build.query<PublicConfig, void>({
      query: () => '/config/public',
      providesTags: ['PublicConfig'],
    }),
  }),
});

export const { useGetPublicConfigQuery } = publicConfigApi;
