import type { INestApplication } from '@nestjs/common';

import { DocumentBuilder, OpenAPIObject, SwaggerDocumentOptions, SwaggerModule } from '@nestjs/swagger';
import { API_KEY_SECURITY } from '../../common/api-keys';

const DESCRIPTION = `The BrokerBridge developer sandbox: paper-trading accounts on the same simulator as the demo.
Authenticate with \`Authorization: Bearer bb_test_<publicId>_<secret>\` (create keys at /developers).
Errors share one body: {statusCode, code, message, errors?, details?, correlationId}. Every response carries
X-Request-Id and X-RateLimit-Limit/Remaining/Reset. Money is a decimal string. Lists page with ?limit=&after=<nextCursor>.
A POST may carry Idempotency-Key (kept at least 24 h): the same key and body replay the first answer with
Idempotent-Replayed: true; another body is 409 IDEMPOTENCY.KEY_REUSED; while the first runs, 409 IDEMPOTENCY.IN_PROGRESS.`;

/**
 * The /v1 surface only (the console's, the demo's and the site's routes are left out), built from the
 * controllers' decorators and the DTOs: the API reference and the SDK both come from it.
 */
export function buildV1Document(app: INestApplication, include: NonNullable<SwaggerDocumentOptions['include']>): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('BrokerBridge Sandbox API')
    .setVersion('1')
    .setDescription(DESCRIPTION)
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'bb_test_<publicId>_<secret>' }, API_KEY_SECURITY)
    .build();
  const document = SwaggerModule.createDocument(app, config, { include });
  document.paths = Object.fromEntries(Object.entries(document.paths).filter(([path]) => path.startsWith('/v1/')));
  return withReferencedSchemasOnly(document);
}

/** Drops the schemas of the module's other routes (the demo's), keeping what /v1 reaches. */
function withReferencedSchemasOnly(document: OpenAPIObject): OpenAPIObject {
  const schemas = document.components?.schemas ?? {};
  const kept = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      const name = key === '$ref' && typeof inner === 'string' ? inner.replace('#/components/schemas/', '') : undefined;
      if (name && !kept.has(name)) {
        kept.add(name);
        visit(schemas[name]);
      } else visit(inner);
    }
  };
  visit(document.paths);
  document.components = { ...document.components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name))) };
  return document;
}
