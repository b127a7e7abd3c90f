import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ValidationFailedException } from '../errors';

const BOM = [0xef, 0xbb, 0xbf];
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

const bodyError = (message: string) => new ValidationFailedException([{ field: 'body', messages: [message] }]);

/**
 * Why a JSON body's bytes are refused before they are parsed, or null: a byte order mark (RFC
 * 8259 forbids sending one; we do not guess past it) or bytes that are not UTF-8 (decoded
 * leniently they turned into U+FFFD and were stored as such).
 */
export function jsonBytesProblem(bytes: Buffer): string | null {
  if (BOM.every((b, i) => bytes[i] === b)) return 'The request body starts with a byte order mark (U+FEFF): send JSON without one.';
  try {
    utf8.decode(bytes);
    return null;
  } catch {
    return 'The request body is not valid UTF-8: send JSON encoded as UTF-8.';
  }
}

/**
 * The JSON body parser: Fastify's own (prototype-poisoning checks included) behind the byte
 * checks above. Registered through Nest, which then adds neither its JSON nor its form parser:
 * the API takes JSON only (another Content-Type is a 415).
 */
export function useStrictJsonParser(app: NestFastifyApplication, bodyLimit: number): void {
  const parse = app.getHttpAdapter().getInstance().getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', { bodyLimit }, (request, body, done) => {
    const problem = jsonBytesProblem(body);
    if (problem) return done(bodyError(problem), undefined);
    void parse(request as never, body.toString('utf8'), done);
  });
}
