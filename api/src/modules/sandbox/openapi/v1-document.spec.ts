import SwaggerParser from '@apidevtools/swagger-parser';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildV1DocumentOffline } from './v1-document.offline';

const ROOT = join(__dirname, '..', '..', '..', '..', '..');

describe('the /v1 OpenAPI document', () => {
  let document: Awaited<ReturnType<typeof buildV1DocumentOffline>>;

  beforeAll(async () => {
    document = await buildV1DocumentOffline();
  });

  it('is a valid OpenAPI 3 document (validated by @apidevtools/swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('describes /v1 only, every call with an operationId, the API key and the error body', () => {
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThanOrEqual(9);
    expect(paths.every((p) => p.startsWith('/v1/'))).toBe(true);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(
        item as Record<string, { operationId?: string; security?: unknown; responses: Record<string, unknown> }>,
      )) {
        expect([path, method, operation.operationId]).toEqual([path, method, expect.stringMatching(/^[a-z][A-Za-z]+$/)]);
        expect(operation.security).toEqual([{ apiKey: [] }]);
        expect(operation.responses['401']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
      }
    }
    expect(document.components?.securitySchemes?.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('is what the checked-in SDK was generated from (npm run sdk:generate)', () => {
    const check = spawnSync(process.execPath, [join(ROOT, 'scripts', 'sdk-generate.mjs'), '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect({ status: check.status, stderr: check.stderr }).toEqual({ status: 0, stderr: '' });
  }, 120_000);
});
