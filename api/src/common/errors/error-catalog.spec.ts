import { HttpStatus } from '@nestjs/common';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CATALOG, errorDocUrl } from './error-catalog';
import { codeForStatus } from './error-body';

const SRC = join(__dirname, '..', '..');
/** `super(HttpStatus.CONFLICT, 'IDEMPOTENCY.KEY_REUSED', ...)`, however the call is wrapped. */
const THROWN = /(?:super|new \w+Exception)\(\s*HttpStatus\.(\w+),\s*'([A-Z][A-Z_.]*)'/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts') ? [join(dir, e.name)] : [],
  );
}

describe('the error catalogue (served as /v1/errors.json, rendered by the errors page)', () => {
  const byCode = new Map(ERROR_CATALOG.map((e) => [e.code, e]));

  it('lists every code the sources throw, with the status they throw it with', () => {
    const thrown = new Map<string, number>();
    for (const file of sources(SRC)) {
      for (const [, status, code] of readFileSync(file, 'utf8').matchAll(THROWN)) thrown.set(code, HttpStatus[status as keyof typeof HttpStatus] as number);
    }
    expect(thrown.size).toBeGreaterThan(30);
    const listed = [...thrown.keys()].map((code) => [code, byCode.get(code)?.status]);
    expect(listed).toEqual([...thrown]);
  });

  it('lists the codes the filter gives by status alone', () => {
    for (const status of [400, 401, 403, 404, 405, 409, 413, 415, 422, 429, 500, 503]) {
      expect([status, byCode.get(codeForStatus(status))?.status]).toEqual([status, status]);
    }
    expect(byCode.has(codeForStatus(418))).toBe(true);
  });

  it('lists each code once, with a message and a description', () => {
    expect(byCode.size).toBe(ERROR_CATALOG.length);
    for (const entry of ERROR_CATALOG) {
      expect(entry).toEqual({
        code: expect.stringMatching(/^[A-Z][A-Z_]*(\.[A-Z_]+)?$/),
        status: expect.any(Number),
        message: expect.stringMatching(/\S/),
        description: expect.stringMatching(/\S/),
        surfaces: expect.arrayContaining([expect.stringMatching(/^(v1|api)$/)]),
      });
    }
  });

  it('points an error at its entry on the errors page', () => {
    expect(errorDocUrl('http://localhost:3000', 'AUTH.INVALID_API_KEY')).toBe('http://localhost:3000/api-documentation/errors#AUTH.INVALID_API_KEY');
  });
});
