// The /v1 OpenAPI document, served by the app's setup.
export { buildV1Document, withServer } from './openapi/v1-document';
