import { baseApi } from './baseApi';
import type { ApiError } from './baseQuery';
import { loadPublicConfig, PublicConfigError, type PublicConfig } from './publicConfig';

export type { PublicConfig } from './publicConfig';

export const publicConfigApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The same one request per page load as the footer's (publicConfig.ts): no second call, and
    // a page that loads after it has arrived gets it at once.
    getPublicConfig: build.query<PublicConfig, void>({
      async queryFn() {
        try {
          return { data: await loadPublicConfig() };
        } catch (failure) {
          const status = failure instanceof PublicConfigError ? failure.status : 0;
          const error: ApiError = { status, message: failure instanceof Error ? failure.message : String(failure) };
          return { error };
        }
      },
      providesTags: ['PublicConfig'],
    }),
  }),
});

export const { useGetPublicConfigQuery } = publicConfigApi;
