// The /v1 OpenAPI document, served by the app's setup.
export { buildV1Document } from './openapi/v1-document';
