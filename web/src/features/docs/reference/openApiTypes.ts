/** The parts of an OpenAPI 3.0/3.1 document the reference reads; everything else is ignored. */

export interface Reference {
  $ref: string;
}

export interface Schema {
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  example?: unknown;
  examples?: unknown[];
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, Schema | Reference>;
  items?: Schema | Reference;
  allOf?: (Schema | Reference)[];
  oneOf?: (Schema | Reference)[];
  anyOf?: (Schema | Reference)[];
  additionalProperties?: boolean | Schema | Reference;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
}

export interface MediaType {
  schema?: Schema | Reference;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: Schema | Reference;
  example?: unknown;
}

export interface Response {
  description?: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, { description?: string; schema?: Schema | Reference }>;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: (Parameter | Reference)[];
  requestBody?: { description?: string; required?: boolean; content?: Record<string, MediaType> } | Reference;
  responses?: Record<string, Response | Reference>;
  security?: Record<string, string[]>[];
  deprecated?: boolean;
  /** Our extension: the key scopes the call needs, where a bearer scheme cannot list them. */
  'x-scopes'?: string[];
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

type PathItem = Partial<Record<HttpMethod, Operation>> & { parameters?: (Parameter | Reference)[] };

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  security?: Record<string, string[]>[];
  paths?: Record<string, PathItem>;
  webhooks?: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, Schema | Reference>;
    parameters?: Record<string, Parameter | Reference>;
    responses?: Record<string, Response | Reference>;
    requestBodies?: Record<string, Operation['requestBody']>;
    securitySchemes?: Record<string, { type: string; scheme?: string; description?: string }>;
  };
}
