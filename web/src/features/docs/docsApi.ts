import { useStaticJson, type StaticJson } from '../../api/staticJson';
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
 * The /v1 OpenAPI document (the reference) and the error catalogue (the errors page): public JSON
 * outside /api, fetched as is, without the store (docs/decisions/docs-pages-without-the-store.md).
 * The reference's and the errors page's HTML preload them.
 */
export const useOpenApiDocument = (): StaticJson<OpenApiDocument> => useStaticJson<OpenApiDocument>(OPENAPI_URL);

export function useErrorCatalog(): StaticJson<ErrorCodeEntry[]> {
  const catalog = useStaticJson<ErrorCatalog>(ERROR_CATALOG_URL);
  return { ...catalog, data: catalog.data?.items };
}
