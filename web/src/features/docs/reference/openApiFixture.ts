import type { OpenApiDocument } from './openApiTypes';

/** A small /v1 document in the shapes @nestjs/swagger writes: refs, allOf, path-level params. */
export const openApiFixture: OpenApiDocument = {
  openapi: '3.0.0',
  info: { title: 'BrokerBridge sandbox API', version: 'v1', description: 'Trade in sandbox accounts.' },
  tags: [
    { name: 'accounts', description: 'Sandbox accounts' },
    { name: 'orders', description: 'Placing and canceling orders' },
  ],
  paths: {
    '/v1/accounts': {
      post: {
        operationId: 'createAccount',
        summary: 'Create a sandbox account',
        description: 'Needs a key with `accounts:write`.',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        'x-scopes': ['accounts:write'],
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/CreateAccountDto' } } } },
        responses: {
          '201': { description: 'The new account', content: { 'application/json': { schema: { $ref: '#/components/schemas/Account' } } } },
          '409': { $ref: '#/components/responses/Quota' },
        },
      },
    },
    '/v1/accounts/{accountId}/orders/{orderId}': {
      parameters: [{ name: 'accountId', in: 'path', required: true, schema: { type: 'string' } }],
      delete: {
        summary: 'Cancel an order',
        tags: ['orders'],
        parameters: [{ name: 'orderId', in: 'path', required: true, description: 'The order to cancel', schema: { type: 'string', format: 'uuid' } }],
        responses: { '200': { description: 'The canceled order', content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } } },
      },
    },
  },
  components: {
    schemas: {
      CreateAccountDto: {
        type: 'object',
        properties: {
          label: { type: 'string', maxLength: 64, description: 'Your name for it' },
          cash: { type: 'string', example: '100000.00' },
          positions: { type: 'array', items: { $ref: '#/components/schemas/OpeningPosition' } },
        },
      },
      OpeningPosition: { type: 'object', required: ['symbol'], properties: { symbol: { type: 'string' }, quantity: { type: 'integer', minimum: 1 } } },
      Account: {
        type: 'object',
        required: ['id'],
        properties: { id: { type: 'string' }, label: { type: 'string', nullable: true }, cash: { type: 'string' } },
      },
      Order: {
        allOf: [{ $ref: '#/components/schemas/OrderBase' }, { type: 'object', properties: { status: { type: 'string', enum: ['pending', 'filled'] } } }],
      },
      OrderBase: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
    },
    responses: { Quota: { description: 'At the quota: DEVELOPER.ACCOUNT_QUOTA' } },
  },
};
