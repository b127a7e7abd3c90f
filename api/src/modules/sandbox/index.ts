// What the app may use of the sandbox module (STYLE rule 1).
export { buildV1Document } from './openapi/v1-document';
