import { baseApi } from '../../api/baseApi';
import type { ApiError } from '../../api/baseQuery';
import { ERROR_CATALOG_URL, OPENAPI_URL } from '../../config/paths';
import type { OpenApiDocument } from './reference/openApiTypes';

/** One entry of /v1/errors.json. */
export interface ErrorCodeEntry {
  code: string;
  status: number;
  message: string;
  description: string;
  surfaces: ('v1' | 'api')[];
}

interface ErrorCatalog {
  page: string;
  items: ErrorCodeEntry[];
}

/**
 * Public JSON outside /api, fetched as is. The reference's HTML preloads the document
 * (as="fetch", CORS mode): a plain fetch of the same URL takes that response.
 */
const getJson =
  <T>(url: string) =>
  async (_arg: void, { signal }: { signal: AbortSignal }): Promise<{ data: T } | { error: ApiError }> => {
    try {
      const response = await fetch(new URL(url, window.location.origin), { headers: { Accept: 'application/json' }, signal });
      if (!response.ok) return { error: { status: response.status, message: `${response.status}: ${response.statusText}` } };
      return { data: (await response.json()) as T };
    } catch (error) {
      return { error: { status: 0, message: `0: ${error instanceof Error ? error.message : 'Network error'}` } };
    }
  };

/** The /v1 OpenAPI document (the reference) and the error catalogue (the errors page). */
const docsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOpenApiDocument: build.query<OpenApiDocument, void>({ queryFn: getJson<OpenApiDocument>(OPENAPI_URL), providesTags: ['OpenApi'] }),
    getErrorCatalog: build.query<ErrorCodeEntry[], void>({
      queryFn: async (arg, api) => {
        const result = await getJson<ErrorCatalog>(ERROR_CATALOG_URL)(arg, api);
        return 'data' in result ? { data: result.data.items } : result;
      },
    }),
  }),
});

export const { useGetOpenApiDocumentQuery, useGetErrorCatalogQuery } = docsApi;
